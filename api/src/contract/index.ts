// Request and answer shapes of the API, shared with the front end's typed client.
// Types only: importing them adds nothing to a bundle.

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

/** Every answer of /api and /chat: status 1 success, 0/-1 failure, -100 not logged in. */
export type Envelope<T> = { status: 1 | 0 | -1 | -100; msg: string; data: T; code?: number };

/** A page of a list: `page` from 1, `rows` 20 by default. */
export type Paged<T> = { list: T[]; total: number };

export type HealthReport = {
  ok: boolean;
  database: { ok: boolean; driver: 'libsql' | 'mysql'; latencyMs: number };
  redis?: { ok: boolean };
  version: string;
  uptimeS: number;
};

/** GET /api/Content/notices: one announcement in the request's language; times are ISO 8601. */
export type NoticeListItem = { id: number; title: string; summary: string; publishedAt: string };
/** GET /api/Content/notice?id */
export type NoticeDetail = { id: number; title: string; body: string; publishedAt: string };
/** GET /api/Content/page?key */
export type ContentPage = { key: string; title: string; body: string };

/** POST /api/Admin/Content/notice (operator): every language is required. */
export type PublishNoticeInput = {
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
};

/** POST /chat/connect/issueToken */
export type SocketTokenAnswer = { token: string };

/** Socket messages, after base64 and JSON decoding. */
export type SocketInitMessage = { type: 'init'; client_id: string };
export type SocketNoticeMessage = {
  type: 'notice';
  id: number;
  publishedAt: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};

/** The member's own profile (`/api/User/info`); the mailbox is masked. */
export type UserInfo = {
  id: number;
  nickname: string;
  avatar: string | null;
  mailbox: string;
  inviteCode: string;
  vipLevel: number;
  security: {
    mailbox: true;
    loginPassword: true;
    paymentPassword: boolean;
    authenticator: boolean;
    /** ISO 8601 while withdrawals are blocked after an authenticator change, else null. */
    withdrawLockedUntil: string | null;
  };
};

/** POST /api/User/register and /api/User/login */
export type SessionAnswer = { token: string; expiresAt: string; user: UserInfo };

/** POST /api/Mail/sendCode */
export type SendCodeAnswer = { resendAfterS: number; expiresInS: number };

/** POST /api/Security/authenticator/prepare */
export type AuthenticatorSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };

/** GET /api/Security/activity */
export type SecurityActivityItem = {
  id: number;
  type: string;
  label: string;
  ip: string;
  client: string;
  createdAt: string;
};

/** POST /api/Upload/image */
export type UploadAnswer = { path: string };

/** Money on the wire: a decimal string, INR with 2 decimals (`"1234.50"`), USDT with 6. */
export type MoneyString = string;

/** GET /api/Wallet/summary; `totalAssets` = balance + piggy bank + locked, in INR. */
export type WalletSummary = {
  balance: MoneyString;
  usdt: MoneyString;
  piggyBank: MoneyString;
  locked: MoneyString;
  totalAssets: MoneyString;
};

/** One line of GET /api/Wallet/entries: `amount` is signed. */
export type WalletEntry = {
  id: number;
  type: string;
  typeLabel: string;
  asset: 'INR' | 'USDT';
  amount: MoneyString;
  balanceAfter: MoneyString;
  createdAt: string;
};

/** GET /api/Wallet/entries?page&rows&type */
export type WalletEntries = Paged<WalletEntry> & { types: { type: string; label: string }[] };

/** GET /api/Wallet/piggy */
export type PiggyBank = { amount: MoneyString; annualRatePercent: string; interestTotal: MoneyString };

/** POST /api/Wallet/piggy/in and /piggy/out (header `Idempotency-Key`): `{ amount }`. */
export type PiggyMoveAnswer = { summary: WalletSummary };

/** A saved withdrawal chain. */
export type Chain = 'TRC20' | 'ERC20' | 'BEP20';

/** One of GET /api/Wallet/addresses `{ list }`; POST /api/Wallet/addresses/add `{ chain, address, label?, code }` answers one. */
export type WithdrawalAddress = {
  id: number;
  chain: Chain;
  address: string;
  label: string;
  createdAt: string;
};

/** GET /api/Wallet/withdrawal/settings (USDT strings). */
export type WithdrawalSettings = {
  minimum: MoneyString;
  maximum: MoneyString;
  dailyLimit: MoneyString;
  usedToday: MoneyString;
  fee: MoneyString;
  lockedUntil: string | null;
};

export type WithdrawalState = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';

/**
 * POST /api/Wallet/withdrawal/request `{ addressId, amount, paymentPassword, code }` and
 * /withdrawal/cancel `{ id }` (both with `Idempotency-Key`) answer one; GET /api/Wallet/withdrawals
 * pages them.
 */
export type Withdrawal = {
  id: number;
  addressId: number;
  chain: Chain;
  address: string;
  amount: MoneyString;
  fee: MoneyString;
  state: WithdrawalState;
  stateLabel: string;
  txHash: string | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/Wallet/deposit/address?chain: one address per member and chain (ERC20 and BEP20 share it). */
export type DepositAddress = { chain: Chain; address: string; qrDataUrl: string };

/** One of GET /api/Wallet/deposits?page&rows. */
export type Deposit = {
  id: number;
  chain: Chain;
  amount: MoneyString;
  txHash: string;
  state: 'pending' | 'confirmed';
  createdAt: string;
  confirmedAt: string | null;
};

/** GET /api/Wallet/conversion/rate: INR per USDT and its inverse as decimal strings (503 before one is published). */
export type ConversionRate = {
  usdtToInr: string;
  inrToUsdt: string;
  spreadPercent: string;
  publishedAt: string;
};

/** POST /api/Wallet/conversion/quote `{ from, amount }`: valid 30 s; `receive` and `fee` are in `to`. */
export type ConversionQuote = {
  quoteId: number;
  from: 'INR' | 'USDT';
  to: 'INR' | 'USDT';
  amount: MoneyString;
  receive: MoneyString;
  fee: MoneyString;
  rate: string;
  expiresAt: string;
};

/** One of GET /api/Wallet/conversions?page&rows. */
export type ConversionRecord = Omit<ConversionQuote, 'quoteId' | 'expiresAt'> & {
  id: number;
  createdAt: string;
};

/** POST /api/Wallet/conversion/confirm `{ quoteId, paymentPassword }` (header `Idempotency-Key`). */
export type ConversionConfirmAnswer = { conversion: ConversionRecord; summary: WalletSummary };

/**
 * GET /api/Wallet/reserve?page&rows (INR). Coverage from the ledger: `liabilities` = all member INR
 * accounts, `assets` = all member and platform INR accounts (all INR held inside the platform),
 * `ratioPercent` = assets / liabilities × 100 rounded down, null while there are no liabilities.
 */
export type Reserve = {
  size: MoneyString;
  coverage: { assets: MoneyString; liabilities: MoneyString; ratioPercent: string | null };
  history: Paged<{
    id: number;
    type: string;
    typeLabel: string;
    amount: MoneyString;
    balanceAfter: MoneyString;
    createdAt: string;
  }>;
};

// Funds (issue #5). Money: INR decimal strings; rates: percent decimal strings ("3.00" = 3 % a
// month); times: ISO 8601. Names and descriptions come in the request's `Lang`.

export type FundStatus = 'on_sale' | 'sold_out' | 'closed';

/** One of GET /api/Fund/list?page&rows&status (public). */
export type FundSummary = {
  id: number;
  name: string;
  description: string;
  cycleDays: number;
  monthlyRatePercent: string;
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

// Operator API (`/api/Admin/*`, header `operator-token`; ADR 0011).

export type OperatorRole = 'admin' | 'finance' | 'support';

/** GET /api/Admin/me, and `operator` of the login answer. */
export type OperatorInfo = { id: number; username: string; displayName: string; role: OperatorRole };

/** POST /api/Admin/login. */
export type OperatorSessionAnswer = { token: string; expiresAt: string; operator: OperatorInfo };

/** One of GET /api/Admin/operators (admin only). */
export type OperatorAccount = OperatorInfo & {
  disabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
};

/** One of GET /api/Admin/withdrawals?state&page&rows, and the answer of approve, reject and pay. */
export type QueuedWithdrawal = Withdrawal & { memberId: number };

/** One of GET /api/Admin/deposits?page&rows, and the answer of deposits/confirm. */
export type OperatorDeposit = Deposit & { memberId: number };

/** One of GET /api/Admin/accounts: a platform account and what it holds. */
export type PlatformAccountBalance = {
  code: string;
  owner: string;
  kind: string;
  asset: 'INR' | 'USDT';
  balance: MoneyString;
};

/** POST /api/Admin/pool/fund: the platform account's line of the top-up entry. */
export type PoolFunding = {
  entryId: number;
  account: string;
  asset: 'INR' | 'USDT';
  amount: MoneyString;
  balanceAfter: MoneyString;
  memo: string;
};
