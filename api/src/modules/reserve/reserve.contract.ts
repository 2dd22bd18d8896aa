// Wire types of the reserve module (`@h5/api/contract/reserve`), shared with the front end. Types only.
import type { MoneyString, Paged } from '../../contract/index.ts';

/**
 * Coverage of one asset, from the ledger's balances:
 * - `owed`: what the platform owes members in the asset: every member account (balance, USDT,
 *   piggy bank, locked principal) and the withdrawals requested and not yet paid;
 * - `reserve`: the reserve fund's balance in the asset, set aside to cover members;
 * - `held`: what the platform holds for members = `owed` (members' money stays in their own
 *   accounts, never lent out) + `reserve`;
 * - `ratioPercent` = held / owed × 100, rounded down to 2 decimals; null while nothing is owed.
 */
export type AssetCoverage = {
  asset: 'INR' | 'USDT';
  owed: MoneyString;
  reserve: MoneyString;
  held: MoneyString;
  ratioPercent: string | null;
};

/**
 * Both assets together in INR, USDT counted at the published rate (`usdtRate`, INR per USDT,
 * rounded down); null before a rate is published.
 */
export type TotalCoverage = {
  usdtRate: string;
  owed: MoneyString;
  held: MoneyString;
  ratioPercent: string | null;
};

/** GET /api/Wallet/reserve?page&rows: the INR reserve fund's size and lines, and the coverage. */
export type Reserve = {
  size: MoneyString;
  coverage: { assets: AssetCoverage[]; total: TotalCoverage | null };
  history: Paged<{
    id: number;
    type: string;
    typeLabel: string;
    amount: MoneyString;
    balanceAfter: MoneyString;
    createdAt: string;
  }>;
};
