import type { Deposit, WithdrawalState } from '../api/walletTypes.ts';

/** What a state means to the member, each with its own colour: waiting, under way, done, refused, withdrawn. */
export type StateTone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';

/**
 * A withdrawal's state as a tone: requested waits for review (warning), approved is on its way
 * (info), paid arrived (success), rejected was refused (danger), cancelled by the member (neutral).
 */
export const WITHDRAWAL_STATE_TONE: Readonly<Record<WithdrawalState, StateTone>> = {
  requested: 'warning',
  approved: 'info',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/**
 * A deposit is under way while the network confirms it (info), then credited (success); one under
 * the minimum is never credited and one the network undid is gone (danger, each named in words).
 */
export const DEPOSIT_STATE_TONE: Readonly<Record<Deposit['state'], StateTone>> = {
  confirming: 'info',
  credited: 'success',
  below_minimum: 'danger',
  dropped: 'danger',
};
