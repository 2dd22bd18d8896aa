import { defineModule } from '../../platform/module.ts';
import { StakeIncomeSchema, StakeSchema } from './stake.entity.ts';
import { StakingPlanSchema } from './staking-plan.entity.ts';

/** Staking: plans, stakes, daily income, claims, continues and auto-compounding (ADR 0024). */
export const stakingModule = defineModule({
  name: 'staking',
  entities: [StakingPlanSchema, StakeSchema, StakeIncomeSchema],
});
