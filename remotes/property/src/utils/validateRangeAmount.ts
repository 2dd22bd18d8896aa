import { toMinorUnits } from '@h5/platform/helpers';
import { validateAmountInput, type AmountInputError } from './validateAmountInput.ts';

/** Why a product amount cannot be sent; keys under `amount.errors.` in the property namespace. */
export type RangeAmountError = AmountInputError | 'belowMinimum' | 'aboveMaximum';

export type RangeAmountCheck =
  { ok: true; amount: string } | { ok: false; error: RangeAmountError; limit: string };

/**
 * Checks a typed amount of a product with limits (an equity application, a stake): a number with
 * at most `scale` decimals, within `minimum`–`maximum` (both ends accepted), not above `available`;
 * all compared as integers of minor units. `limit` names the bound that was crossed.
 */
export function validateRangeAmount(
  input: string,
  limits: { minimum: string; maximum: string; available: string },
  scale = 2,
): RangeAmountCheck {
  const basic = validateAmountInput(input, limits.available, scale);
  const units = (text: string) => toMinorUnits(text, scale) ?? 0n;
  if (!basic.ok) {
    // Above what is held, the maximum is said first when the amount is above it too.
    if (basic.error === 'exceedsAvailable') {
      const typed = toMinorUnits(input.trim(), scale) ?? 0n;
      if (typed > units(limits.maximum)) return { ok: false, error: 'aboveMaximum', limit: limits.maximum };
    }
    return { ok: false, error: basic.error, limit: limits.available };
  }
  const amount = units(basic.amount);
  if (amount < units(limits.minimum)) return { ok: false, error: 'belowMinimum', limit: limits.minimum };
  if (amount > units(limits.maximum)) return { ok: false, error: 'aboveMaximum', limit: limits.maximum };
  return basic;
}
