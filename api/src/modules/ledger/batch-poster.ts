import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EntryType } from './entry-types.ts';
import { accountCode, type AccountRef } from './ledger-accounts.ts';
import { LedgerError, type ResolvedAccount } from './ledger.service.ts';
import { MAX_MINOR, toBigInt, type Asset } from './money.ts';
import { queryRows, runStatement } from './sql.ts';

/** Rows `(account_id, amount)` of one entry, as SQL; an account may appear many times (summed). */
export type LineSource = { sql: string; params: unknown[] };

/** An account of a batch entry would go below zero: the caller's transaction must roll back. */
export class BatchShortError extends Error {
  override name = 'BatchShortError';
  readonly account: string;
  constructor(account: string, balance: bigint) {
    super(`${account} would hold ${balance}`);
    this.account = account;
  }
}

// A temporary table of the connection: the aggregated lines of the entry being posted, keyed by
// account id, so the lines are computed once and every account is touched in id order.
const STAGE = 'ledger_batch_stage';

/**
 * Posts journal entries whose lines come from SQL (thousands of members at once) with the same
 * invariants as `ledger.post()`: lines summed per account, the entry balanced (one asset), balances
 * materialized in the caller's transaction by one `update … join` driven by the staged lines in
 * account id order (so accounts are locked in id order), every line's `balance_after` read from
 * the account row this transaction holds, and no account that may not go negative below zero
 * (checked here, and by the database's `ledger_account_not_negative` check where it exists).
 */
export function createBatchPoster({ dialect, clock }: { dialect: Dialect; clock: Clock }) {
  const createStage =
    dialect === 'mysql'
      ? // In memory (no undo or redo); a B-tree key so the update below walks accounts in id order.
        `create temporary table if not exists ${STAGE} (account_id int unsigned not null, amount bigint not null, primary key using btree (account_id)) engine = MEMORY`
      : `create temp table if not exists ${STAGE} (account_id integer not null primary key, amount bigint not null)`;
  const applyStage =
    dialect === 'mysql'
      ? `update ${STAGE} s straight_join ledger_account a on a.id = s.account_id and a.asset = ? set a.balance = a.balance + s.amount, a.updated_at = ?`
      : `update ledger_account set balance = balance + s.amount, updated_at = ? from ${STAGE} s where ledger_account.id = s.account_id and ledger_account.asset = ?`;

  const ignoreDuplicate =
    dialect === 'mysql' ? 'on duplicate key update `id` = `id`' : 'on conflict (`code`) do nothing';
  /** Ids of accounts known to be committed (accounts are never deleted, so these never go stale). */
  const committed = new Map<string, ResolvedAccount>();

  /**
   * Ids of accounts, creating those that do not exist yet in the caller's transaction. Nothing
   * found here is remembered (it may have been created by this transaction, which may still roll
   * back); ids remembered by `prepareAccounts` are answered without a query.
   */
  async function ensureAccounts(tx: EntityManager, refs: AccountRef[]): Promise<ResolvedAccount[]> {
    const codes = refs.map(accountCode);
    // After the insert a locking read: it sees an account another transaction created and
    // committed after this one's snapshot was taken (the insert waited for it), a plain read not.
    const read = async (lock = false) =>
      new Map(
        (
          await queryRows<{ id: unknown; code: string; asset: string }>(
            tx,
            `select id, code, asset from ledger_account where code in (${codes.map(() => '?').join(', ')})${lock && dialect === 'mysql' ? ' for update' : ''}`,
            codes,
          )
        ).map((row) => [row.code, { id: Number(row.id), code: row.code, asset: row.asset as Asset }]),
      );
    if (codes.every((code) => committed.has(code))) return codes.map((code) => committed.get(code)!);
    let found = await read();
    const missing = [
      ...new Map(refs.filter((ref) => !found.has(accountCode(ref))).map((r) => [accountCode(r), r])).values(),
    ];
    if (missing.length) {
      const now = clock.now();
      await runStatement(
        tx,
        'insert into ledger_account (created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values ' +
          missing.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, 0)').join(', ') +
          ` ${ignoreDuplicate}`,
        missing.flatMap((ref) => [
          now,
          now,
          accountCode(ref),
          ref.owner,
          ref.owner === 'member' ? ref.memberId : null,
          ref.kind,
          ref.asset,
          ref.owner === 'external',
        ]),
      );
      found = await read(true);
    }
    return codes.map((code) => {
      const account = found.get(code);
      if (!account) throw new LedgerError(`account ${code} could not be created`);
      return account;
    });
  }

  /**
   * Posts one entry from `source` (plus nothing else) in `tx`; answers its id and line count, or
   * null when every line sums to zero (nothing to post). Throws `BatchShortError` when an account
   * that may not go negative would, and `LedgerError` when the lines do not balance.
   */
  async function post(
    tx: EntityManager,
    input: { type: EntryType; memo: string; actor: string; source: LineSource; asset?: Asset },
  ): Promise<{ entryId: number; lines: number } | null> {
    await runStatement(tx, createStage);
    await runStatement(tx, `delete from ${STAGE}`);
    await runStatement(
      tx,
      `insert into ${STAGE} (account_id, amount) select account_id, sum(amount) from (${input.source.sql}) x group by account_id having sum(amount) <> 0`,
      input.source.params,
    );
    const [totals] = await queryRows<{ n: unknown; total: unknown; biggest: unknown }>(
      tx,
      `select count(*) as n, coalesce(sum(amount), 0) as total, coalesce(max(abs(amount)), 0) as biggest from ${STAGE}`,
    );
    const lines = Number(totals?.n ?? 0);
    if (lines === 0) return null;
    if (toBigInt(totals?.total ?? 0) !== 0n)
      throw new LedgerError(`batch entry ${input.type} does not balance (${String(totals?.total)})`);
    if (lines < 2) throw new LedgerError('an entry needs at least two lines');
    if (toBigInt(totals?.biggest ?? 0) > MAX_MINOR) throw new LedgerError('line amount out of range');

    const now = clock.now();
    const asset = input.asset ?? 'INR';
    const updated = await runStatement(tx, applyStage, dialect === 'mysql' ? [asset, now] : [now, asset]);
    // A batch entry moves one asset: an account of another asset is not updated and fails here too.
    if (updated.affectedRows !== lines)
      throw new LedgerError(
        `batch entry ${input.type} names accounts that do not exist or do not hold ${asset}`,
      );
    const [short] = await queryRows<{ code: string; balance: unknown }>(
      tx,
      `select a.code, a.balance from ${STAGE} s join ledger_account a on a.id = s.account_id where s.amount < 0 and a.balance < 0 and a.allow_negative = 0 limit 1`,
    );
    if (short) throw new BatchShortError(short.code, toBigInt(short.balance));

    const entry = await runStatement(
      tx,
      'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, null)',
      [now, now, input.type, input.memo.slice(0, 255), input.actor.slice(0, 80)],
    );
    const entryId = Number(entry.insertId);
    await runStatement(
      tx,
      `insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
       select ?, ?, ?, s.account_id, ?, s.amount, a.balance from ${STAGE} s join ledger_account a on a.id = s.account_id order by s.account_id`,
      [now, now, entryId, asset],
    );
    return { entryId, lines };
  }

  /**
   * Ids of the accounts, creating those that are missing in a transaction of their own; once it
   * commits, remembers their ids (answered without a query from then on).
   */
  async function prepareAccounts(em: EntityManager, refs: AccountRef[]): Promise<ResolvedAccount[]> {
    const codes = refs.map(accountCode);
    if (codes.every((code) => committed.has(code))) return codes.map((code) => committed.get(code)!);
    const accounts = await em.fork().transactional((tx) => ensureAccounts(tx, refs));
    for (const account of accounts) committed.set(account.code, account);
    return accounts;
  }

  return { post, ensureAccounts, prepareAccounts };
}

export type BatchPoster = ReturnType<typeof createBatchPoster>;
