/** The spec's fee statement: of each day's fund income the member keeps 45 %, 5 % is management fee. */
export const MEMBER_PERCENT = 45n;
export const FEE_PERCENT = 5n;
/** What is left (50 % and every rounding remainder) is the platform dividend. */
export const DIVIDEND_PERCENT = 100n - MEMBER_PERCENT - FEE_PERCENT;

/** A month is 30 days for the daily rate. */
export const DAYS_PER_MONTH = 30n;

export const DAY_MS = 86_400_000;

/** One day's income of a principal, in paise: the three parts always sum to `gross`. */
export type DailySplit = { gross: bigint; member: bigint; fee: bigint; dividend: bigint };

/**
 * Splits one day's income of `principal` paise at `monthlyRateBps` (basis points a month, 300 =
 * 3.00 %): gross = ⌊principal × rate ÷ 30⌋, member = ⌊gross × 45 %⌋, fee = ⌊gross × 5 %⌋, and the
 * platform dividend takes the rest, so rounding always goes to the platform and nothing is lost.
 */
export function splitDaily(principal: bigint, monthlyRateBps: number): DailySplit {
  if (principal < 0n) throw new RangeError('the principal cannot be negative');
  if (!Number.isSafeInteger(monthlyRateBps) || monthlyRateBps < 0) throw new RangeError('bad monthly rate');
  const gross = (principal * BigInt(monthlyRateBps)) / (10_000n * DAYS_PER_MONTH);
  const member = (gross * MEMBER_PERCENT) / 100n;
  const fee = (gross * FEE_PERCENT) / 100n;
  return { gross, member, fee, dividend: gross - member - fee };
}

/**
 * The member's share of a monthly rate, in basis points rounded down (450 → 202: "2.02" %): what
 * a fund card leads with, never more than the member receives.
 */
export const memberRateBps = (monthlyRateBps: number) => (BigInt(monthlyRateBps) * MEMBER_PERCENT) / 100n;

/** A percent with two decimals as basis points: `"3.00"` → 300; undefined when it is not one. */
export function parsePercentBps(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percent string with two decimals, signed: 300 → `"3.00"`, -45 → `"-0.45"`. */
export function formatBps(bps: number | bigint): string {
  const value = BigInt(bps);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A NAV with up to four decimals as an integer × 10⁴: `"1.0234"` → 10234n. */
export function parseNav(text: string): bigint | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return undefined;
  const value = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  return value > 0n ? value : undefined;
}

/** A NAV × 10⁴ as its decimal string with four decimals. */
export const formatNav = (value: bigint) => `${value / 10_000n}.${String(value % 10_000n).padStart(4, '0')}`;

/**
 * The change from `previous` to `latest` in percent with two decimals, truncated toward zero and
 * signed (`"0.35"`, `"-1.20"`); `"0.00"` without two values.
 */
export function increaseRate(latest: bigint | undefined, previous: bigint | undefined): string {
  if (latest === undefined || previous === undefined || previous === 0n) return '0.00';
  return formatBps(((latest - previous) * 10_000n) / previous);
}
