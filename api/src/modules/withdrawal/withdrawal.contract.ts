// Wire types of the withdrawal module (`@h5/api/contract/withdrawal`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';

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
 * A withdrawal's transfer from the hot wallet, on a chain whose payouts are automatic: `sent`
 * (on its way, `txHash` shown), `confirmed` (the withdrawal is `paid`), `failed` (reverted on
 * chain, nothing moved: an operator rejects it). null when none was sent.
 */
export type PayoutState = 'sent' | 'confirmed' | 'failed';

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
  /** The transfer's hash: once the payout is sent, or as an operator recorded it when paying. */
  txHash: string | null;
  payoutState: PayoutState | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** One of GET /api/Admin/withdrawals?state&page&rows, and the answer of approve, reject and pay. */
export type QueuedWithdrawal = Withdrawal & { memberId: number };

/** GET /api/Admin/settings/withdrawal (finance), and the answer of POST …/settings/withdrawal (USDT). */
export type AdminWithdrawalSettings = {
  minimum: MoneyString;
  maximum: MoneyString;
  dailyLimit: MoneyString;
  fee: MoneyString;
};
