// Shapes of the `/api/Wallet` answers (docs/contracts.md, "Wallet"). Money is a decimal string:
// INR with 2 decimals, USDT with 6.

/** GET /api/Wallet/summary: INR amounts except `usdt`; `totalAssets` = balance + piggy bank + locked. */
export type WalletSummary = {
  balance: string;
  usdt: string;
  piggyBank: string;
  locked: string;
  totalAssets: string;
};

/** One line of the balance details; `amount` is signed, `balanceAfter` is the account after it. */
export type WalletEntry = {
  id: number | string;
  type: string;
  typeLabel: string;
  asset: 'INR' | 'USDT';
  amount: string;
  balanceAfter: string;
  createdAt: string;
};

/** An entry type a member can filter by, with its label in the request's language. */
export type WalletEntryType = { type: string; label: string };

/** GET /api/Wallet/entries */
export type WalletEntriesPage = { list: WalletEntry[]; total: number; types: WalletEntryType[] };

/** GET /api/Wallet/piggy */
export type PiggyBank = { amount: string; annualRatePercent: string; interestTotal: string };

/** POST /api/Wallet/piggy/in and /piggy/out */
export type PiggyMoveAnswer = { summary: WalletSummary };

/** Which way money moves between the balance and the piggy bank. */
export type PiggyDirection = 'in' | 'out';

/** The chains a USDT address can be on. */
export type Chain = 'TRC20' | 'ERC20' | 'BEP20';

export const CHAINS: readonly Chain[] = ['TRC20', 'ERC20', 'BEP20'];

/** A saved withdrawal address (GET /api/Wallet/addresses). */
export type SavedAddress = { id: number; chain: Chain; address: string; label: string; createdAt: string };

/** GET /api/Wallet/withdrawal/settings: USDT strings; `lockedUntil` is set during the 8 h lock. */
export type WithdrawalSettings = {
  minimum: string;
  maximum: string;
  dailyLimit: string;
  usedToday: string;
  fee: string;
  lockedUntil: string | null;
};

export type WithdrawalState = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';

/** A withdrawal of the member, with its state in the request's language. */
export type Withdrawal = {
  id: number;
  addressId: number;
  chain: Chain;
  address: string;
  amount: string;
  fee: string;
  state: WithdrawalState;
  stateLabel: string;
  txHash: string | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/Wallet/deposit/address?chain */
export type DepositAddress = { chain: Chain; address: string; qrDataUrl: string };

/** One line of GET /api/Wallet/deposits. */
export type Deposit = {
  id: number;
  chain: Chain;
  amount: string;
  txHash: string;
  state: 'pending' | 'confirmed';
  createdAt: string;
  confirmedAt: string | null;
};

export type Asset = 'INR' | 'USDT';

/** GET /api/Wallet/conversion/rate: INR per USDT, as decimal strings. */
export type ConversionRate = {
  usdtToInr: string;
  inrToUsdt: string;
  spreadPercent: string;
  publishedAt: string;
};

/** POST /api/Wallet/conversion/quote: valid until `expiresAt` (30 s). */
export type ConversionQuote = {
  quoteId: string;
  from: Asset;
  to: Asset;
  amount: string;
  receive: string;
  fee: string;
  rate: string;
  expiresAt: string;
};

/** One line of GET /api/Wallet/conversions. */
export type Conversion = {
  id: number;
  from: Asset;
  to: Asset;
  amount: string;
  receive: string;
  fee: string;
  rate: string;
  createdAt: string;
};

/** One line of the reserve fund's history. */
export type ReserveEntry = {
  id: number;
  type: string;
  typeLabel: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
};

/** GET /api/Wallet/reserve */
export type Reserve = {
  size: string;
  coverage: { assets: string; liabilities: string; ratioPercent: string };
  history: { list: ReserveEntry[]; total: number };
};
