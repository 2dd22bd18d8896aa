import type { SlippageChoice } from '@h5/api/contract/swap';
import { fromMinorUnits, toMinorUnits } from '@h5/platform/helpers';

/** The tolerances offered, in percent; the middle one is chosen at first. */
export const SLIPPAGE_CHOICES: readonly SlippageChoice[] = ['0.1', '0.5', '1'];
export const DEFAULT_SLIPPAGE: SlippageChoice = '0.5';

/**
 * The tolerance a liquidity move is sent with: the swap page's choice is not kept anywhere, so the
 * liquidity page uses the default one and says so.
 */
export const LIQUIDITY_SLIPPAGE: SlippageChoice = DEFAULT_SLIPPAGE;

/** A custom tolerance: 0.01–50 % in hundredths of a percent. */
const MIN_BPS = 1n;
const MAX_BPS = 5000n;

export type SlippageCheck = { ok: true; percent: string } | { ok: false };

/**
 * A custom tolerance the member typed, in percent: 0.01 to 50 with at most two decimals. `percent`
 * is what the quote is asked with ("0.25").
 */
export function parseCustomSlippage(input: string): SlippageCheck {
  const text = input.trim();
  if (!/^\d*(?:\.\d*)?$/.test(text) || text === '' || text === '.') return { ok: false };
  const [whole = '', fraction = ''] = text.split('.');
  const bps = toMinorUnits(`${whole || '0'}${fraction ? `.${fraction}` : ''}`, 2);
  if (bps === null || bps < MIN_BPS || bps > MAX_BPS) return { ok: false };
  return { ok: true, percent: fromMinorUnits(bps, 2).replace(/\.?0+$/, '') };
}

/**
 * The least of `value` (a decimal string with `decimals`) accepted under a tolerance of `percent`:
 * ⌊value·(1 − percent)⌋, rounded down as the API's own minimum received is.
 */
export function lessTolerance(value: string, decimals: number, percent: string): string {
  const units = toMinorUnits(value, decimals) ?? 0n;
  const bps = toMinorUnits(percent, 2) ?? 0n;
  const least = (units * (10_000n - bps)) / 10_000n;
  return fromMinorUnits(least > 0n ? least : 0n, decimals);
}
