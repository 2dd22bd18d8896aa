import type { EntityManager } from '@mikro-orm/core';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { fundOf, type FundView } from './fund.service.ts';

/**
 * A fund as operators watch it: its terms, its orders, its income pool and the income waiting
 * for that pool. `shortfall` is what the pool lacks to pay what waits (0 when it holds enough
 * and the next settlement pass will pay).
 */
export type FundOverview = FundView & {
  createdAt: Date;
  updatedAt: Date;
  ordersInProgress: number;
  ordersTotal: number;
  poolBalance: bigint;
  pendingPayouts: number;
  pendingIncome: bigint;
  shortfall: bigint;
  latestNav: { date: string; value: bigint } | null;
};

type Row = Record<string, unknown>;

/** The INR income pool's account code of a fund (`platform:fund_pool:3:INR`). */
export const fundPoolCode = (fundId: number) => accountCode(platformAccount('fund_pool', 'INR', fundId));

/** Every fund (or those of `fundIds`), by id, with its orders, pool, waiting income and latest NAV. */
export async function fundOverview(em: EntityManager, fundIds?: number[]): Promise<FundOverview[]> {
  if (fundIds && !fundIds.length) return [];
  const only = (column: string) => (fundIds ? ` ${column} in (${fundIds.map(() => '?').join(', ')})` : '');
  const ids = fundIds ?? [];
  const funds = await queryRows<Row>(
    em,
    `select id, created_at, updated_at, name_hi_in, name_en_us, name_zh_cn, description_hi_in, description_en_us,
       description_zh_cn, cycle_days, monthly_rate_bps, minimum, maximum_per_member, total_size, sold, status
     from fund${fundIds ? ` where${only('id')}` : ''} order by id`,
    ids,
  );
  if (!funds.length) return [];
  const orders = await queryRows<Row>(
    em,
    `select fund_id, state, count(*) as total from fund_order${fundIds ? ` where${only('fund_id')}` : ''}
     group by fund_id, state`,
    ids,
  );
  const pending = await queryRows<Row>(
    em,
    `select fund_id, count(*) as payouts, coalesce(sum(gross), 0) as gross from fund_income
     where state = 'pending'${fundIds ? ` and${only('fund_id')}` : ''} group by fund_id`,
    ids,
  );
  const codes = funds.map((row) => fundPoolCode(Number(row.id)));
  const pools = await queryRows<Row>(
    em,
    `select code, balance from ledger_account where code in (${codes.map(() => '?').join(', ')})`,
    codes,
  );
  const navs = await queryRows<Row>(
    em,
    `select n.fund_id, n.nav_date, n.value from fund_nav n
     join (select fund_id, max(nav_date) as latest from fund_nav${fundIds ? ` where${only('fund_id')}` : ''} group by fund_id) m
       on m.fund_id = n.fund_id and m.latest = n.nav_date`,
    ids,
  );
  const poolOf = new Map(pools.map((row) => [String(row.code), toBigInt(row.balance)]));
  const pendingOf = new Map(pending.map((row) => [Number(row.fund_id), row]));
  const navOf = new Map(navs.map((row) => [Number(row.fund_id), row]));
  return funds.map((row) => {
    const fund = fundOf(row);
    const ordersOf = (state?: string) =>
      orders
        .filter((o) => Number(o.fund_id) === fund.id && (state === undefined || o.state === state))
        .reduce((sum, o) => sum + Number(o.total), 0);
    const poolBalance = poolOf.get(fundPoolCode(fund.id)) ?? 0n;
    const waiting = pendingOf.get(fund.id);
    const pendingIncome = waiting ? toBigInt(waiting.gross) : 0n;
    const nav = navOf.get(fund.id);
    return {
      ...fund,
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
      ordersInProgress: ordersOf('in_progress'),
      ordersTotal: ordersOf(),
      poolBalance,
      pendingPayouts: waiting ? Number(waiting.payouts) : 0,
      pendingIncome,
      shortfall: pendingIncome > poolBalance ? pendingIncome - poolBalance : 0n,
      latestNav: nav ? { date: String(nav.nav_date), value: toBigInt(nav.value) } : null,
    };
  });
}

/** The funds whose income waits for their pool (`funds:shortfall`), by id. */
export const fundShortfalls = async (em: EntityManager) =>
  (await fundOverview(em)).filter((fund) => fund.pendingIncome > 0n);
