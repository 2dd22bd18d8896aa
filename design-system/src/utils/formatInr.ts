import { groupDigits } from './groupDigits.ts';
import { scaleDecimal } from './scaleDecimal.ts';

/** Shown instead of an amount whose text is not a decimal number. */
export const INVALID_AMOUNT = '—';

export type FormatAmountOptions = {
  /** Prefix positive amounts with "+" (negative amounts always carry "-"). */
  signed?: boolean;
};

/**
 * Formats a rupee amount given as a decimal string with Indian grouping and two decimals,
 * without floating point: `formatInr('123456.5')` is `₹1,23,456.50`, `formatInr('-5')` is `-₹5.00`.
 */
export function formatInr(value: string, options: FormatAmountOptions = {}): string {
  const paise = scaleDecimal(value, 2);
  if (paise === null) return INVALID_AMOUNT;
  const negative = paise < 0n;
  const digits = (negative ? -paise : paise).toString().padStart(3, '0');
  const rupees = groupDigits(digits.slice(0, -2), 'indian');
  const sign = negative ? '-' : options.signed && paise > 0n ? '+' : '';
  return `${sign}₹${rupees}.${digits.slice(-2)}`;
}
