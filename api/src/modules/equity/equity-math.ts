import { addDays } from '../../platform/clock.ts';
import { formatAmount } from '../ledger/money.ts';
import { formatBps } from '../fund/fund-split.ts';

/** Micro-shares in a share (ADR 0024): shares are counted in 10⁻⁶ of a share. */
export const SHARE_UNIT = 1_000_000n;

/** An application's limits, in paise: ₹100 and ₹10,000, both accepted. */
export const MIN_APPLICATION = 10_000n;
export const MAX_APPLICATION = 1_000_000n;

export const DAY_MS = 86_400_000;

/** Micro-shares an amount buys at a price (paise a share), rounded down: the platform keeps the rest. */
export const sharesFor = (amount: bigint, price: bigint) => (amount * SHARE_UNIT) / price;

/** What micro-shares are worth at a price, rounded down. */
export const valueOf = (shares: bigint, price: bigint) => (shares * price) / SHARE_UNIT;

/** The service fee of an amount at a rate in basis points, rounded down. */
export const feeOf = (amount: bigint, feeRateBps: number) => (amount * BigInt(feeRateBps)) / 10_000n;

/** Micro-shares as a decimal string with six decimals. */
export function formatShares(shares: bigint): string {
  const negative = shares < 0n;
  const abs = negative ? -shares : shares;
  return `${negative ? '-' : ''}${abs / SHARE_UNIT}.${String(abs % SHARE_UNIT).padStart(6, '0')}`;
}

/** Paise per share as INR. */
export const inr = (paise: bigint) => formatAmount(paise, 'INR');

export const percent = formatBps;

export { platformDay } from '../../platform/clock.ts';

/** `YYYY-MM-DD` a number of days before `day`. */
export const dayBefore = (day: string, days: number) => addDays(day, -days);

/** A share count with up to six decimals as micro-shares; undefined unless positive. */
export function parseShares(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const value = BigInt(match[1]!) * SHARE_UNIT + BigInt((match[2] ?? '').padEnd(6, '0'));
  return value > 0n ? value : undefined;
}
