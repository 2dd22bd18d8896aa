import { z } from 'zod';
import type { MessageKey } from '../../platform/i18n.ts';
import { intParam } from '../../platform/validate.ts';
import { MEMBER_ENTRY_TYPES } from './entry-types.ts';
import { AmountError, parseAmount, type Asset, type AmountProblem } from './money.ts';

const AMOUNT_MESSAGES: Record<AmountProblem, MessageKey> = {
  invalid: 'wallet.amountInvalid',
  tooManyDecimals: 'wallet.amountTooManyDecimals',
  notPositive: 'wallet.amountNotPositive',
  tooLarge: 'wallet.amountTooLarge',
};

/** A positive decimal string of `asset` (`"25.00"`), parsed exactly into minor units. */
export const amountParam = (asset: Asset) =>
  z.string().transform((value, ctx) => {
    try {
      return parseAmount(value.trim(), asset);
    } catch (error) {
      if (!(error instanceof AmountError)) throw error;
      ctx.addIssue({ code: 'custom', message: `key:${AMOUNT_MESSAGES[error.problem]}` });
      return z.NEVER;
    }
  });

export const PiggyMoveSchema = z.object({ amount: amountParam('INR') });

export const EntriesQuerySchema = z.object({
  page: intParam().pipe(z.number().min(1)).default(1),
  rows: intParam().pipe(z.number().min(1).max(100)).default(20),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MEMBER_ENTRY_TYPES).optional()),
});
