import { formatAmount } from '../ledger/money.ts';
import type {
  AdminSwapPool,
  LiquidityMove,
  LiquidityPosition,
  SwapPool,
  SwapQuote,
  SwapRecord,
} from './swap.contract.ts';
import type { SwapView } from './swap-executor.ts';
import type { LiquidityMoveView } from './swap-liquidity.service.ts';
import type { PoolView, SwapQuoteView, Volume } from './swap-market.service.ts';
import { percentOfBps } from './swap-math.ts';
import type { PositionView } from './swap-position.ts';

/** INR per USDT × 10⁶ as the wire's price: 6 decimals. */
export const priceText = (priceMicro: bigint) => formatAmount(priceMicro, 'USDT');

const volumeOf = (volume: Volume) => ({
  inr: formatAmount(volume.inr, 'INR'),
  usdt: formatAmount(volume.usdt, 'USDT'),
  swaps: volume.swaps,
});

export const presentPool = (pool: PoolView): SwapPool => ({
  seeded: pool.seededAt !== null,
  paused: pool.paused,
  reserveInr: formatAmount(pool.reserves.inr, 'INR'),
  reserveUsdt: formatAmount(pool.reserves.usdt, 'USDT'),
  price: priceText(pool.priceMicro),
  feePercent: percentOfBps(pool.feeBps),
  totalShares: formatAmount(pool.totalShares, 'LP'),
  volume24h: volumeOf(pool.volume24h),
});

export const presentAdminPool = (
  pool: PoolView & { volume7d: Volume; providers: number; lockedShares: bigint; platformShares: bigint },
): AdminSwapPool => ({
  ...presentPool(pool),
  feeBps: pool.feeBps,
  volume7d: volumeOf(pool.volume7d),
  providers: pool.providers,
  lockedShares: formatAmount(pool.lockedShares, 'LP'),
  platformShares: formatAmount(pool.platformShares, 'LP'),
});

export const presentQuote = (quote: SwapQuoteView): SwapQuote => ({
  from: quote.from,
  to: quote.to,
  amountIn: formatAmount(quote.amountIn, quote.from),
  amountOut: formatAmount(quote.amountOut, quote.to),
  fee: formatAmount(quote.fee, quote.from),
  price: priceText(quote.priceMicro),
  poolPrice: priceText(quote.poolPriceMicro),
  priceImpactPercent: percentOfBps(quote.impactBps),
  highImpact: quote.highImpact,
  slippagePercent: percentOfBps(quote.slippageBps),
  minReceived: formatAmount(quote.minReceived, quote.to),
});

export const presentSwap = (swap: SwapView): SwapRecord => ({
  id: swap.id,
  from: swap.from,
  to: swap.to,
  amountIn: formatAmount(swap.amountIn, swap.from),
  amountOut: formatAmount(swap.amountOut, swap.to),
  fee: formatAmount(swap.fee, swap.from),
  price: priceText(swap.priceMicro),
  createdAt: swap.createdAt.toISOString(),
});

export const presentMove = (move: LiquidityMoveView): LiquidityMove => ({
  id: move.id,
  kind: move.kind,
  inr: formatAmount(move.inr, 'INR'),
  usdt: formatAmount(move.usdt, 'USDT'),
  shares: formatAmount(move.shares, 'LP'),
  createdAt: move.createdAt.toISOString(),
});

/** A part of a whole as a percent with 4 decimals, rounded down: 1 of 3 → "33.3333". */
function percent4(part: bigint, whole: bigint): string {
  const scaled = whole > 0n ? (part * 1_000_000n) / whole : 0n;
  return `${scaled / 10_000n}.${String(scaled % 10_000n).padStart(4, '0')}`;
}

export const presentPosition = (position: PositionView): LiquidityPosition => ({
  shares: formatAmount(position.shares, 'LP'),
  sharePercent: percent4(position.shares, position.totalShares),
  inr: formatAmount(position.inr, 'INR'),
  usdt: formatAmount(position.usdt, 'USDT'),
  earnedInr: formatAmount(position.earned.inr, 'INR'),
  earnedUsdt: formatAmount(position.earned.usdt, 'USDT'),
});
