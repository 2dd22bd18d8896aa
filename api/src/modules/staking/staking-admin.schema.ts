import { z } from 'zod';
import { id, optional, optionalReason, paging, reason, text } from '../../platform/params.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { intParam, message } from '../../platform/validate.ts';
import { parsePercentBps } from '../fund/fund-split.ts';
import { STAKE_STATES, parsePlanAmount } from './stake.service.ts';
import { planAmount } from './staking.schema.ts';
import {
  MAX_ANNUAL_BPS,
  MAX_CLAIM_WINDOW_DAYS,
  MAX_TERM_DAYS,
  PLAN_STATUSES,
  STAKING_ASSETS,
  type StakingAsset,
} from './staking-plan.service.ts';

/** A text in each of the three languages; `multiline` for descriptions. */
const inEveryLanguage = (
  max: number,
  keys: { required: MessageKey; tooLong: MessageKey },
  multiline = false,
) => {
  const one = () => text(max, { ...keys, multiline });
  return z.object({ 'hi-in': one(), 'en-us': one(), 'zh-cn': one() }, message(keys.required));
};

/** A whole number of days from 1 to `max`. */
const days = (max: number, refusal: MessageKey) =>
  intParam().pipe(
    z.number(message(refusal)).int(message(refusal)).min(1, message(refusal)).max(max, message(refusal)),
  );

/** A yearly rate as a percent with at most two decimals (`"12.00"`), 0.01–1000: basis points. */
const annualRate = () =>
  z.string(message('staking.rateInvalid')).transform((value, ctx) => {
    const bps = parsePercentBps(value);
    if (bps === undefined || bps < 1 || bps > MAX_ANNUAL_BPS) {
      ctx.addIssue({ code: 'custom', message: 'key:staking.rateInvalid' });
      return z.NEVER;
    }
    return bps;
  });

const asset = () => z.enum(STAKING_ASSETS, message('staking.assetInvalid'));

const planFields = {
  name: inEveryLanguage(120, { required: 'staking.nameRequired', tooLong: 'staking.nameTooLong' }),
  description: inEveryLanguage(
    4000,
    { required: 'staking.descriptionRequired', tooLong: 'staking.descriptionTooLong' },
    true,
  ),
  asset: asset(),
  termDays: days(MAX_TERM_DAYS, 'staking.termInvalid'),
  annualRatePercent: annualRate(),
  minimum: planAmount(),
  maximum: planAmount(),
  totalCap: planAmount(),
  claimWindowDays: days(MAX_CLAIM_WINDOW_DAYS, 'staking.claimWindowInvalid'),
};

/** Money fields read in the plan's asset: a refusal names the field's problem as the wallet does. */
export function planMoney<T extends { minimum?: string; maximum?: string; totalCap?: string }>(
  fields: T,
  asset: StakingAsset,
) {
  const read = (value: string | undefined) =>
    value === undefined ? undefined : parsePlanAmount(value, asset);
  return { minimum: read(fields.minimum), maximum: read(fields.maximum), totalCap: read(fields.totalCap) };
}

export const CreatePlanSchema = z.object({
  ...planFields,
  status: optional(z.enum(PLAN_STATUSES, message('staking.statusInvalid'))).transform((s) => s ?? 'open'),
  reason: optionalReason(),
});

/** The fields to change (absent: unchanged); the service decides what may change. */
export const UpdatePlanSchema = z.object({
  planId: id('stakingPlan'),
  name: optional(planFields.name),
  description: optional(planFields.description),
  asset: optional(planFields.asset),
  termDays: optional(planFields.termDays),
  annualRatePercent: optional(planFields.annualRatePercent),
  minimum: optional(planFields.minimum),
  maximum: optional(planFields.maximum),
  totalCap: optional(planFields.totalCap),
  claimWindowDays: optional(planFields.claimWindowDays),
  reason: optionalReason(),
});

/** Opening or closing a plan says why. */
export const PlanStatusSchema = z.object({
  planId: id('stakingPlan'),
  status: z.enum(PLAN_STATUSES, message('staking.statusInvalid')),
  reason: reason(),
});

export const AdminStakesQuerySchema = z.object({
  ...paging,
  planId: optional(id('stakingPlan')),
  memberId: optional(id('member')),
  state: optional(z.enum(STAKE_STATES, message('staking.stateInvalid'))),
});

export type CreatePlanInput = z.output<typeof CreatePlanSchema>;
export type UpdatePlanInput = z.output<typeof UpdatePlanSchema>;
