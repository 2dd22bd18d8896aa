import type { ChainStatus } from '@h5/api/contract/chain';
import type { Chain, QueuedWithdrawal } from '@h5/api/contract/withdrawal';

/**
 * Whether a withdrawal's chain sends its payouts itself (a hot wallet is set, ADR 0037): true, false,
 * or null while the chain status is not known yet. A withdrawal with a payout on record is
 * automatic whatever the status says.
 */
export function automaticPayouts(
  withdrawal: Pick<QueuedWithdrawal, 'chain' | 'payoutState'>,
  chains: readonly Pick<ChainStatus, 'chain' | 'hotWallet'>[] | null,
): boolean | null {
  if (withdrawal.payoutState !== null) return true;
  if (chains === null) return null;
  return chains.some((status) => status.chain === withdrawal.chain && status.hotWallet !== null);
}

/** Where an automatic payout stands, as the drawer tells it: `waiting` before the job sends it. */
export type PayoutStage = 'waiting' | 'sent' | 'confirmed' | 'failed';

export type WithdrawalDecisions = {
  approve: boolean;
  reject: boolean;
  /** Marking it paid by hand with a transaction hash: only where payouts are not automatic. */
  pay: boolean;
  /** The payout on record, or `waiting` for an approved one on an automatic chain; else null. */
  payout: PayoutStage | null;
};

/**
 * What the operator may do with a withdrawal. Reviewers and finance approve or reject a requested
 * one. On a chain without a hot wallet finance marks an approved one paid by hand; on one with a hot
 * wallet the payout job sends it: nobody pays it by hand (the API refuses, it could pay twice),
 * and it may be rejected (its money returned) until the transfer is sent, or once it failed (the
 * tokens did not move). `automatic` null (the chain status is not read yet) offers neither.
 */
export function withdrawalDecisions(
  withdrawal: Pick<QueuedWithdrawal, 'state' | 'payoutState'>,
  automatic: boolean | null,
  roles: { review: boolean; pay: boolean },
): WithdrawalDecisions {
  const requested = withdrawal.state === 'requested';
  const approved = withdrawal.state === 'approved';
  const payout: PayoutStage | null =
    withdrawal.payoutState ?? (approved && automatic === true ? 'waiting' : null);
  return {
    approve: requested && roles.review,
    reject:
      roles.review && (requested || (approved && automatic === true && withdrawal.payoutState !== 'sent')),
    pay: approved && automatic === false && roles.pay,
    payout,
  };
}

/** The networks a deposit may be recorded on by hand: those the watcher does not serve. */
export const manualDepositChains = (chains: readonly Pick<ChainStatus, 'chain' | 'served'>[]): Chain[] =>
  chains.filter((status) => !status.served).map((status) => status.chain);
