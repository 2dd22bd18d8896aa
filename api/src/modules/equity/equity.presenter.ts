import type { Lang } from '../../platform/i18n.ts';
import { increaseRate } from '../fund/fund-split.ts';
import type {
  AdminEquityDividend,
  EquityDividendPayout,
  EquityHolding,
  EquityOffering,
  EquityQuote,
} from './equity.contract.ts';
import type { DividendView } from './equity-dividend.service.ts';
import { buybackTerms, holdingState, type HoldingView, type Quote } from './equity-holding.service.ts';
import { formatShares, inr, MAX_APPLICATION, MIN_APPLICATION, percent, valueOf } from './equity-math.ts';
import type { DayPrice, OfferingView } from './equity.service.ts';

/** Sold against total in percent with two decimals, at most 100. */
const progress = (offering: OfferingView) => {
  if (offering.totalShares <= 0n) return percent(10_000);
  const bps = (offering.sharesSold * 10_000n) / offering.totalShares;
  return percent(bps > 10_000n ? 10_000n : bps);
};

export const presentOffering = (
  offering: OfferingView,
  price: DayPrice | undefined,
  lang: Lang,
): EquityOffering => ({
  id: offering.id,
  name: offering.name[lang],
  description: offering.description[lang],
  sharePrice: price ? inr(price.price) : null,
  priceDate: price?.date ?? null,
  dayChangePercent: increaseRate(price?.price, price?.previous),
  feeRatePercent: percent(offering.feeRateBps),
  lockDays: offering.lockDays,
  totalShares: formatShares(offering.totalShares),
  sharesSold: formatShares(offering.sharesSold),
  progressPercent: progress(offering),
  status: offering.status,
  minimum: inr(MIN_APPLICATION),
  maximum: inr(MAX_APPLICATION),
});

export const presentQuote = (quote: Quote): EquityQuote => ({
  amount: inr(quote.amount),
  fee: inr(quote.fee),
  total: inr(quote.total),
  sharePrice: inr(quote.price),
  shares: formatShares(quote.shares),
  expiresAt: quote.expiresAt.toISOString(),
});

/** A holding as its member sees it at `now`, valued at the offering's price of the day. */
export function presentHolding(
  holding: HoldingView,
  offeringName: string,
  price: bigint | undefined,
  now: Date,
): EquityHolding {
  const today = price ?? holding.subscriptionPrice;
  const terms = buybackTerms(holding, today, now);
  return {
    id: holding.id,
    holdingNo: `EQ${String(holding.id).padStart(8, '0')}`,
    offeringId: holding.offeringId,
    offeringName,
    shares: formatShares(holding.shares),
    amount: inr(holding.amount),
    fee: inr(holding.fee),
    subscriptionPrice: inr(holding.subscriptionPrice),
    sharePrice: inr(today),
    currentValue: inr(valueOf(holding.shares, today)),
    subscribedAt: holding.subscribedAt.toISOString(),
    expiresAt: holding.expiresAt.toISOString(),
    buybackPrice: inr(terms.price),
    buybackValue: inr(terms.value),
    state: holdingState(holding, now),
    autoCompound: holding.autoCompound,
    dividendsPaid: inr(holding.dividendsPaid),
    dividendsReinvested: inr(holding.dividendsReinvested),
    buyback:
      holding.buybackKind && holding.buybackRequestedAt
        ? {
            kind: holding.buybackKind,
            requestedAt: holding.buybackRequestedAt.toISOString(),
            price: holding.buybackPrice === null ? null : inr(holding.buybackPrice),
            amount: holding.buybackAmount === null ? null : inr(holding.buybackAmount),
            paidAt: holding.buybackAt?.toISOString() ?? null,
            reason: holding.buybackReason,
          }
        : null,
  };
}

export const presentPayout = (payout: {
  period: string;
  perShare: bigint;
  amount: bigint;
  reinvested: boolean;
  sharesAdded: bigint;
  state: 'pending' | 'paid';
  paidAt: Date | null;
}): EquityDividendPayout => ({
  period: payout.period,
  perShare: inr(payout.perShare),
  amount: inr(payout.amount),
  reinvested: payout.reinvested,
  sharesAdded: formatShares(payout.sharesAdded),
  state: payout.state,
  paidAt: payout.paidAt?.toISOString() ?? null,
});

export const presentAdminDividend = (dividend: DividendView): AdminEquityDividend => ({
  id: dividend.id,
  offeringId: dividend.offeringId,
  period: dividend.period,
  perShare: inr(dividend.perShare),
  reinvestPrice: inr(dividend.reinvestPrice),
  state: dividend.state,
  payouts: dividend.payouts,
  paid: inr(dividend.paid),
  pending: inr(dividend.pending),
  declaredBy: dividend.declaredBy,
  createdAt: dividend.createdAt.toISOString(),
});
