import type { EntityManager } from '@mikro-orm/core';
import { ApiError } from '../../platform/errors.ts';
import { parsePlatformAccount } from './ledger-accounts.ts';
import type { JournalQuery } from './journal.schema.ts';
import { toBigInt, type Asset } from './money.ts';
import { queryRows } from './sql.ts';
import { toDate } from './wallet.service.ts';

/** One journal line with its entry and account, as operators read the journal. */
export type JournalLineView = {
  lineId: number;
  entryId: number;
  createdAt: Date;
  type: string;
  memo: string;
  actor: string;
  account: string;
  asset: Asset;
  amount: bigint;
  balanceAfter: bigint;
};

/** At most this many accounts answer one `account` filter (`member:12` names a member's few). */
export const MAX_FILTER_ACCOUNTS = 100;

type Row = Record<string, unknown>;

/**
 * The accounts an operator's `account` filter names: the account of that exact code, or every
 * account whose code continues it (`member:12` → that member's accounts, `platform:promotions` →
 * both assets); a platform account's short name (`promotions`, `fund_pool:3`) as `platform:<name>`.
 */
export async function filterAccounts(em: EntityManager, filter: string): Promise<number[]> {
  const named = parsePlatformAccount(filter, 'INR') ?? parsePlatformAccount(filter, 'LP');
  const prefix = named ? `platform:${filter}` : filter;
  // `_` is a wildcard of LIKE: escaped (with `!`, the same in both dialects) to mean itself.
  const pattern = `${prefix.replace(/[!%_]/g, (c) => `!${c}`)}:%`;
  const rows = await queryRows<Row>(
    em,
    `select id from ledger_account where code = ? or code like ? escape '!' order by id limit ${MAX_FILTER_ACCOUNTS + 1}`,
    [prefix, pattern],
  );
  if (!rows.length) throw new ApiError(422, 'ledger.journalAccountUnknown', { params: { account: filter } });
  if (rows.length > MAX_FILTER_ACCOUNTS)
    throw new ApiError(422, 'ledger.journalAccountTooBroad', {
      params: { account: filter, max: MAX_FILTER_ACCOUNTS },
    });
  return rows.map((row) => Number(row.id));
}

/**
 * A page of the journal, one row per line, newest first by default. The page's line ids are
 * found first from the lines alone (the indexes of `journal_line`, joined to entries only for a
 * type), then only those lines are read with their entry and account; a page past the middle is
 * read from the other end, so the last page costs what the first does.
 */
export async function listJournal(
  em: EntityManager,
  query: JournalQuery,
): Promise<{ list: JournalLineView[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.account) {
    const ids = await filterAccounts(em, query.account);
    where.push(`l.account_id in (${ids.map(() => '?').join(', ')})`);
    params.push(...ids);
  }
  if (query.type) {
    where.push('e.type = ?');
    params.push(query.type);
  }
  if (query.from) {
    where.push('l.created_at >= ?');
    params.push(query.from);
  }
  if (query.to) {
    where.push('l.created_at < ?');
    params.push(query.to);
  }
  const from = `from journal_line l${query.type ? ' join journal_entry e on e.id = l.entry_id' : ''}${
    where.length ? ` where ${where.join(' and ')}` : ''
  }`;
  const [counted] = await queryRows<Row>(em, `select count(*) as total ${from}`, params);
  const total = Number(counted?.total ?? 0);
  const offset = (query.page - 1) * query.rows;
  if (offset >= total) return { list: [], total };

  // Past the middle, the same rows are the first ones in the other order.
  const reversed = offset > total / 2;
  const direction = (query.order === 'asc') !== reversed ? 'asc' : 'desc';
  const [limit, skip] = reversed
    ? [Math.min(query.rows, total - offset), Math.max(0, total - offset - query.rows)]
    : [query.rows, offset];
  const orderBy = query.sort === 'amount' ? `l.amount ${direction}, l.id ${direction}` : `l.id ${direction}`;
  const page = await queryRows<Row>(
    em,
    `select l.id ${from} order by ${orderBy} limit ${limit} offset ${skip}`,
    params,
  );
  const ids = page.map((row) => Number(row.id));
  if (reversed) ids.reverse();
  if (!ids.length) return { list: [], total };

  const rows = await queryRows<Row>(
    em,
    `select l.id, l.entry_id, l.created_at, e.type, e.memo, e.actor, a.code, l.asset, l.amount, l.balance_after
     from journal_line l join journal_entry e on e.id = l.entry_id join ledger_account a on a.id = l.account_id
     where l.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const list = ids.map((id) => {
    const row = byId.get(id)!;
    return {
      lineId: id,
      entryId: Number(row.entry_id),
      createdAt: toDate(row.created_at),
      type: String(row.type),
      memo: String(row.memo),
      actor: String(row.actor),
      account: String(row.code),
      asset: String(row.asset) as Asset,
      amount: toBigInt(row.amount),
      balanceAfter: toBigInt(row.balance_after),
    };
  });
  return { list, total };
}
