// Wire types of the fund module (`@h5/api/contract/fund`), shared with the front end. Types only.
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type { MoneyString } from '../../contract/index.ts';

// Funds. Money: INR decimal strings; rates: percent decimal strings ("3.00" = 3 % a
// month); times: ISO 8601. Names and descriptions come in the request's `Lang`.

export type FundStatus = 'on_sale' | 'sold_out' | 'closed';

/** One of GET /api/Fund/list?page&rows&status (public). */
export type FundSummary = {
  id: number;
  name: string;
  description: string;
  cycleDays: number;
  /** The fund's gross rate a month, before the split. */
  monthlyRatePercent: string;
  /** The member's share of it (45 %), rounded down: what the member earns a month. */
  memberMonthlyRatePercent: string;
  minimum: MoneyString;
  maximumPerMember: MoneyString;
  totalSize: MoneyString;
  sold: MoneyString;
  /** "0.00"–"100.00" */
  progressPercent: string;
  status: FundStatus;
  /** Percent, signed: the latest NAV against the one before it. */
  dayIncreaseRate: string;
};

/** An unused trial quota of the member: a purchase may spend it instead of the balance. */
export type TrialQuota = {
  id: number;
  amount: MoneyString;
  /** null: any fund. */
  fundId: number | null;
  expiresAt: string | null;
};

/** GET /api/Fund/detail?id (public; the member fields are filled when a session token is sent). */
export type FundDetail = FundSummary & {
  nav: string | null;
  fees: { managementFeePercent: '5'; platformDividendPercent: '50'; memberPercent: '45' };
  /** The member's principal in progress in this fund; "0.00" when logged out. */
  myPrincipal: MoneyString;
  /** The member's unused trial quotas usable here; [] when logged out. */
  trialQuotas: TrialQuota[];
};

/** GET /api/Fund/kline?type&fund_id: time label → NAV, oldest first (the spec's shape, snake case kept). */
export type FundKlineType = 'day' | 'week' | 'month' | 'all';
export type FundKline = { list: Record<string, string>; day_increase_rate: string };

/** GET /api/Fund/estimate?fund_id&amount (public). */
export type IncomeEstimate = {
  grossDaily: MoneyString;
  memberDaily: MoneyString;
  managementFeeDaily: MoneyString;
  platformDividendDaily: MoneyString;
  /** memberDaily × cycle */
  memberTotal: MoneyString;
  payouts: number;
  /** now + 24 h */
  firstIncomeAt: string;
  maturityAt: string;
};

export type FundOrderState = 'in_progress' | 'completed';
/** The contract's name for it. */
export type OrderState = FundOrderState;

/** A member's fund order (GET /api/Fund/purchases, /api/Order/list). */
export type FundOrder = {
  id: number;
  orderNo: string;
  fundId: number;
  fundName: string;
  amount: MoneyString;
  isTrial: boolean;
  cycleDays: number;
  monthlyRatePercent: string;
  /** The member's share of the monthly rate (45 %), rounded down. */
  memberMonthlyRatePercent: string;
  /** The member's share over the whole cycle. */
  expectedIncome: MoneyString;
  purchasedAt: string;
  state: FundOrderState;
  /** Member income paid in the current UTC day. */
  todayIncome: MoneyString;
  cumulativeIncome: MoneyString;
  /** Due but waiting for the fund's income pool. */
  pendingIncome: MoneyString;
  paidPeriods: number;
  nextIncomeAt: string | null;
};

/** One payout of an order's schedule. */
export type IncomePayment = {
  /** 1..cycle */
  period: number;
  dueAt: string;
  /** The member's share. */
  amount: MoneyString;
  /** `pending`: due, the pool is short. */
  state: 'paid' | 'pending' | 'upcoming';
  paidAt: string | null;
};

/** GET /api/Order/detail?id (another member's id → 404). */
export type FundOrderDetail = FundOrder & { schedule: IncomePayment[]; maturityAt: string };

/**
 * POST /api/Fund/purchase `{ fund_id, amount, paymentPassword, agree: 1, trialQuotaId? }` (header
 * `Idempotency-Key`). Failures: 422 localized (below the minimum, above the member maximum or the
 * fund size, wrong payment password, not on sale, insufficient balance, trial quota not usable),
 * 400 terms not agreed; no payment password set: 422 whose envelope `data` is
 * `FundPurchaseFailure` (the envelope's numeric `code` is left to the platform).
 */
export type FundPurchaseAnswer = { order: FundOrder; summary: WalletSummary };

/** `data` of a failed purchase that the page acts on: `payment_password_unset` → the security page. */
export type FundPurchaseFailure = { code: 'payment_password_unset' };

/** GET /api/Fund/holdings: the member's funds (`pages/property/fund`). */
export type FundHoldings = {
  totalPrincipal: MoneyString;
  totalIncome: MoneyString;
  todayIncome: MoneyString;
  list: {
    fundId: number;
    fundName: string;
    principal: MoneyString;
    cumulativeIncome: MoneyString;
    orders: number;
  }[];
};

/** GET /api/Fund/holding?fund_id (`pages/property/funddetail`). */
export type FundHolding = {
  fund: FundSummary;
  principal: MoneyString;
  cumulativeIncome: MoneyString;
  orders: FundOrder[];
};

// Operator API (`/api/Admin`, header `operator-token`): funds as operators run them.

/** A text in each language, as operators write it. */
export type LocalizedTexts = { 'hi-in': string; 'en-us': string; 'zh-cn': string };

/**
 * One of GET /api/Admin/funds (read), and the answer of POST /funds/create, /funds/update and
 * /funds/status (finance): every field an operator edits, and how the fund stands.
 */
export type AdminFund = {
  id: number;
  name: LocalizedTexts;
  description: LocalizedTexts;
  cycleDays: number;
  /** The fund's gross rate a month, "3.00" = 3 %. */
  monthlyRatePercent: string;
  /** The member's share of it (45 %), rounded down. */
  memberMonthlyRatePercent: string;
  minimum: MoneyString;
  maximumPerMember: MoneyString;
  totalSize: MoneyString;
  sold: MoneyString;
  status: FundStatus;
  /** The cycle and rate may change only until the fund's first order. */
  termsEditable: boolean;
  ordersInProgress: number;
  ordersTotal: number;
  /** What the fund's INR income pool (`fund_pool:<id>`) holds. */
  poolBalance: MoneyString;
  /** Income due and waiting for the pool: payouts and their gross. */
  pendingPayouts: number;
  pendingIncome: MoneyString;
  /** What the pool still lacks to pay what waits ("0.00" when it holds enough). */
  shortfall: MoneyString;
  /** The latest NAV ("1.0234") and its day, null before the first. */
  latestNav: string | null;
  latestNavDate: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * POST /api/Admin/funds/create (finance): the fields of `funds:create`. Money: INR decimal
 * strings; `monthlyRatePercent` "0.01"–"100" (≤ 2 decimals); `cycleDays` 1–3650; names ≤ 120 and
 * descriptions ≤ 4000 characters in each language; maximum per member and size ≥ minimum.
 */
export type CreateFundRequest = {
  name: LocalizedTexts;
  description: LocalizedTexts;
  cycleDays: number;
  monthlyRatePercent: string;
  minimum: string;
  maximumPerMember: string;
  totalSize: string;
  /** Default `on_sale`. */
  status?: FundStatus;
  reason?: string;
};

/**
 * POST /api/Admin/funds/update (finance): `fundId` and the fields to change (absent: unchanged).
 * Always editable: names, descriptions, minimum, maximum per member, size (never below what is
 * sold). `cycleDays` and `monthlyRatePercent` only while the fund has no order (`termsEditable`).
 */
export type UpdateFundRequest = { fundId: number; reason?: string } & Partial<
  Omit<CreateFundRequest, 'status' | 'reason'>
>;

/** POST /api/Admin/funds/status (finance). */
export type FundStatusRequest = { fundId: number; status: FundStatus; reason: string };

/** One day of GET /api/Admin/funds/nav?fundId (oldest first); POST /funds/nav `{ fundId, date, nav }`. */
export type FundNavPoint = { date: string; nav: string };

/** One of GET /api/Admin/funds/shortfalls: a fund whose income waits for its pool. */
export type FundShortfall = {
  fundId: number;
  name: string;
  pendingPayouts: number;
  pendingIncome: MoneyString;
  poolBalance: MoneyString;
  shortfall: MoneyString;
};

/** POST /api/Admin/trial/grant (finance) `{ memberId, amount, fundId?, days?, reason? }`. */
export type TrialGrant = TrialQuota & { memberId: number };
