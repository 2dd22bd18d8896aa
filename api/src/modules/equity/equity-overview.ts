import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type { AdminEquityOffering } from './equity.contract.ts';
import { formatShares, inr, percent } from './equity-math.ts';
import type { DayPrice, EquityService, OfferingStatus, OfferingView } from './equity.service.ts';

/** An offering with what operators watch: holdings, expired ones, pools and what waits for them. */
export type OfferingOverview = OfferingView & {
  price: DayPrice | undefined;
  holdingsHeld: number;
  expiredHeld: number;
  expiredValue: bigint;
  buybackPool: bigint;
  dividendPool: bigint;
  pendingBuybacks: number;
  pendingBuybackAmount: bigint;
  /** What the waiting buybacks take from the pool, net of the cost each brings to it. */
  pendingBuybackNeed: bigint;
  pendingDividends: number;
  pendingDividendAmount: bigint;
  shortfall: bigint;
};

const short = (need: bigint, pool: bigint) => (need > pool ? need - pool : 0n);

/** The overview of a page of offerings (optionally of one status), by id. */
export async function offeringOverview(
  em: EntityManager,
  deps: { offerings: EquityService; dialect: Dialect; now: Date },
  query: { page: number; rows: number; status?: OfferingStatus | undefined; ids?: number[] },
): Promise<{ list: OfferingOverview[]; total: number }> {
  const { offerings, dialect, now } = deps;
  const div = dialect === 'mysql' ? 'div' : '/';
  let found: { list: OfferingView[]; total: number };
  if (query.ids) {
    const byId = await offerings.byIds(em, query.ids);
    found = { list: [...byId.values()].sort((a, b) => a.id - b.id), total: byId.size };
  } else found = await offerings.list(em, query);
  const prices = await offerings.pricesOn(
    em,
    found.list.map((o) => o.id),
  );
  const list: OfferingOverview[] = [];
  for (const offering of found.list) {
    const price = prices.get(offering.id);
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select
         (select count(*) from equity_holding where offering_id = ? and state = 'held') as held,
         (select count(*) from equity_holding where offering_id = ? and state = 'held' and expires_at <= ?) as expired,
         (select coalesce(sum((shares * ?) ${div} 1000000), 0) from equity_holding
           where offering_id = ? and state = 'held' and expires_at <= ?) as expired_value,
         (select count(*) from equity_holding where offering_id = ? and state = 'buyback_pending') as pending_buybacks,
         (select coalesce(sum(buyback_amount), 0) from equity_holding where offering_id = ? and state = 'buyback_pending') as pending_buyback_amount,
         (select coalesce(sum(buyback_amount - amount), 0) from equity_holding where offering_id = ? and state = 'buyback_pending') as pending_buyback_need,
         (select count(*) from equity_dividend_payout where offering_id = ? and state = 'pending') as pending_dividends,
         (select coalesce(sum(amount), 0) from equity_dividend_payout where offering_id = ? and state = 'pending') as pending_dividend_amount,
         (select coalesce(max(balance), 0) from ledger_account where code = ?) as buyback_pool,
         (select coalesce(max(balance), 0) from ledger_account where code = ?) as dividend_pool`,
      [
        offering.id,
        offering.id,
        now,
        price?.price ?? 0n,
        offering.id,
        now,
        offering.id,
        offering.id,
        offering.id,
        offering.id,
        offering.id,
        accountCode(platformAccount('equity_buyback_pool', 'INR', offering.id)),
        accountCode(platformAccount('equity_dividend_pool', 'INR', offering.id)),
      ],
    );
    const buybackPool = toBigInt(row!.buyback_pool);
    const dividendPool = toBigInt(row!.dividend_pool);
    const pendingBuybackNeed = toBigInt(row!.pending_buyback_need);
    const pendingDividendAmount = toBigInt(row!.pending_dividend_amount);
    list.push({
      ...offering,
      price,
      holdingsHeld: Number(row!.held),
      expiredHeld: Number(row!.expired),
      expiredValue: toBigInt(row!.expired_value),
      buybackPool,
      dividendPool,
      pendingBuybacks: Number(row!.pending_buybacks),
      pendingBuybackAmount: toBigInt(row!.pending_buyback_amount),
      pendingBuybackNeed,
      pendingDividends: Number(row!.pending_dividends),
      pendingDividendAmount,
      shortfall: short(pendingBuybackNeed, buybackPool) + short(pendingDividendAmount, dividendPool),
    });
  }
  return { list, total: found.total };
}

export const presentAdminOffering = (offering: OfferingOverview): AdminEquityOffering => ({
  id: offering.id,
  name: { ...offering.name },
  description: { ...offering.description },
  feeRatePercent: percent(offering.feeRateBps),
  lockDays: offering.lockDays,
  totalShares: formatShares(offering.totalShares),
  sharesSold: formatShares(offering.sharesSold),
  status: offering.status,
  sharePrice: offering.price ? inr(offering.price.price) : null,
  priceDate: offering.price?.date ?? null,
  holdingsHeld: offering.holdingsHeld,
  expiredHeld: offering.expiredHeld,
  expiredValue: inr(offering.expiredValue),
  buybackPool: inr(offering.buybackPool),
  dividendPool: inr(offering.dividendPool),
  pendingBuybacks: offering.pendingBuybacks,
  pendingBuybackAmount: inr(offering.pendingBuybackAmount),
  pendingDividends: offering.pendingDividends,
  pendingDividendAmount: inr(offering.pendingDividendAmount),
  shortfall: inr(offering.shortfall),
  createdAt: offering.createdAt.toISOString(),
  updatedAt: offering.updatedAt.toISOString(),
});
