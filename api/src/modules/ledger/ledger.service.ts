import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { isEntryType, type EntryType } from './entry-types.ts';
import {
  accountCode,
  MEMBER_ACCOUNTS,
  memberAccount,
  OPENED_ON_FIRST_USE,
  type AccountRef,
  type MemberAccountKind,
} from './ledger-accounts.ts';
import { dbErrorKind } from './db-errors.ts';
import { lockAccountsStatement, lockedAccountsOf, type LockedAccount } from './locked-accounts.ts';
import { queryRows, runInOrder, runStatement, type Statement, type StatementResult } from './sql.ts';
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

/** What became of one entry of `postMany()`: written, or refused on its own (short of funds, key already used). */
export type PostOutcome = { ok: true; entry: PostedEntry } | { ok: false; error: Error };

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
 * materialized balances inside the caller's transaction (ADR 0014).
 *
 * On MySQL the whole entry is one round trip: a savepoint, one update of every account (which
 * locks the rows in id order, so two entries never deadlock on each other), the entry, its lines
 * with the balance each leaves, and the balances read back. The database's
 * `ledger_account_not_negative` check refuses any balance below zero where it is not allowed;
 * then, or when an account turns out not to exist, everything since the savepoint is undone.
 * SQLite runs the same statements one after another (it is in process and has one writer).
 */
export function createLedgerService({ dialect, clock }: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';
  const ignoreDuplicate =
    dialect === 'mysql' ? 'on duplicate key update `id` = `id`' : 'on conflict (`code`) do nothing';
  // The id of the entry just inserted, for its lines: a session variable on MySQL; on SQLite
  // (one writer) the table's last autoincrement value.
  const entryIdSql =
    dialect === 'mysql'
      ? '@ledger_entry_id'
      : "(select seq from sqlite_sequence where name = 'journal_entry')";
  /** Account ids never change; a cached id is checked again by every entry that uses it. */
  const ids = new Map<string, ResolvedAccount>();

  /** Ids of the accounts, creating those that do not exist yet (in the caller's transaction). */
  async function resolve(em: EntityManager, refs: AccountRef[]): Promise<ResolvedAccount[]> {
    const codes = refs.map(accountCode);
    // This call's own answers: another request may drop a cached id while this one runs.
    const known = new Map<string, ResolvedAccount>();
    for (const code of codes) {
      const cached = ids.get(code);
      if (cached) known.set(code, cached);
    }
    const find = async (wanted: string[], lock: boolean) => {
      const rows = await queryRows<{ id: unknown; code: string; asset: string }>(
        em,
        `select id, code, asset from ledger_account where code in (${wanted.map(() => '?').join(', ')})${lock ? forUpdate : ''}`,
        wanted,
      );
      for (const row of rows) {
        const account = { id: Number(row.id), code: row.code, asset: row.asset as Asset };
        known.set(row.code, account);
        ids.set(row.code, account);
      }
    };
    const missing = () => [...new Set(codes.filter((code) => !known.has(code)))];
    if (missing().length) await find(missing(), false);
    const absent = refs.filter((ref) => !known.has(accountCode(ref)));
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
      // A locking read sees an account another transaction created and committed after this
      // transaction's snapshot was taken, which a plain read would not.
      await find(missing(), true);
    }
    return codes.map((code) => {
      const account = known.get(code);
      if (!account) throw new LedgerError(`account ${code} could not be created`);
      return account;
    });
  }

  /** Refuses, as a programming error, an entry of an unknown type, with a line of zero or out of range, or unbalanced. */
  function checkEntry(input: PostInput) {
    if (!isEntryType(input.type)) throw new LedgerError(`unknown entry type ${String(input.type)}`);
    if (input.lines.length < 2) throw new LedgerError('an entry needs at least two lines');
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
  }

  /** The accounts of every line of every entry (one `resolve()` for all), checked against the lines' assets. */
  async function accountsOfEntries(em: EntityManager, inputs: PostInput[]): Promise<ResolvedAccount[][]> {
    const refs = inputs.flatMap((input) =>
      input.lines.filter((l) => !isResolved(l.account)).map((l) => l.account as AccountRef),
    );
    const resolvedRefs = refs.length ? await resolve(em, refs) : [];
    let next = 0;
    return inputs.map((input) =>
      input.lines.map((line) => {
        const account = isResolved(line.account) ? line.account : resolvedRefs[next++]!;
        if (account.asset !== line.account.asset)
          throw new LedgerError(`account ${account.code} holds ${account.asset}, not ${line.account.asset}`);
        return account;
      }),
    );
  }

  /** Each account's net change in an entry, and for each line what the lines after it on the same account still move. */
  function netChanges(input: PostInput, accounts: ResolvedAccount[]) {
    const net = new Map<number, bigint>();
    const later: bigint[] = new Array<bigint>(input.lines.length);
    for (let i = input.lines.length - 1; i >= 0; i--) {
      const id = accounts[i]!.id;
      later[i] = net.get(id) ?? 0n;
      net.set(id, later[i]! + input.lines[i]!.amount);
    }
    return { net, later };
  }

  /** Writes one balanced entry in the caller's transaction (`em` inside `transactional`). */
  function post(em: EntityManager, input: PostInput): Promise<PostedEntry> {
    return postEntry(em, input, false);
  }

  async function postEntry(em: EntityManager, input: PostInput, retried: boolean): Promise<PostedEntry> {
    checkEntry(input);
    if (!em.getTransactionContext()) throw new LedgerError("post() runs inside the caller's transaction");
    const memo = (input.memo ?? '').slice(0, 255);
    const namesRefs = input.lines.some((l) => !isResolved(l.account));
    const accounts = (await accountsOfEntries(em, [input]))[0]!;

    // Each account's net change, and for each line what the lines after it on the same account
    // still move, so that its balance after = the account's final balance − that remainder.
    const { net, later } = netChanges(input, accounts);
    const accountIds = [...net.keys()].sort((a, b) => a - b);
    const inList = accountIds.map(() => '?').join(', ');

    const now = clock.now();
    const statements: Statement[] = [
      { sql: 'savepoint ledger_post', params: [] },
      {
        sql: `update ledger_account set balance = balance + case id ${accountIds.map(() => 'when ? then ?').join(' ')} end, updated_at = ? where id in (${inList})`,
        params: [...accountIds.flatMap((id) => [id, net.get(id)!]), now, ...accountIds],
      },
      {
        sql: 'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, ?)',
        params: [now, now, input.type, memo, input.actor.slice(0, 80), input.idempotencyKey ?? null],
      },
      ...(dialect === 'mysql' ? [{ sql: 'set @ledger_entry_id = last_insert_id()', params: [] }] : []),
      {
        sql:
          'insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after) values ' +
          input.lines
            .map(
              () => `(?, ?, ${entryIdSql}, ?, ?, ?, (select balance from ledger_account where id = ?) - ?)`,
            )
            .join(', '),
        params: input.lines.flatMap((line, i) => {
          const id = accounts[i]!.id;
          return [now, now, id, line.account.asset, line.amount, id, later[i]!];
        }),
      },
      {
        sql: `select id, code, asset, balance from ledger_account where id in (${inList}) order by id`,
        params: accountIds,
      },
    ];
    const readBack = statements.at(-1)!;

    // A cached id whose creation was rolled back with its transaction: forget the cache and
    // find the accounts again (they are created anew).
    const retryWithoutCache = () => {
      if (retried || !namesRefs) throw new LedgerError('an entry names an account that does not exist');
      for (const account of accounts) ids.delete(account.code);
      return postEntry(em, input, true);
    };
    const missingAccounts = (rows: Record<string, unknown>[]) => {
      const codes = new Map(rows.map((row) => [Number(row.id), row.code]));
      return accounts.some((account) => codes.get(account.id) !== account.code);
    };

    let results: StatementResult[];
    try {
      results = await runInOrder(em, dialect, statements);
    } catch (error) {
      // A deadlock has already ended the whole transaction (the savepoint with it): the caller runs it again.
      if (dbErrorKind(error) === 'retry') throw error;
      await runStatement(em, 'rollback to savepoint ledger_post');
      // Checked first: on SQLite a rolled-back id is handed out again, to another account.
      // Locking reads from here: a plain one would answer from this transaction's snapshot,
      // which may be older than the balances the database just refused to change.
      if (missingAccounts(await queryRows(em, readBack.sql + forUpdate, readBack.params)))
        return retryWithoutCache();
      if (dbErrorKind(error) === 'negative') throw await insufficientFunds(em, accountIds, net);
      throw error;
    }
    const finalRows = results.at(-1)!.rows;
    if (missingAccounts(finalRows) || results[1]!.affectedRows !== accountIds.length) {
      await runStatement(em, 'rollback to savepoint ledger_post');
      return retryWithoutCache();
    }
    const entryId = results[2]!.insertId;
    const balances = new Map(finalRows.map((row) => [Number(row.id), toBigInt(row.balance)]));

    const lines: PostedLine[] = input.lines.map((line, i) => {
      const account = accounts[i]!;
      return {
        accountId: account.id,
        code: account.code,
        asset: account.asset,
        amount: line.amount,
        balanceAfter: balances.get(account.id)! - later[i]!,
      };
    });
    return { id: entryId, type: input.type, memo, actor: input.actor, lines };
  }

  /**
   * Writes many entries in the caller's transaction, in order, as `post()` would one after the
   * other, but with a few statements for all of them: their accounts are locked once, in id order;
   * each entry is checked against the balances the entries before it leave, and one that would
   * take an account below zero is refused on its own; the rest are written in one round trip.
   * When the database refuses that write (an idempotency key already used, an account gone), the
   * entries are posted one by one instead, each with its own outcome. With `inTurn`, entries are
   * paid strictly in order: after the first one refused for want of funds, none after it is
   * written (each is answered with that refusal), so no later entry goes ahead of it.
   */
  async function postMany(
    em: EntityManager,
    inputs: PostInput[],
    options: { inTurn?: boolean; locked?: Map<number, LockedAccount> } = {},
  ): Promise<PostOutcome[]> {
    for (const input of inputs) checkEntry(input);
    if (!em.getTransactionContext()) throw new LedgerError("postMany() runs inside the caller's transaction");
    if (!inputs.length) return [];
    const accountsByEntry = await accountsOfEntries(em, inputs);
    const accountIds = [...new Set(accountsByEntry.flat().map((account) => account.id))].sort(
      (a, b) => a - b,
    );
    // Accounts the caller locked in this transaction (`lockAccountsStatement`) and has not moved
    // since are not read again: one round trip fewer while the caller's locks are held.
    const locked = accountIds.every((id) => options.locked?.has(id))
      ? options.locked!
      : await lockAccounts(em, accountIds);
    // A cached id whose creation was rolled back: post() finds the accounts again.
    if (accountsByEntry.flat().some((account) => locked.get(account.id)?.code !== account.code))
      return postEach(em, inputs, options);

    const balances = new Map([...locked].map(([id, account]) => [id, account.balance]));
    const totalChange = new Map<number, bigint>();
    const outcomes: PostOutcome[] = new Array<PostOutcome>(inputs.length);
    const writes: { index: number; input: PostInput; accounts: ResolvedAccount[]; balanceAfter: bigint[] }[] =
      [];
    let stopped: InsufficientFundsError | undefined;
    inputs.forEach((input, index) => {
      if (stopped) {
        outcomes[index] = { ok: false, error: stopped };
        return;
      }
      const accounts = accountsByEntry[index]!;
      const { net } = netChanges(input, accounts);
      for (const [id, change] of net) {
        const short = shortfall(locked.get(id)!, balances.get(id)!, change);
        if (short) {
          outcomes[index] = { ok: false, error: short };
          if (options.inTurn) stopped = short;
          return;
        }
      }
      const balanceAfter = input.lines.map((line, i) => {
        const id = accounts[i]!.id;
        const after = balances.get(id)! + line.amount;
        balances.set(id, after);
        return after;
      });
      for (const [id, change] of net) totalChange.set(id, (totalChange.get(id) ?? 0n) + change);
      writes.push({ index, input, accounts, balanceAfter });
    });
    if (!writes.length) return outcomes;

    const now = clock.now();
    const changed = [...totalChange.keys()].sort((a, b) => a - b);
    const lineRows = (
      input: PostInput,
      accounts: ResolvedAccount[],
      balanceAfter: bigint[],
      entryId: string,
    ) => ({
      sql: input.lines.map(() => `(?, ?, ${entryId}, ?, ?, ?, ?)`).join(', '),
      params: input.lines.flatMap((line, i) => [
        now,
        now,
        accounts[i]!.id,
        line.account.asset,
        line.amount,
        balanceAfter[i]!,
      ]),
    });
    const insertLines = (rows: Statement[]): Statement => ({
      sql:
        'insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after) values ' +
        rows.map((row) => row.sql).join(', '),
      params: rows.flatMap((row) => row.params),
    });
    // Each entry's row, then (MySQL) its id kept in a session variable of its own and every line
    // of the batch in one insert, or (SQLite) its lines right after it. Two statements per entry
    // either way, so entry k's insert answers at 2 + 2k.
    const statements: Statement[] = [
      { sql: 'savepoint ledger_post_many', params: [] },
      {
        sql: `update ledger_account set balance = balance + case id ${changed.map(() => 'when ? then ?').join(' ')} end, updated_at = ? where id in (${changed.map(() => '?').join(', ')})`,
        params: [...changed.flatMap((id) => [id, totalChange.get(id)!]), now, ...changed],
      },
      ...writes.flatMap(({ input, accounts, balanceAfter }, k) => [
        {
          sql: 'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, ?)',
          params: [
            now,
            now,
            input.type,
            (input.memo ?? '').slice(0, 255),
            input.actor.slice(0, 80),
            input.idempotencyKey ?? null,
          ],
        },
        dialect === 'mysql'
          ? { sql: `set @ledger_entry_${k} = last_insert_id()`, params: [] }
          : insertLines([lineRows(input, accounts, balanceAfter, entryIdSql)]),
      ]),
      ...(dialect === 'mysql'
        ? [
            insertLines(
              writes.map(({ input, accounts, balanceAfter }, k) =>
                lineRows(input, accounts, balanceAfter, `@ledger_entry_${k}`),
              ),
            ),
          ]
        : []),
    ];
    let results: StatementResult[];
    try {
      results = await runInOrder(em, dialect, statements);
    } catch (error) {
      // A deadlock has already ended the whole transaction: the caller runs it again.
      if (dbErrorKind(error) === 'retry') throw error;
      await runStatement(em, 'rollback to savepoint ledger_post_many');
      return postEach(em, inputs, options);
    }
    writes.forEach(({ index, input, accounts, balanceAfter }, k) => {
      const memo = (input.memo ?? '').slice(0, 255);
      outcomes[index] = {
        ok: true,
        entry: {
          id: results[2 + 2 * k]!.insertId,
          type: input.type,
          memo,
          actor: input.actor,
          lines: input.lines.map((line, i) => ({
            accountId: accounts[i]!.id,
            code: accounts[i]!.code,
            asset: accounts[i]!.asset,
            amount: line.amount,
            balanceAfter: balanceAfter[i]!,
          })),
        },
      };
    });
    return outcomes;
  }

  /** `postMany()` the slow way: one `post()` per entry, short funds and used keys answered per entry. */
  async function postEach(
    em: EntityManager,
    inputs: PostInput[],
    options: { inTurn?: boolean },
  ): Promise<PostOutcome[]> {
    const outcomes: PostOutcome[] = [];
    let stopped: InsufficientFundsError | undefined;
    for (const input of inputs) {
      if (stopped) {
        outcomes.push({ ok: false, error: stopped });
        continue;
      }
      try {
        outcomes.push({ ok: true, entry: await post(em, input) });
      } catch (error) {
        if (error instanceof InsufficientFundsError || dbErrorKind(error) === 'duplicate')
          outcomes.push({ ok: false, error: error as Error });
        else throw error;
        if (options.inTurn && error instanceof InsufficientFundsError) stopped = error;
      }
    }
    return outcomes;
  }

  /** The accounts with their balances, locked in id order (on MySQL) until the transaction ends. */
  async function lockAccounts(em: EntityManager, accountIds: number[]): Promise<Map<number, LockedAccount>> {
    const statement = lockAccountsStatement(accountIds, dialect === 'mysql');
    return lockedAccountsOf(await queryRows(em, statement.sql, statement.params));
  }

  /** The refusal when `change` would take an account holding `available` below zero where it may not go. */
  const shortfall = (account: LockedAccount, available: bigint, change: bigint) =>
    change < 0n && !account.allowNegative && available + change < 0n
      ? new InsufficientFundsError(account.code, account.asset, available, -change)
      : undefined;

  /** The refusal for an entry the not-negative check stopped, naming the first account short. */
  async function insufficientFunds(em: EntityManager, accountIds: number[], net: Map<number, bigint>) {
    for (const account of (await lockAccounts(em, accountIds)).values()) {
      const short = shortfall(account, account.balance, net.get(account.id)!);
      if (short) return short;
    }
    return new LedgerError('the database refused a balance below zero that the entry does not cause');
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

  /**
   * Opens every account a member holds, when the member is created: accounts first used by
   * racing entries would otherwise be created by all of them at once, which InnoDB answers with
   * lock waits and deadlocks.
   */
  async function openMemberAccounts(em: EntityManager, memberId: number): Promise<void> {
    const refs = Object.entries(MEMBER_ACCOUNTS)
      .filter(([kind]) => !OPENED_ON_FIRST_USE.includes(kind as MemberAccountKind))
      .flatMap(([kind, assets]) =>
        assets.map((asset) => memberAccount(memberId, kind as MemberAccountKind, asset)),
      );
    await resolve(em, refs);
  }

  return { post, postMany, checkEntry, resolve, balancesOf, openMemberAccounts };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
