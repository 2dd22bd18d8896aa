// Wire types of the ledger module (`@h5/api/contract/ledger`), shared with the front end. Types only.
import type { MoneyString, Paged } from '../../contract/index.ts';

/**
 * What a ledger account holds: money (INR, USDT) or swap pool shares (`LP`, 6 decimals, ADR 0032),
 * which the journal, the audit and the platform's accounts show as they show money.
 */
export type LedgerAsset = 'INR' | 'USDT' | 'LP';

/**
 * GET /api/Wallet/summary. `usdtRate` is the published rate (INR per USDT) and `usdtInInr` the
 * member's USDT at that rate, rounded down; both null before a rate is published.
 * `totalAssets` (INR) = balance + piggy bank + locked + equity + staked INR + `usdtInInr` (the
 * member's USDT, free and staked, at the rate, when there is one).
 */
export type WalletSummary = {
  balance: MoneyString;
  usdt: MoneyString;
  piggyBank: MoneyString;
  locked: MoneyString;
  /** Equity held, at what it cost (ADR 0024). */
  equity: MoneyString;
  /** Stakes' principal and income not yet paid out, per asset. */
  stakedInr: MoneyString;
  stakedUsdt: MoneyString;
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
  asset: LedgerAsset;
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

/** One of GET /api/Admin/journal (finance): a journal line with its entry and account. */
export type JournalLine = {
  lineId: number;
  entryId: number;
  createdAt: string;
  /** The entry's type (`GET /journal/types`). */
  type: string;
  memo: string;
  /** Who caused the entry: `member:12`, `operator:asha`, `cli:root`, `system`. */
  actor: string;
  /** The account's code: `member:12:balance:INR`, `platform:fund_pool:3:INR`, `external:capital:USDT`. */
  account: string;
  asset: LedgerAsset;
  /** Signed: what the line moved into (+) or out of (−) the account. */
  amount: MoneyString;
  balanceAfter: MoneyString;
};

/**
 * GET /api/Admin/journal?account&type&from&to&page&rows&sort&order. `account`: a code or its
 * start (`member:12` → the member's accounts, `promotions` or `fund_pool:3` → that platform
 * account in each asset; at most 100 accounts); `type`: an entry type; `from`/`to`: ISO days
 * (the whole day in India, Asia/Kolkata) or instants with their offset, both ends included;
 * `sort` `id` (line id, default) | `amount` (signed, ties by id); `order` `desc` (default) | `asc`.
 */
export type JournalPage = Paged<JournalLine>;

/** GET /api/Admin/journal/types: every entry type, and its name in the request's language. */
export type JournalTypes = { list: string[]; labels: Record<string, string> };

/** One problem the ledger audit found. */
export type LedgerAuditFinding =
  /** A stored balance ≠ the sum of its lines (`sum`), or ≠ the balance after its last line (`last_line`). */
  | {
      kind: 'difference';
      account: string;
      asset: LedgerAsset;
      stored: MoneyString;
      recomputed: MoneyString;
      against: 'sum' | 'last_line';
    }
  /** An entry whose lines do not sum to zero in an asset, or that has fewer than two lines (asset null). */
  | { kind: 'unbalanced'; entryId: number; asset: LedgerAsset | null; sum: MoneyString | null }
  /** An account below zero that may not be. */
  | { kind: 'negative'; account: string; asset: LedgerAsset; balance: MoneyString }
  /** All accounts of an asset do not sum to zero. */
  | { kind: 'total'; asset: LedgerAsset; total: MoneyString };

/**
 * POST /api/Admin/ledger/audit `{ reason? }` (finance): what `npm run ledger:audit` computes, recorded
 * in the operators' audit. `summary` is the command's own lines (English).
 */
export type LedgerAuditResult = {
  ok: boolean;
  checkedAt: string;
  accounts: number;
  entries: number;
  lines: number;
  /** Σ of the stored balances per asset: "0.00" / "0.000000" when the ledger is whole. */
  totals: { asset: LedgerAsset; total: MoneyString }[];
  findings: LedgerAuditFinding[];
  summary: string[];
};
