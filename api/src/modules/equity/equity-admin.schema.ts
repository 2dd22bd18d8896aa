import { z } from 'zod';
import { amount, id, optional, optionalReason, paging, reason, text } from '../../platform/params.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { intParam, message } from '../../platform/validate.ts';
import { isDay } from '../fund/fund-admin.schema.ts';
import { parsePercentBps } from '../fund/fund-split.ts';
import { HOLDING_STATES } from './equity-holding.service.ts';
import { parseShares } from './equity-math.ts';
import { OFFERING_STATUSES } from './equity.service.ts';

const inEveryLanguage = (
  max: number,
  keys: { required: MessageKey; tooLong: MessageKey },
  multiline = false,
) => {
  const one = () => text(max, { ...keys, multiline });
  return z.object({ 'hi-in': one(), 'en-us': one(), 'zh-cn': one() }, message(keys.required));
};

/** A string parsed by `parse`, refused with `refusal` when it does not parse. */
const parsed = <T>(parse: (value: string) => T | undefined, refusal: MessageKey) =>
  z.string(message(refusal)).transform((value, ctx) => {
    const result = parse(value.trim());
    if (result !== undefined) return result;
    ctx.addIssue({ code: 'custom', message: `key:${refusal}` });
    return z.NEVER;
  });

/** The service fee, a percent "0"–"50" with at most two decimals: basis points. */
const feeRate = () =>
  parsed((value) => {
    const bps = parsePercentBps(value);
    return bps !== undefined && bps <= 5000 ? bps : undefined;
  }, 'equity.feeInvalid');

const lockDays = () =>
  intParam().pipe(
    z
      .number(message('equity.lockDaysInvalid'))
      .int(message('equity.lockDaysInvalid'))
      .min(1, message('equity.lockDaysInvalid'))
      .max(3650, message('equity.lockDaysInvalid')),
  );

const offeringFields = {
  name: inEveryLanguage(120, { required: 'equity.nameRequired', tooLong: 'equity.nameTooLong' }),
  description: inEveryLanguage(
    4000,
    { required: 'equity.descriptionRequired', tooLong: 'equity.descriptionTooLong' },
    true,
  ),
  feeRatePercent: feeRate(),
  lockDays: lockDays(),
  totalShares: parsed(parseShares, 'equity.totalSharesInvalid'),
};

export const AdminOfferingsQuerySchema = z.object({
  ...paging,
  status: optional(z.enum(OFFERING_STATUSES, message('equity.statusInvalid'))),
});

export const CreateOfferingSchema = z.object({
  ...offeringFields,
  sharePrice: amount('INR'),
  status: optional(z.enum(OFFERING_STATUSES, message('equity.statusInvalid'))).transform(
    (s) => s ?? 'subscribing',
  ),
  reason: optionalReason(),
});

export const UpdateOfferingSchema = z.object({
  offeringId: id('offering'),
  name: optional(offeringFields.name),
  description: optional(offeringFields.description),
  feeRatePercent: optional(offeringFields.feeRatePercent),
  lockDays: optional(offeringFields.lockDays),
  totalShares: optional(offeringFields.totalShares),
  reason: optionalReason(),
});

export const OfferingStatusSchema = z.object({
  offeringId: id('offering'),
  status: z.enum(OFFERING_STATUSES, message('equity.statusInvalid')),
  reason: reason(),
});

export const OfferingQuerySchema = z.object({ offeringId: id('offering') });

const day = () => z.string(message('equity.dateInvalid')).trim().refine(isDay, message('equity.dateInvalid'));

export const PublishPriceSchema = z.object({
  offeringId: id('offering'),
  date: day(),
  price: amount('INR'),
  reason: optionalReason(),
});

export const DeclareDividendSchema = z.object({
  offeringId: id('offering'),
  period: z
    .string(message('equity.periodInvalid'))
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,32}$/, message('equity.periodInvalid')),
  perShare: amount('INR'),
  reason: optionalReason(),
});

/** One holding, or every expired holding of an offering; the reason is shown to the member. */
export const ForceBuybackSchema = z
  .object({
    holdingId: optional(id('holding')),
    offeringId: optional(id('offering')),
    reason: reason(),
  })
  .refine((body) => (body.holdingId === undefined) !== (body.offeringId === undefined), {
    ...message('equity.forceTargetInvalid'),
  });

export const AdminHoldingsQuerySchema = z.object({
  ...paging,
  offeringId: optional(id('offering')),
  memberId: optional(id('member')),
  state: optional(z.enum(HOLDING_STATES, message('equity.holdingStateInvalid'))),
});
