import { z } from 'zod';
import { agree, flag, id, optional, paging, paramRegistry, paymentPassword } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { STAKE_STATES } from './stake.service.ts';

/**
 * An amount in the plan's asset, read once the plan is known (`parsePlanAmount`: INR 2 decimals,
 * USDT 6); here only text of a sane length.
 */
export const planAmount = () => {
  const schema = z
    .string(message('wallet.amountInvalid'))
    .trim()
    .min(1, message('wallet.amountInvalid'))
    .max(40, message('wallet.amountInvalid'));
  paramRegistry.add(schema, { param: 'amount', asset: 'INR' });
  return schema;
};

export const PlanListQuerySchema = z.object(paging);

export const EstimateQuerySchema = z.object({ plan_id: id('stakingPlan'), amount: planAmount() });

export const StakeSchema = z.object({
  plan_id: id('stakingPlan'),
  amount: planAmount(),
  paymentPassword: paymentPassword(),
  agree: agree('staking.termsRequired'),
  autoCompound: flag(),
});

export const RecordsQuerySchema = z.object({
  ...paging,
  state: optional(z.enum(STAKE_STATES, message('staking.stateInvalid'))),
});

export const StakeIdQuerySchema = z.object({ id: id('stake') });

export const ClaimSchema = z.object({ stake_id: id('stake'), paymentPassword: paymentPassword() });

export const ContinueSchema = z.object({ stake_id: id('stake') });

export const AutoCompoundSchema = z.object({ stake_id: id('stake'), on: flag() });
