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
