import type { FormatAmountOptions } from './formatInr.ts';
import { INVALID_AMOUNT } from './formatInr.ts';
import { groupDigits } from './groupDigits.ts';
import { scaleDecimal } from './scaleDecimal.ts';

const SCALE = 6;
const MIN_DECIMALS = 2;

/**
 * Formats a USDT amount given as a decimal string with 2 to 6 decimals and international grouping:
 * `formatUsdt('1234.5')` is `1,234.50`, `formatUsdt('0.1234567')` is `0.123457`.
 */
export function formatUsdt(value: string, options: FormatAmountOptions = {}): string {
  const units = scaleDecimal(value, SCALE);
  if (units === null) return INVALID_AMOUNT;
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const whole = groupDigits(digits.slice(0, -SCALE), 'international');
  const fraction = digits.slice(-SCALE).replace(/0+$/, '').padEnd(MIN_DECIMALS, '0');
  const sign = negative ? '-' : options.signed && units > 0n ? '+' : '';
  return `${sign}${whole}.${fraction}`;
}
