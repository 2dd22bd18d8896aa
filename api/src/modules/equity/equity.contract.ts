// Wire types of the equity module (`@h5/api/contract/equity`), shared with the front end. Types
// only. Money: INR decimal strings ("1234.50"); shares: decimal strings with 6 decimals
// ("12.345678", counted in micro-shares on the server, ADR 0024); share prices: INR per share
// ("105.20"); rates: percent strings ("2.00"); days: `YYYY-MM-DD` (India); times: ISO 8601.
// Names and descriptions come in the request's `Lang`.
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type { MoneyString } from '../../contract/index.ts';
import type { LocalizedTexts } from '../fund/fund.contract.ts';

export type EquityOfferingStatus = 'subscribing' | 'closed';

/** One of GET /api/Equity/list?page&rows&status (public). */
export type EquityOffering = {
  id: number;
  name: string;
  description: string;
  /** Today's share price; null before the first is published (not subscribable). */
  sharePrice: MoneyString | null;
  priceDate: string | null;
  /** Percent, signed: today's price against the one before it ("0.00" with one price). */
  dayChangePercent: string;
  feeRatePercent: string;
  lockDays: number;
  totalShares: string;
  sharesSold: string;
  /** "0.00"–"100.00" */
  progressPercent: string;
  status: EquityOfferingStatus;
  /** The application limits: "100.00" and "10000.00". */
  minimum: MoneyString;
  maximum: MoneyString;
};

/** GET /api/Equity/detail?id (public; `myShares`/`myValue` filled with a session). */
export type EquityOfferingDetail = EquityOffering & { myShares: string; myValue: MoneyString };

/** GET /api/Equity/prices?id&type: the chart, oldest first (day → price), like the fund k-line. */
export type EquityPriceSeries = {
  type: 'week' | 'month' | 'all';
  list: { date: string; price: MoneyString }[];
};

/** GET /api/Equity/quote?id&amount (public): what a subscription of `amount` would be, before confirming. */
export type EquityQuote = {
  amount: MoneyString;
  fee: MoneyString;
  /** amount + fee: what leaves the balance. */
  total: MoneyString;
  sharePrice: MoneyString;
  shares: string;
  expiresAt: string;
};

/** What the member sees of a holding's state (`held` reads as locked or expired by the date). */
export type EquityHoldingState =
  'locked' | 'expired' | 'buyback_pending' | 'bought_back' | 'force_bought_back';

/** A member's holding (GET /api/Equity/holdings, /api/Equity/subscriptions, /api/Equity/holding?id). */
export type EquityHolding = {
  id: number;
  /** `EQ` + id padded, shown on the page. */
  holdingNo: string;
  offeringId: number;
  offeringName: string;
  shares: string;
  /** What the shares cost (the application's amount and reinvested dividends). */
  amount: MoneyString;
  fee: MoneyString;
  subscriptionPrice: MoneyString;
  /** Today's price and the shares' value at it. */
  sharePrice: MoneyString;
  currentValue: MoneyString;
  subscribedAt: string;
  expiresAt: string;
  /** Paid per share by a buyback today (after expiry: today's price; before: the cost per share). */
  buybackPrice: MoneyString;
  /** What a buyback asked for today would pay. */
  buybackValue: MoneyString;
  state: EquityHoldingState;
  autoCompound: boolean;
  dividendsPaid: MoneyString;
  dividendsReinvested: MoneyString;
  /** Filled once bought back or waiting: kind, when asked, price and amount paid, the operator's reason. */
  buyback: {
    kind: 'early' | 'expired' | 'forced';
    requestedAt: string;
    price: MoneyString | null;
    amount: MoneyString | null;
    paidAt: string | null;
    reason: string | null;
  } | null;
};

/**
 * GET /api/Equity/holdings?page&rows&state (`pages/property/stock`, my equity: held and
 * waiting) and GET /api/Equity/subscriptions?page&rows (`pages/property/subscribe`, every
 * application, newest first). Totals over all the member's holdings not bought back.
 */
export type EquityHoldingsPage = {
  list: EquityHolding[];
  total: number;
  totals: {
    shares: string;
    amount: MoneyString;
    currentValue: MoneyString;
    fees: MoneyString;
    dividends: MoneyString;
  };
};

/**
 * POST /api/Equity/subscribe `{ offering_id, amount, paymentPassword, agree: 1 }` (header
 * `Idempotency-Key`). Failures: 422 localized (amount outside ₹100–₹10,000 naming the limit,
 * more than 2 decimals, offering closed or without price, not enough shares left, wrong payment
 * password, insufficient balance), 400 terms not agreed; no payment password: 422 whose `data`
 * is `{ code: 'payment_password_unset' }`.
 */
export type EquitySubscribeAnswer = { holding: EquityHolding; summary: WalletSummary };

/**
 * POST /api/Equity/buyback `{ holding_id, paymentPassword }` (header `Idempotency-Key`): early
 * before expiry, at the buyback price after it; `waiting: true` when the buyback pool is short
 * (the holding is `buyback_pending`). Another member's holding → 404; already bought back or
 * waiting → 422.
 */
export type EquityBuybackAnswer = { holding: EquityHolding; summary: WalletSummary; waiting: boolean };

/** POST /api/Equity/autocompound `{ holding_id, on: 0|1 }`. */
export type EquityAutoCompoundAnswer = { holding: EquityHolding };

/** One dividend of a holding: GET /api/Equity/dividends?holding_id&page&rows. */
export type EquityDividendPayout = {
  period: string;
  perShare: MoneyString;
  amount: MoneyString;
  reinvested: boolean;
  sharesAdded: string;
  state: 'pending' | 'paid';
  paidAt: string | null;
};

// Operator API (`/api/Admin/equity/...`, header `operator-token`; read: any operator with
// `read`, changes: finance, each with an optional `reason`, audited).

/** One of GET /api/Admin/equity/offerings?page&rows&status, and the answer of create/update/status. */
export type AdminEquityOffering = {
  id: number;
  name: LocalizedTexts;
  description: LocalizedTexts;
  feeRatePercent: string;
  lockDays: number;
  totalShares: string;
  sharesSold: string;
  status: EquityOfferingStatus;
  sharePrice: MoneyString | null;
  priceDate: string | null;
  holdingsHeld: number;
  /** Expired holdings not yet bought back, and what buying them back today would pay. */
  expiredHeld: number;
  expiredValue: MoneyString;
  buybackPool: MoneyString;
  dividendPool: MoneyString;
  /** Buybacks and dividends waiting for a pool, and what the pools lack to pay them. */
  pendingBuybacks: number;
  pendingBuybackAmount: MoneyString;
  pendingDividends: number;
  pendingDividendAmount: MoneyString;
  shortfall: MoneyString;
  createdAt: string;
  updatedAt: string;
};

/**
 * POST /api/Admin/equity/offerings/create: names ≤ 120, descriptions ≤ 4000 in each language;
 * `feeRatePercent` "0"–"50" (≤ 2 decimals); `lockDays` 1–3650; `totalShares` > 0 (≤ 6 decimals);
 * `sharePrice` the first price (today). Update: `offeringId` and the fields to change.
 */
export type CreateEquityOfferingRequest = {
  name: LocalizedTexts;
  description: LocalizedTexts;
  feeRatePercent: string;
  lockDays: number;
  totalShares: string;
  sharePrice: string;
  status?: EquityOfferingStatus;
  reason?: string;
};

/** POST /api/Admin/equity/price `{ offeringId, date, price, reason? }`; GET /api/Admin/equity/prices?offeringId. */
export type AdminEquityPricePoint = { date: string; price: MoneyString };

/** POST /api/Admin/equity/dividend `{ offeringId, period, perShare, reason? }`; GET /api/Admin/equity/dividends?offeringId. */
export type AdminEquityDividend = {
  id: number;
  offeringId: number;
  period: string;
  perShare: MoneyString;
  reinvestPrice: MoneyString;
  state: 'open' | 'done';
  payouts: number;
  paid: MoneyString;
  pending: MoneyString;
  declaredBy: string;
  createdAt: string;
};

/**
 * POST /api/Admin/equity/force-buyback `{ holdingId } | { offeringId }` with `reason` (required):
 * one holding, or every expired holding of the offering. Answers how many and what they paid
 * (waiting ones count in `waiting`).
 */
export type ForceBuybackAnswer = { boughtBack: number; waiting: number; paid: MoneyString };

/** One of GET /api/Admin/equity/holdings?page&rows&offeringId&memberId&state. */
export type AdminEquityHolding = EquityHolding & { memberId: number; memberAccount: string };
