// Wire types of the ledger module (`@h5/api/contract/ledger`), shared with the front end. Types only.
import type { MoneyString, Paged } from '../../contract/index.ts';

/**
 * GET /api/Wallet/summary. `usdtRate` is the published rate (INR per USDT) and `usdtInInr` the
 * member's USDT at that rate, rounded down; both null before a rate is published.
 * `totalAssets` (INR) = balance + piggy bank + locked + `usdtInInr` (when there is a rate).
 */
export type WalletSummary = {
  balance: MoneyString;
  usdt: MoneyString;
  piggyBank: MoneyString;
  locked: MoneyString;
  usdtRate: string | null;
  usdtInInr: MoneyString | null;
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
