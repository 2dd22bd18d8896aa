// Wire types of the dashboard module (`@h5/api/contract/dashboard`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';
import type { Reserve } from '../reserve/reserve.contract.ts';

/**
 * GET /api/Admin/dashboard (every operator): the platform at a glance.
 * - `members`: how many there are, and how many registered today — the day in India
 *   (Asia/Kolkata, UTC+5:30), which began at `today`;
 * - `money`: the sum of the ledger's balances by owner (members' or the platform's own accounts),
 *   kind and asset (every fund's pool together as `fund_pool`);
 * - `reserve`: the coverage as GET /api/Wallet/reserve answers it;
 * - `pending`: withdrawals waiting for a review (`requested`) and for payment (`approved`),
 *   deposits waiting for confirmation;
 * - `shortPools`: the funds whose income waits because their pool is short, and by how much.
 */
export type Dashboard = {
  today: string;
  members: { total: number; newToday: number };
  money: { owner: 'member' | 'platform'; kind: string; asset: 'INR' | 'USDT'; balance: MoneyString }[];
  reserve: Reserve['coverage'];
  pending: { withdrawals: number; approvedWithdrawals: number; deposits: number };
  shortPools: { fundId: number; name: string; shortfall: MoneyString }[];
};
