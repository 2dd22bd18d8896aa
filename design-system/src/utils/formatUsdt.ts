import type { FormatAmountOptions } from './formatInr.ts';
import { INVALID_AMOUNT } from './formatInr.ts';
import { groupDigits } from './groupDigits.ts';
import { scaleDecimal } from './scaleDecimal.ts';

/** USDT is kept to 10⁻⁶. */
export const USDT_DECIMALS = 6;
const MIN_DECIMALS = 2;
/** How many decimals a USDT balance shows before the member asks for all of them. */
export const USDT_BALANCE_DECIMALS = 2;

export type FormatUsdtOptions = FormatAmountOptions & {
  /** Exactly this many decimals (0–6) instead of 2 to 6 with trailing zeros dropped. */
  decimals?: number;
  /**
   * How digits beyond `decimals` go: `half` rounds half away from zero, `down` drops them (toward
   * zero), so a balance never shows more than is held.
   */
  rounding?: 'half' | 'down';
};

/**
 * Formats a USDT amount given as a decimal string with 2 to 6 decimals and international grouping:
 * `formatUsdt('1234.5')` is `1,234.50`, `formatUsdt('0.1234567')` is `0.123457`;
 * `formatUsdt('12.345678', { decimals: 2, rounding: 'down' })` is `12.34`.
 */
export function formatUsdt(value: string, options: FormatUsdtOptions = {}): string {
  const units = scaleDecimal(value, USDT_DECIMALS);
  if (units === null) return INVALID_AMOUNT;
  const negative = units < 0n;
  const fixed = options.decimals === undefined ? null : clampDecimals(options.decimals);
  const shown = fixed === null ? abs(units) : reduce(abs(units), USDT_DECIMALS - fixed, options.rounding);
  const scale = fixed ?? USDT_DECIMALS;
  const digits = shown.toString().padStart(scale + 1, '0');
  const whole = groupDigits(scale === 0 ? digits : digits.slice(0, -scale), 'international');
  const fraction =
    fixed === null
      ? digits.slice(-scale).replace(/0+$/, '').padEnd(MIN_DECIMALS, '0')
      : scale === 0
        ? ''
        : digits.slice(-scale);
  const sign = negative && shown > 0n ? '-' : options.signed && !negative && shown > 0n ? '+' : '';
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A USDT balance as the member first sees it and in full, and whether the short form hides digits. */
export type UsdtBalanceText = { short: string; full: string; hidesDigits: boolean };

/**
 * A USDT balance to 2 decimals rounded down (a member never sees more than they hold) and in full
 * (all 6 decimals): `formatUsdtBalance('12.356789')` is `{ short: '12.35', full: '12.356789',
 * hidesDigits: true }`.
 */
export function formatUsdtBalance(value: string): UsdtBalanceText {
  const short = formatUsdt(value, { decimals: USDT_BALANCE_DECIMALS, rounding: 'down' });
  const full = formatUsdt(value, { decimals: USDT_DECIMALS });
  const units = scaleDecimal(value, USDT_DECIMALS);
  const step = 10n ** BigInt(USDT_DECIMALS - USDT_BALANCE_DECIMALS);
  return { short, full, hidesDigits: units !== null && units % step !== 0n };
}

const abs = (units: bigint) => (units < 0n ? -units : units);

const clampDecimals = (decimals: number) => Math.min(USDT_DECIMALS, Math.max(0, Math.floor(decimals) || 0));

/** Drops `places` trailing digits of a non-negative integer, rounding half up or down. */
function reduce(units: bigint, places: number, rounding: 'half' | 'down' = 'half'): bigint {
  if (places === 0) return units;
  const step = 10n ** BigInt(places);
  return rounding === 'down' ? units / step : (units + step / 2n) / step;
}
