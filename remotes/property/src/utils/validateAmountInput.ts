import { toMinorUnits, fromMinorUnits } from '@h5/platform/helpers';

/** Why a typed amount cannot be sent; each is a key under `amount.errors.` in the property namespace. */
export type AmountInputError =
  'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'exceedsAvailable';

export type AmountInputCheck = { ok: true; amount: string } | { ok: false; error: AmountInputError };

const TYPED_NUMBER = /^\d*(?:\.\d*)?$/;

/**
 * Checks an amount the member typed against what is available (both decimal strings, compared as
 * integers of minor units): a number with at most `scale` decimals (checked first, so "0.001" in
 * rupees is about the decimals, not about zero), above zero, not above `available`.
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

// Digits as Hindi and full-width keyboards type them, read as 0–9.
const DEVANAGARI_ZERO = 0x0966;
const FULL_WIDTH_ZERO = 0xff10;
const toAsciiDigits = (input: string) =>
  input
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) - FULL_WIDTH_ZERO))
    .replace(/\uff0e/g, '.');

/**
 * Keeps only what can form an amount while typing: digits and one dot. Decimals beyond what the
 * asset takes are kept, so the check can say how many it takes instead of the field cutting them
 * silently ("0.001" would become "0.00", then "must be greater than zero").
 */
export function sanitizeAmountTyping(input: string): string {
  const cleaned = toAsciiDigits(input).replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  return `${cleaned.slice(0, dot)}.${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}
