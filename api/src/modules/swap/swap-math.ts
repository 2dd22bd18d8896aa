// The swap pool's arithmetic (ADR 0032): Uniswap v2's constant product on integers. Every amount
// is a bigint of minor units (INR in paise, USDT in 10⁻⁶, LP shares in 10⁻⁶); every division
// rounds in the pool's favour, so no sequence of calls can take out more than went in.

/** Basis points in one: fees, slippage and price impact are counted in 1/100 %. */
export const BPS = 10_000n;

/** Shares locked forever at the first seed, so the pool can never be emptied (Uniswap v2). */
export const MINIMUM_LIQUIDITY = 1_000n;

/** The scale of the fee-growth accumulators: fee × 10¹⁸ per share. */
export const FEE_GROWTH_SCALE = 10n ** 18n;

/**
 * INR per USDT × 10⁶ from paise and micro-USDT: (paise / 10²) / (micro / 10⁶) × 10⁶
 * = paise × 10¹⁰ / micro.
 */
const PRICE_SCALE = 10_000_000_000n;

/** The highest fee an operator may set: 10 %. */
export const MAX_FEE_BPS = 1_000;

/** The slippage tolerances a member may choose: 0.01 % to 50 %. */
export const MIN_SLIPPAGE_BPS = 1;
export const MAX_SLIPPAGE_BPS = 5_000;

/** Above this price impact the swap page warns before the member confirms: 3 %. */
export const HIGH_IMPACT_BPS = 300n;

export type Reserves = { inr: bigint; usdt: bigint };

/** Why the pool will not do what was asked; the service says it in the member's language. */
export type SwapRefusal = 'tooSmall' | 'tooLarge';

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** ⌊√n⌋ of a non-negative bigint (Newton's method, exact). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  // A first guess above the root: 2^⌈bits/2⌉.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * What `amountIn` of one asset gives of the other: out = ⌊in·(10⁴−fee)·rOut / (rIn·10⁴ +
 * in·(10⁴−fee))⌋, so (rIn + in)·(rOut − out) ≥ rIn·rOut: k never decreases.
 */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: number): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const inWithFee = amountIn * (BPS - BigInt(feeBps));
  return (inWithFee * reserveOut) / (reserveIn * BPS + inWithFee);
}

/** The fee taken from `amountIn` (in its asset), rounded up: what is reported, and what providers earn. */
export const swapFee = (amountIn: bigint, feeBps: number): bigint => ceilDiv(amountIn * BigInt(feeBps), BPS);

/**
 * A swap of `amountIn` against the reserves: what it gives and its fee, or why the pool refuses
 * (nothing to give, or all of the other asset).
 */
export function quoteSwap(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): { amountOut: bigint; fee: bigint } | { refusal: SwapRefusal } {
  const out = amountOut(amountIn, reserveIn, reserveOut, feeBps);
  if (out <= 0n) return { refusal: 'tooSmall' };
  if (out >= reserveOut) return { refusal: 'tooLarge' };
  return { amountOut: out, fee: swapFee(amountIn, feeBps) };
}

/** INR per USDT × 10⁶ of an amount of INR (paise) against one of USDT (micro), rounded down; 0 without USDT. */
export const priceMicro = (inr: bigint, usdt: bigint): bigint =>
  usdt > 0n ? (inr * PRICE_SCALE) / usdt : 0n;

/**
 * How much less a swap gives than the pool's price would (fee included), in basis points rounded
 * up: 1 − out·rIn / (in·rOut). Never below zero.
 */
export function priceImpactBps(amountIn: bigint, out: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const ideal = amountIn * reserveOut;
  if (ideal <= 0n) return 0n;
  const short = ideal - out * reserveIn;
  return short <= 0n ? 0n : ceilDiv(short * BPS, ideal);
}

/** The least a swap may give under a slippage tolerance: ⌊out·(10⁴−slippage)/10⁴⌋. */
export const minReceived = (out: bigint, slippageBps: number): bigint =>
  (out * (BPS - BigInt(slippageBps))) / BPS;

/** Basis points as a percent with 2 decimals: 30 → "0.30", 12 345 → "123.45". */
export function percentOfBps(bps: bigint | number): string {
  const value = BigInt(bps);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** `"0.5"`, `"10"`, `"0.25"` (a percent, at most 2 decimals) → basis points; undefined otherwise. */
export function parsePercentBps(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

/**
 * The shares of a first seed: √(inr·usdt), of which MINIMUM_LIQUIDITY are locked forever and the
 * rest are the seeder's; refused when that leaves nothing.
 */
export function firstSeedShares(
  inr: bigint,
  usdt: bigint,
): { total: bigint; locked: bigint; owned: bigint } | undefined {
  const total = isqrt(inr * usdt);
  if (total <= MINIMUM_LIQUIDITY) return undefined;
  return { total, locked: MINIMUM_LIQUIDITY, owned: total - MINIMUM_LIQUIDITY };
}

/**
 * What adding at most `desired` of each asset takes, at the pool's ratio (Uniswap's router): all of
 * the INR and the USDT it matches when there is enough USDT, else all of the USDT and the INR it
 * matches; the rest stays with the provider. The shares are the smaller of the two assets' parts
 * of the pool, rounded down. Undefined when that comes to no share.
 */
export function addLiquidity(
  desired: Reserves,
  reserves: Reserves,
  totalShares: bigint,
): { inr: bigint; usdt: bigint; shares: bigint } | undefined {
  if (reserves.inr <= 0n || reserves.usdt <= 0n || totalShares <= 0n) return undefined;
  const usdtMatching = (desired.inr * reserves.usdt) / reserves.inr;
  const [inr, usdt] =
    usdtMatching <= desired.usdt
      ? [desired.inr, usdtMatching]
      : [(desired.usdt * reserves.inr) / reserves.usdt, desired.usdt];
  const byInr = (inr * totalShares) / reserves.inr;
  const byUsdt = (usdt * totalShares) / reserves.usdt;
  const shares = byInr < byUsdt ? byInr : byUsdt;
  if (shares <= 0n || inr <= 0n || usdt <= 0n) return undefined;
  return { inr, usdt, shares };
}

/** What `shares` take out: their part of each reserve, rounded down. Undefined when either is nothing. */
export function removeLiquidity(
  shares: bigint,
  reserves: Reserves,
  totalShares: bigint,
): Reserves | undefined {
  if (shares <= 0n || shares > totalShares) return undefined;
  const inr = (shares * reserves.inr) / totalShares;
  const usdt = (shares * reserves.usdt) / totalShares;
  if (inr <= 0n || usdt <= 0n) return undefined;
  return { inr, usdt };
}

/** What a swap's fee adds to its asset's fee growth: fee × 10¹⁸ per share, rounded down. */
export const feeGrowthOf = (fee: bigint, totalShares: bigint): bigint =>
  totalShares > 0n ? (fee * FEE_GROWTH_SCALE) / totalShares : 0n;

/** The fees `shares` earned while the growth went from `checkpoint` to `growth`, rounded down. */
export const earnedSince = (shares: bigint, growth: bigint, checkpoint: bigint): bigint =>
  growth > checkpoint ? (shares * (growth - checkpoint)) / FEE_GROWTH_SCALE : 0n;
