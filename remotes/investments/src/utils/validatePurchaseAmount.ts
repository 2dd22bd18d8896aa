import { fromMinorUnits, toMinorUnits } from '@h5/platform/helpers';

/** Why a typed amount cannot be bought; each is a key under `buy.errors.` in the investments namespace. */
export type PurchaseAmountError =
  'required' | 'invalid' | 'tooManyDecimals' | 'belowMinimum' | 'exceedsBalance';

export type PurchaseAmountCheck =
  { ok: true; amount: string } | { ok: false; error: PurchaseAmountError; limit?: string };

const TYPED_NUMBER = /^\d*(?:\.\d*)?$/;

/**
 * Checks a rupee amount the member typed before it is sent (compared as integers of paise): a number
 * with at most 2 decimals, at least the fund's `minimum`, at most the `balance` when it is known. On
 * success `amount` is the wire form ("500" → "500.00"). The server checks again (maximum per
 * member, fund size).
 */
export function validatePurchaseAmount(
  input: string,
  minimum: string,
  balance: string | null,
): PurchaseAmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!TYPED_NUMBER.test(text) || text === '.') return { ok: false, error: 'invalid' };
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  const paise = toMinorUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, 2);
  if (paise === null) return { ok: false, error: 'invalid' };
  const least = toMinorUnits(minimum, 2) ?? 1n;
  if (paise < least || paise <= 0n) return { ok: false, error: 'belowMinimum', limit: minimum };
  const available = balance === null ? null : toMinorUnits(balance, 2);
  if (available !== null && paise > available) return { ok: false, error: 'exceedsBalance', limit: balance! };
  return { ok: true, amount: fromMinorUnits(paise, 2) };
}

/** Keeps only what can form a rupee amount while typing: digits and one dot, at most 2 decimals. */
export function sanitizeAmountTyping(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '');
  return `${cleaned.slice(0, dot)}.${fraction.slice(0, 2)}`;
}
