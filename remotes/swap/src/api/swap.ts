// The `/api/Swap` calls of the swap market (ADR 0032). Shapes are the API's own contract
// (`@h5/api/contract/swap`), so a change there shows here as a type error. Money actions are sent
// silently: the page says why a confirmation was refused where the member confirmed it.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  AddLiquidityQuote,
  LiquidityAnswer,
  LiquidityMove,
  LiquidityPosition,
  SwapAnswer,
  SwapAsset,
  SwapChart,
  SwapChartRange,
  SwapPool,
  SwapQuote,
  SwapRecord,
} from '@h5/api/contract/swap';

/** The pool as it is now; answers `seeded: false` before the operator funds it. */
export const fetchPool = (): Promise<SwapPool> =>
  api.get<SwapPool>('/Swap/pool', undefined, { silent: true });

/** What `amount` of `from` would give now, and the least a swap would accept under `slippage` %. */
export const fetchSwapQuote = (from: SwapAsset, amount: string, slippage: string): Promise<SwapQuote> =>
  api.get<SwapQuote>('/Swap/quote', { from, amount, slippage }, { silent: true });

export type SwapRequest = { from: SwapAsset; amount: string; minOut: string; paymentPassword: string };

/** Swaps once per idempotency key; refused (nothing moved) when the pool would give less than `minOut`. */
export const sendSwap = (request: SwapRequest, idempotencyKey: string): Promise<SwapAnswer> =>
  api.post<SwapAnswer>('/Swap/swap', request, { idempotencyKey, silent: true });

export const fetchPosition = (): Promise<LiquidityPosition> =>
  api.get<LiquidityPosition>('/Swap/position', undefined, { silent: true });

/** What adding `inr` and `usdt` would take at the pool's ratio, and the shares it would give. */
export const fetchLiquidityQuote = (inr: string, usdt: string): Promise<AddLiquidityQuote> =>
  api.get<AddLiquidityQuote>('/Swap/liquidity/quote', { inr, usdt }, { silent: true });

/**
 * Adds at most `inr` and `usdt` at the pool's ratio; refused (409, nothing moved) when the pool would
 * give fewer than `minShares` because its price moved since the quote.
 */
export const addLiquidity = (
  request: { inr: string; usdt: string; minShares: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<LiquidityAnswer> =>
  api.post<LiquidityAnswer>('/Swap/liquidity/add', request, { idempotencyKey, silent: true });

/**
 * Takes `shares` out; refused (409, nothing moved) when they would pay less than `minInr` or
 * `minUsdt` because the pool's price moved since the estimate.
 */
export const removeLiquidity = (
  request: { shares: string; minInr: string; minUsdt: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<LiquidityAnswer> =>
  api.post<LiquidityAnswer>('/Swap/liquidity/remove', request, { idempotencyKey, silent: true });

export const fetchSwapHistory = (page: number, rows: number): Promise<Paged<SwapRecord>> =>
  api.get<Paged<SwapRecord>>('/Swap/history', { kind: 'swap', page, rows }, { silent: true });

export const fetchLiquidityHistory = (page: number, rows: number): Promise<Paged<LiquidityMove>> =>
  api.get<Paged<LiquidityMove>>('/Swap/history', { kind: 'liquidity', page, rows }, { silent: true });

/** The pool's price over the range, one point an hour (1D) or a day. */
export const fetchChart = (range: SwapChartRange): Promise<SwapChart> =>
  api.get<SwapChart>('/Swap/chart', { range }, { silent: true });
