// The staking calls of docs/contracts.md ("Staking"); shapes from `@h5/api/contract/staking`.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  StakeActionAnswer,
  StakeAnswer,
  StakeAutoCompoundAnswer,
  StakeEstimate,
  StakeRecordsPage,
  StakeState,
  StakingPlan,
} from '@h5/api/contract/staking';

export const fetchPlans = (page: number, rows: number): Promise<Paged<StakingPlan>> =>
  api.get<Paged<StakingPlan>>('/Staking/plans', { page, rows }, { silent: true });

export const fetchEstimate = (planId: number, amount: string): Promise<StakeEstimate> =>
  api.get<StakeEstimate>('/Staking/estimate', { plan_id: planId, amount }, { silent: true });

export const fetchStakes = (state: StakeState, page: number, rows: number): Promise<StakeRecordsPage> =>
  api.get<StakeRecordsPage>('/Staking/records', { state, page, rows }, { silent: true });

export const stake = (
  request: { planId: number; amount: string; paymentPassword: string; autoCompound: boolean },
  idempotencyKey: string,
): Promise<StakeAnswer> =>
  api.post<StakeAnswer>(
    '/Staking/stake',
    {
      plan_id: request.planId,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      agree: 1,
      autoCompound: request.autoCompound ? 1 : 0,
    },
    { idempotencyKey, silent: true },
  );

/** Principal and income back to the balance (or the USDT account). */
export const claimStake = (stakeId: number, paymentPassword: string, idempotencyKey: string) =>
  api.post<StakeActionAnswer>(
    '/Staking/claim',
    { stake_id: stakeId, paymentPassword },
    { idempotencyKey, silent: true },
  );

/** A new term with the principal; the income goes to the balance. */
export const continueStake = (stakeId: number, idempotencyKey: string) =>
  api.post<StakeActionAnswer>('/Staking/continue', { stake_id: stakeId }, { idempotencyKey, silent: true });

export const setStakeAutoCompound = (stakeId: number, on: boolean): Promise<StakeAutoCompoundAnswer> =>
  api.post<StakeAutoCompoundAnswer>('/Staking/autocompound', { stake_id: stakeId, on: on ? 1 : 0 });
