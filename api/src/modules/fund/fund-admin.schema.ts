import { z } from 'zod';
import { amount, id, optional, optionalReason, reason, text } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { parseNav, parsePercentBps } from './fund-split.ts';
import { FUND_STATUSES } from './fund.service.ts';

/** The longest cycle and trial validity an operator may set, in days (ten years). */
export const MAX_DAYS = 3650;

/** A text in each of the three languages; `multiline` for descriptions. */
const inEveryLanguage = (
  max: number,
  keys: { required: MessageKey; tooLong: MessageKey },
  multiline = false,
) => {
  const one = () => text(max, { ...keys, multiline });
  return z.object({ 'hi-in': one(), 'en-us': one(), 'zh-cn': one() }, message(keys.required));
};

/** A whole number of days, 1–3650. */
const days = (refusal: MessageKey) =>
  intParam().pipe(
    z.number(message(refusal)).int(message(refusal)).min(1, message(refusal)).max(MAX_DAYS, message(refusal)),
  );

/** A gross monthly rate as a percent with at most two decimals (`"3.00"`), 0.01–100: basis points. */
const monthlyRate = () =>
  z.string(message('fund.rateInvalid')).transform((value, ctx) => {
    const bps = parsePercentBps(value);
    if (bps === undefined || bps < 1 || bps > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'key:fund.rateInvalid' });
      return z.NEVER;
    }
    return bps;
  });

/** The terms and texts of a fund, as `funds:create` takes them; money in INR. */
const fundFields = {
  name: inEveryLanguage(120, { required: 'fund.nameRequired', tooLong: 'fund.nameTooLong' }),
  description: inEveryLanguage(
    4000,
    { required: 'fund.descriptionRequired', tooLong: 'fund.descriptionTooLong' },
    true,
  ),
  cycleDays: days('fund.cycleInvalid'),
  monthlyRatePercent: monthlyRate(),
  minimum: amount('INR'),
  maximumPerMember: amount('INR'),
  totalSize: amount('INR'),
};

export const CreateFundSchema = z.object({
  ...fundFields,
  status: optional(z.enum(FUND_STATUSES, message('fund.statusInvalid'))).transform((s) => s ?? 'on_sale'),
  reason: optionalReason(),
});

/** The fields to change (absent: unchanged); the service decides what may change (`updateFund`). */
export const UpdateFundSchema = z.object({
  fundId: id('fund'),
  name: optional(fundFields.name),
  description: optional(fundFields.description),
  cycleDays: optional(fundFields.cycleDays),
  monthlyRatePercent: optional(fundFields.monthlyRatePercent),
  minimum: optional(fundFields.minimum),
  maximumPerMember: optional(fundFields.maximumPerMember),
  totalSize: optional(fundFields.totalSize),
  reason: optionalReason(),
});

/** Putting a fund on sale or taking it off says why. */
export const FundStatusSchema = z.object({
  fundId: id('fund'),
  status: z.enum(FUND_STATUSES, message('fund.statusInvalid')),
  reason: reason(),
});

export const FundNavQuerySchema = z.object({ fundId: id('fund') });

/** `YYYY-MM-DD`, a day that exists. */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const SetNavSchema = z.object({
  fundId: id('fund'),
  date: z.string(message('fund.navDateInvalid')).trim().refine(isDay, message('fund.navDateInvalid')),
  nav: z.string(message('fund.navInvalid')).transform((value, ctx) => {
    const parsed = parseNav(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'key:fund.navInvalid' });
      return z.NEVER;
    }
    return parsed;
  }),
  reason: optionalReason(),
});

/** A trial quota: `fundId` absent is any fund, `days` absent never expires. */
export const TrialGrantSchema = z.object({
  memberId: id('member'),
  amount: amount('INR'),
  fundId: optional(id('fund')),
  days: optional(days('fund.trialDaysInvalid')),
  reason: optionalReason(),
});

export type CreateFundInput = z.output<typeof CreateFundSchema>;
export type UpdateFundInput = z.output<typeof UpdateFundSchema>;
