import { fromMinor } from './money.ts';

/** INR counts in paise, USDT in millionths (the ledger's minor units). */
const INR_DECIMALS = 2;
const USDT_DECIMALS = 6;

/** A positive amount typed with at most `decimals` places, in minor units; null when it is not one. */
export function parsePositive(value: string, decimals: number): bigint | null {
  const text = value.trim();
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units > 0n ? units : null;
}

/**
 * The price a first seed sets, INR per USDT with 6 decimals, as the API computes it (ADR 0032):
 * paise·10^10 / micro-USDT, floored.
 */
export function seedPrice(inr: string, usdt: string): string | null {
  const a = parsePositive(inr, INR_DECIMALS);
  const b = parsePositive(usdt, USDT_DECIMALS);
  if (a === null || b === null) return null;
  return fromMinor((a * 10n ** 10n) / b, 6);
}

/**
 * What a seed of a pool that holds reserves takes at the pool's ratio, as Uniswap v2's router
 * does: all of the INR and the USDT that matches it when there is enough USDT, otherwise all of the
 * USDT and the INR that matches it; the rest stays in the treasury. Null when the amounts are not
 * valid or the pool is empty.
 */
export function seedTakes(
  inr: string,
  usdt: string,
  reserve: { inr: string; usdt: string },
): { inr: string; usdt: string } | null {
  const a = parsePositive(inr, INR_DECIMALS);
  const b = parsePositive(usdt, USDT_DECIMALS);
  const rA = parsePositive(reserve.inr, INR_DECIMALS);
  const rB = parsePositive(reserve.usdt, USDT_DECIMALS);
  if (a === null || b === null || rA === null || rB === null) return null;
  const usdtFor = (a * rB) / rA;
  const [takesInr, takesUsdt] = usdtFor <= b ? [a, usdtFor] : [(b * rA) / rB, b];
  return { inr: fromMinor(takesInr, INR_DECIMALS), usdt: fromMinor(takesUsdt, USDT_DECIMALS) };
}

/** A price (INR per USDT, "83.456700") grouped the Indian way with 2 to 6 decimals: "83.4567". */
export function formatPrice(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${grouped}.${kept}`;
}

/** Shares ("911043.357311") floored to 2 decimals when there is at least one, for a figure read at a glance. */
export function roundShares(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return /^0*$/.test(whole) ? value : `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
