import type { LiquidityPosition } from '@h5/api/contract/swap';
import { fromMinorUnits, toMinorUnits } from '@h5/platform/helpers';
import { ASSET_DECIMALS, SHARE_DECIMALS } from './assets.ts';

/** The parts of a position a removal can take at once, in percent. */
export const REMOVE_PERCENTS = ['25', '50', '75', '100'] as const;
export type RemovePercent = (typeof REMOVE_PERCENTS)[number];

/** `percent` of `shares`, rounded down; 100 % is every share, to the last unit. */
export function sharesForPercent(shares: string, percent: RemovePercent): string {
  const units = toMinorUnits(shares, SHARE_DECIMALS) ?? 0n;
  return fromMinorUnits((units * BigInt(percent)) / 100n, SHARE_DECIMALS);
}

/**
 * About what removing `shares` would pay out, from the position's own figures (what all its shares
 * would take now), rounded down as the pool rounds. The pool's answer is what counts.
 */
export function estimateRemoval(position: LiquidityPosition, shares: string): { inr: string; usdt: string } {
  const held = toMinorUnits(position.shares, SHARE_DECIMALS) ?? 0n;
  const part = toMinorUnits(shares, SHARE_DECIMALS) ?? 0n;
  const share = (value: string, decimals: number) => {
    const units = toMinorUnits(value, decimals) ?? 0n;
    return fromMinorUnits(held > 0n ? (units * part) / held : 0n, decimals);
  };
  return { inr: share(position.inr, ASSET_DECIMALS.INR), usdt: share(position.usdt, ASSET_DECIMALS.USDT) };
}

/** What stays with the member when adding: typed minus taken, never below zero. */
export function excess(typed: string, taken: string, decimals: number): string {
  const left = (toMinorUnits(typed, decimals) ?? 0n) - (toMinorUnits(taken, decimals) ?? 0n);
  return fromMinorUnits(left > 0n ? left : 0n, decimals);
}

/** Whether a decimal string is more than zero. */
export const isPositive = (value: string, decimals: number) => (toMinorUnits(value, decimals) ?? 0n) > 0n;
