import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/orm.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { isEntryType, type EntryType } from './entry-types.ts';
import { accountCode, type AccountRef } from './ledger-accounts.ts';
import { queryRows, runStatement } from './sql.ts';
import { formatAmount, MAX_MINOR, toBigInt, type Asset } from './money.ts';

/** One line of an entry: a signed amount on an account (a ref, or an id from `resolve()`). */
export type PostLine = { account: AccountRef | ResolvedAccount; amount: bigint };

export type PostInput = {
  type: EntryType;
  lines: PostLine[];
  memo?: string;
  /** `member:<id>`, `cli:<os user>`, `system`. */
  actor: string;
  /** At most one entry is ever written under a key (unique in the journal). */
  idempotencyKey?: string;
};

export type PostedLine = {
  accountId: number;
  code: string;
  asset: Asset;
  amount: bigint;
  balanceAfter: bigint;
};
export type PostedEntry = { id: number; type: EntryType; memo: string; actor: string; lines: PostedLine[] };

/** An account id with its code and asset, as `resolve()` answers it. */
export type ResolvedAccount = { id: number; code: string; asset: Asset };

/** The account would go below zero: nothing was written. */
export class InsufficientFundsError extends ApiError {
  readonly account: string;
  readonly available: bigint;
  readonly required: bigint;
  constructor(account: string, asset: Asset, available: bigint, required: bigint) {
    const kind = account.split(':').at(-2);
    const key: MessageKey =
      account.startsWith('member:') && kind === 'piggy_bank'
        ? 'wallet.insufficientPiggyBank'
        : account.startsWith('member:')
          ? 'wallet.insufficientBalance'
          : 'ledger.insufficientFunds';
    super(422, key, { params: { account } });
    this.message = `${account} holds ${formatAmount(available, asset)} ${asset}, needs ${formatAmount(required, asset)}`;
    this.account = account;
    this.available = available;
    this.required = required;
  }
}

/** A programming error: an entry that does not balance, an empty line, an unknown type. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

type LockedRow = { id: unknown; code: string; asset: string; balance: unknown; allow_negative: unknown };

const isResolved = (account: AccountRef | ResolvedAccount): account is ResolvedAccount => 'id' in account;

function ownerFields(ref: AccountRef) {
  return {
    owner: ref.owner,
    memberId: ref.owner === 'member' ? ref.memberId : null,
    kind: ref.kind,
    asset: ref.asset,
    allowNegative: ref.owner === 'external',
  };
}

type Deps = { dialect: Dialect; clock: Clock };

/**
 * The only way money moves: `post()` writes one balanced journal entry and updates the
 * materialized balances inside the caller's transaction. Accounts are locked in id order
 * (`select … for update` on MySQL; SQLite has one writer), checked, then updated with a guard
 * on the balance that was read, so no account that may not go negative ever does.
 */
export function createLedgerService({ dialect, clock }: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';
  const ignoreDuplicate =
    dialect === 'mysql' ? 'on duplicate key update `id` = `id`' : 'on conflict (`code`) do nothing';
  /** Account ids never change; a cached id is checked again when the row is locked. */
  const ids = new Map<string, ResolvedAccount>();

  /** Ids of the accounts, creating those that do not exist yet (in the caller's transaction). */
  async function resolve(em: EntityManager, refs: AccountRef[]): Promise<ResolvedAccount[]> {
    const codes = refs.map(accountCode);
    const missing = [...new Set(codes.filter((code) => !ids.has(code)))];
    if (missing.length) {
      const found = async () => {
        const rows = await queryRows<{ id: unknown; code: string; asset: string }>(
          em,
          `select id, code, asset from ledger_account where code in (${missing.map(() => '?').join(', ')})`,
          missing,
        );
        for (const row of rows)
          ids.set(row.code, { id: Number(row.id), code: row.code, asset: row.asset as Asset });
      };
      await found();
      const absent = refs.filter((ref) => !ids.has(accountCode(ref)));
      if (absent.length) {
        const now = clock.now();
        const values: unknown[] = [];
        for (const ref of new Map(absent.map((r) => [accountCode(r), r])).values()) {
          const f = ownerFields(ref);
          values.push(now, now, accountCode(ref), f.owner, f.memberId, f.kind, f.asset, f.allowNegative, 0);
        }
        const rowCount = values.length / 9;
        await runStatement(
          em,
          'insert into ledger_account (created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values ' +
            Array.from({ length: rowCount }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ') +
            ` ${ignoreDuplicate}`,
          values,
        );
        await found();
      }
    }
    return codes.map((code) => {
      const account = ids.get(code);
      if (!account) throw new LedgerError(`account ${code} could not be created`);
      return account;
    });
  }

  async function lock(em: EntityManager, accountIds: number[]): Promise<Map<number, LockedRow>> {
    const rows = await queryRows<LockedRow>(
      em,
      `select id, code, asset, balance, allow_negative from ledger_account where id in (${accountIds.map(() => '?').join(', ')}) order by id${forUpdate}`,
      accountIds,
    );
    return new Map(rows.map((row) => [Number(row.id), row]));
  }

  /** Writes one balanced entry in the caller's transaction (`em` inside `transactional`). */
  async function post(em: EntityManager, input: PostInput, retried = false): Promise<PostedEntry> {
    if (!isEntryType(input.type)) throw new LedgerError(`unknown entry type ${String(input.type)}`);
    if (input.lines.length < 2) throw new LedgerError('an entry needs at least two lines');
    const memo = (input.memo ?? '').slice(0, 255);
    for (const line of input.lines) {
      if (typeof line.amount !== 'bigint' || line.amount === 0n)
        throw new LedgerError('every line moves a non-zero bigint amount');
      if (line.amount > MAX_MINOR || line.amount < -MAX_MINOR)
        throw new LedgerError('line amount out of range');
    }
    const sums = new Map<string, bigint>();
    for (const line of input.lines)
      sums.set(line.account.asset, (sums.get(line.account.asset) ?? 0n) + line.amount);
    for (const [asset, sum] of sums)
      if (sum !== 0n) throw new LedgerError(`entry ${input.type} does not balance in ${asset} (${sum})`);

    const refs = input.lines.filter((l) => !isResolved(l.account)).map((l) => l.account as AccountRef);
    const resolvedRefs = refs.length ? await resolve(em, refs) : [];
    let next = 0;
    const accounts = input.lines.map((l) => (isResolved(l.account) ? l.account : resolvedRefs[next++]!));
    const accountIds = [...new Set(accounts.map((a) => a.id))].sort((a, b) => a - b);

    let locked = await lock(em, accountIds);
    if (accounts.some((account) => locked.get(account.id)?.code !== account.code)) {
      // A cached id whose creation was rolled back: forget the cache and find them again.
      if (retried || !refs.length) throw new LedgerError('an entry names an account that does not exist');
      for (const account of accounts) ids.delete(account.code);
      return post(em, input, true);
    }

    const before = new Map<number, bigint>();
    const balances = new Map<number, bigint>();
    for (const [id, row] of locked) {
      before.set(id, toBigInt(row.balance));
      balances.set(id, toBigInt(row.balance));
    }
    const posted: PostedLine[] = input.lines.map((line, i) => {
      const account = accounts[i]!;
      const row = locked.get(account.id)!;
      if (row.code !== account.code || row.asset !== line.account.asset)
        throw new LedgerError(`account ${account.id} is ${row.code}, not ${account.code}`);
      const balanceAfter = balances.get(account.id)! + line.amount;
      balances.set(account.id, balanceAfter);
      return {
        accountId: account.id,
        code: row.code,
        asset: row.asset as Asset,
        amount: line.amount,
        balanceAfter,
      };
    });
    for (const [id, balance] of balances) {
      const row = locked.get(id)!;
      if (balance < 0n && !Number(row.allow_negative)) {
        const available = before.get(id)!;
        throw new InsufficientFundsError(row.code, row.asset as Asset, available, available - balance);
      }
    }
    locked = new Map();

    const now = clock.now();
    const changed = accountIds.filter((id) => balances.get(id) !== before.get(id));
    if (changed.length) {
      const cases = changed.map(() => 'when ? then ?').join(' ');
      const guards = changed.map(() => '(id = ? and balance = ?)').join(' or ');
      const params: unknown[] = [];
      for (const id of changed) params.push(id, balances.get(id)!);
      params.push(now);
      for (const id of changed) params.push(id, before.get(id)!);
      const result = await runStatement(
        em,
        `update ledger_account set balance = case id ${cases} end, updated_at = ? where ${guards}`,
        params,
      );
      if (result.affectedRows !== changed.length)
        throw new LedgerError('an account balance changed while it was locked');
    }

    const inserted = await runStatement(
      em,
      'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, ?)',
      [now, now, input.type, memo, input.actor.slice(0, 80), input.idempotencyKey ?? null],
    );
    const entryId = Number(inserted.insertId);
    const lineValues: unknown[] = [];
    for (const line of posted)
      lineValues.push(now, now, entryId, line.accountId, line.asset, line.amount, line.balanceAfter);
    await runStatement(
      em,
      'insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after) values ' +
        posted.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
      lineValues,
    );
    return { id: entryId, type: input.type, memo, actor: input.actor, lines: posted };
  }

  /** Current balances of accounts by code (0 for accounts that do not exist yet). */
  async function balancesOf(em: EntityManager, refs: AccountRef[]): Promise<bigint[]> {
    const codes = refs.map(accountCode);
    const rows = await queryRows<{ code: string; balance: unknown }>(
      em,
      `select code, balance from ledger_account where code in (${codes.map(() => '?').join(', ')})`,
      codes,
    );
    const byCode = new Map(rows.map((row) => [row.code, toBigInt(row.balance)]));
    return codes.map((code) => byCode.get(code) ?? 0n);
  }

  return { post, resolve, balancesOf };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
