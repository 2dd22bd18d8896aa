import type { EntityManager } from '@mikro-orm/core';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';

/**
 * The figures VIP levels, challenges, rankings and the VIP5 dividend are measured by (ADR 0028),
 * in one place so each reads them the same way. All are INR, in paise.
 *
 * - **Held**: what a member holds in products now: fund principal (`locked`), equity at cost
 *   (`equity`) and stakes with their accrued income (`staking`), from the ledger's balances.
 * - **Invested**: what a member moved from their balance into products (fund purchases, equity
 *   subscriptions, stakes) in a period, from the journal. Trial orders are the platform's money
 *   and do not count.
 */
export const HELD_KINDS = ['locked', 'equity', 'staking'] as const;
export const INVESTED_TYPES = ['fund_purchase', 'equity_subscribe', 'stake'] as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** `select member_id, held` over the members' product accounts: a subquery for set-based use. */
export const HELD_BY_MEMBER_SQL = `select member_id, sum(balance) as held from ledger_account
  where owner = 'member' and asset = 'INR' and kind in (${list(HELD_KINDS)}) group by member_id`;

const toMap = (rows: { member_id: unknown; amount: unknown }[]) =>
  new Map(rows.map((row) => [Number(row.member_id), toBigInt(row.amount ?? 0)]));

/** What each of `memberIds` holds in products now (members holding nothing are absent). */
export async function heldBy(em: EntityManager, memberIds: readonly number[]): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await queryRows<{ member_id: unknown; amount: unknown }>(
    em,
    `select member_id, sum(balance) as amount from ledger_account
     where owner = 'member' and asset = 'INR' and kind in (${list(HELD_KINDS)})
       and member_id in (${memberIds.map(() => '?').join(', ')})
     group by member_id`,
    memberIds,
  );
  return toMap(rows);
}

/**
 * What members invested between `from` (inclusive) and `to` (exclusive), each from their own
 * balance; only `memberIds` when given (members who invested nothing are absent).
 */
export async function investedBetween(
  em: EntityManager,
  period: { from: Date; to: Date; memberIds?: readonly number[] },
): Promise<Map<number, bigint>> {
  const { from, to, memberIds } = period;
  if (memberIds?.length === 0) return new Map();
  const only = memberIds ? `and a.member_id in (${memberIds.map(() => '?').join(', ')})` : '';
  const rows = await queryRows<{ member_id: unknown; amount: unknown }>(
    em,
    `select a.member_id, -sum(l.amount) as amount
     from journal_line l
     join journal_entry e on e.id = l.entry_id
     join ledger_account a on a.id = l.account_id
     where l.created_at >= ? and l.created_at < ?
       and a.owner = 'member' and a.kind = 'balance' and a.asset = 'INR'
       and e.type in (${list(INVESTED_TYPES)}) ${only}
     group by a.member_id`,
    [from, to, ...(memberIds ?? [])],
  );
  return toMap(rows);
}
