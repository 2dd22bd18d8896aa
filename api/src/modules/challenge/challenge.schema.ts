import { z } from 'zod';
import { amount, id, paging, reason, text } from '../../platform/params.ts';
import type { MessageKey } from '../../platform/i18n.ts';
import { intParam, message } from '../../platform/validate.ts';
import { MAX_REFERRALS, MAX_VIP_LEVEL } from './challenge.service.ts';

/** A text in each of the three languages; `multiline` for descriptions. */
const inEveryLanguage = (
  max: number,
  keys: { required: MessageKey; tooLong: MessageKey },
  multiline = false,
) => {
  const one = () => text(max, { ...keys, multiline });
  return z.object({ 'hi-in': one(), 'en-us': one(), 'zh-cn': one() }, message(keys.required));
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment in ISO 8601 with its offset (`2026-12-01T10:00:00+05:30`, `…Z`). */
const instant = () =>
  z
    .string(message('challenge.timeInvalid'))
    .trim()
    .transform((value, ctx) => {
      const at = INSTANT.test(value) ? new Date(value) : null;
      if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9999) {
        ctx.addIssue({ code: 'custom', message: 'key:challenge.timeInvalid' });
        return z.NEVER;
      }
      return at;
    });

/** A whole number from 0 to `max`; blank is 0. */
const count = (max: number, refusal: MessageKey) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    intParam().pipe(
      z.number(message(refusal)).int(message(refusal)).min(0, message(refusal)).max(max, message(refusal)),
    ),
  );

/** An INR target that may be left out: blank or 0 is no target. */
const optionalTarget = () =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && /^\s*0*(\.0*)?\s*$/.test(value))
        ? '0'
        : value,
    z.string(message('challenge.investedInvalid')).transform((value, ctx) => {
      if (value === '0') return 0n;
      const parsed = amount('INR').safeParse(value.trim());
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'key:challenge.investedInvalid' });
      return z.NEVER;
    }),
  );

/** `POST /api/Admin/challenges`: a new challenge, with why. */
export const CreateChallengeSchema = z.object({
  title: inEveryLanguage(120, { required: 'challenge.titleRequired', tooLong: 'challenge.titleTooLong' }),
  description: inEveryLanguage(
    4000,
    { required: 'challenge.descriptionRequired', tooLong: 'challenge.descriptionTooLong' },
    true,
  ),
  startsAt: instant(),
  endsAt: instant(),
  minVipLevel: count(MAX_VIP_LEVEL, 'challenge.levelInvalid'),
  minInvested: optionalTarget(),
  minReferrals: count(MAX_REFERRALS, 'challenge.referralsInvalid'),
  reward: z.string(message('challenge.rewardInvalid')).transform((value, ctx) => {
    const parsed = amount('INR').safeParse(value.trim());
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'key:challenge.rewardInvalid' });
    return z.NEVER;
  }),
  reason: reason(),
});

export type CreateChallengeInput = z.output<typeof CreateChallengeSchema>;

/** `POST /api/Challenge/apply`. */
export const ChallengeIdSchema = z.object({ id: id('challenge') });

/** `GET /api/Admin/challenges/results`. */
export const ChallengeResultsQuerySchema = z.object({ id: id('challenge'), ...paging });
