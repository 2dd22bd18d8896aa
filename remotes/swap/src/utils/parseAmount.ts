import { fromMinorUnits, toMinorUnits } from '@h5/platform/helpers';

/** Why a typed amount cannot be sent; each is a key under `amount.errors.` in the swap namespace. */
export type AmountError = 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'exceedsAvailable';

export type AmountCheck = { ok: true; amount: string; units: bigint } | { ok: false; error: AmountError };

const TYPED_NUMBER = /^\d*(?:\.\d*)?$/;

/**
 * Reads an amount the member typed: a number with at most `decimals` decimals (checked first, so
 * "0.001" rupees is about the decimals, not about zero), above zero and, when `available` is given,
 * not above it (compared as integers of minor units). `amount` is the wire form ("40" → "40.00").
 */
export function parseAmount(input: string, decimals: number, available?: string): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!TYPED_NUMBER.test(text) || text === '.') return { ok: false, error: 'invalid' };
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return { ok: false, error: 'tooManyDecimals' };
  const units = toMinorUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, decimals);
  if (units === null) return { ok: false, error: 'invalid' };
  if (units <= 0n) return { ok: false, error: 'notPositive' };
  if (available !== undefined) {
    const limit = toMinorUnits(available, decimals);
    if (limit === null || units > limit) return { ok: false, error: 'exceedsAvailable' };
  }
  return { ok: true, amount: fromMinorUnits(units, decimals), units };
}

// Digits as Hindi and full-width keyboards type them, read as 0–9.
const DEVANAGARI_ZERO = 0x0966;
const FULL_WIDTH_ZERO = 0xff10;

/**
 * Keeps only what can form an amount while typing: digits (Devanagari and full-width ones read as
 * 0–9) and one dot. Extra decimals are kept so the check can say how many the asset takes.
 */
export function sanitizeAmountTyping(input: string): string {
  const cleaned = input
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) - FULL_WIDTH_ZERO))
    .replace(/\uff0e/g, '.')
    .replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  return `${cleaned.slice(0, dot)}.${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}
