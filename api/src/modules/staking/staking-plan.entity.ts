import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A staking plan (ADR 0024): members lock INR or USDT for `termDays` days at `annualRateBps`
 * (1200 = 12 % a year), earning `principal × rate ÷ 365` a day from the plan's pool. Money in
 * the asset's minor units (paise, 10⁻⁶ USDT).
 */
export const StakingPlanSchema = defineEntity({
  name: 'StakingPlan',
  tableName: 'staking_plan',
  properties: {
    ...baseProperties,
    nameHiIn: p.string().length(120),
    nameEnUs: p.string().length(120),
    nameZhCn: p.string().length(120),
    descriptionHiIn: p.text(),
    descriptionEnUs: p.text(),
    descriptionZhCn: p.text(),
    /** `INR` | `USDT` */
    asset: p.string().length(8),
    termDays: p.integer(),
    annualRateBps: p.integer(),
    minimum: p.bigint(),
    maximum: p.bigint(),
    /** Principal the plan takes at most, over all stakes not yet paid out. */
    totalCap: p.bigint(),
    /** Principal of the plan's stakes not yet paid out. */
    staked: p.bigint().default(0),
    claimWindowDays: p.integer(),
    /** `open` | `closed` */
    status: p.string().length(16).index(),
  },
});

export type StakingPlan = InferEntity<typeof StakingPlanSchema>;
