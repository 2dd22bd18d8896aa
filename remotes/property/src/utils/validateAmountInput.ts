import { toMinorUnits, fromMinorUnits } from '@h5/platform/helpers';

/** Why a typed amount cannot be sent; each is a key under `amount.errors.` in the property namespace. */
export type AmountInputError =
  'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'exceedsAvailable';

export type AmountInputCheck = { ok: true; amount: string } | { ok: false; error: AmountInputError };

const TYPED_NUMBER = /^\d*(?:\.\d*)?$/;

/**
 * Checks an amount the member typed against what is available (both decimal strings, compared as
 * integers of minor units): a positive number with at most `scale` decimals, not above `available`.
 * On success `amount` is the normalized wire form ("40" → "40.00").
 */
export function validateAmountInput(input: string, available: string, scale = 2): AmountInputCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!TYPED_NUMBER.test(text) || text === '.') return { ok: false, error: 'invalid' };
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > scale) return { ok: false, error: 'tooManyDecimals' };
  const units = toMinorUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, scale);
  if (units === null) return { ok: false, error: 'invalid' };
  if (units <= 0n) return { ok: false, error: 'notPositive' };
  const limit = toMinorUnits(available, scale);
  if (limit === null || units > limit) return { ok: false, error: 'exceedsAvailable' };
  return { ok: true, amount: fromMinorUnits(units, scale) };
}

/** Keeps only what can form an amount while typing: digits and one dot, at most `scale` decimals. */
export function sanitizeAmountTyping(input: string, scale = 2): string {
  const cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '');
  return `${cleaned.slice(0, dot)}.${fraction.slice(0, scale)}`;
}
