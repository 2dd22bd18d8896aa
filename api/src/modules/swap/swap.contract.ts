// Wire types of the swap module (`@h5/api/contract/swap`), shared with the front end. Types only.
// The market between the rupee balance and USDT (ADR 0032): one INR/USDT pool priced by its
// reserves (x·y = k), with a fee that stays in the pool for its liquidity providers.
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type { MoneyString } from '../../contract/index.ts';

export type SwapAsset = 'INR' | 'USDT';

/** LP shares on the wire: a decimal string with 6 decimals (`"1234.567890"`). */
export type SharesString = string;

/** The slippage tolerances (percent) the swap page offers; a custom one is 0.01–50 %. */
export type SlippageChoice = '0.1' | '0.5' | '1';

/**
 * GET /api/Swap/pool (member): the pool as it is now. `price` is INR per USDT at the reserves (6
 * decimals); `volume24h` is what was swapped into the pool in the last 24 hours, per asset.
 * `seeded` is false until the operator seeds the pool (every member call but this one answers 503
 * `swap.notSeeded` then).
 */
export type SwapPool = {
  seeded: boolean;
  paused: boolean;
  reserveInr: MoneyString;
  reserveUsdt: MoneyString;
  price: string;
  /** The fee on what goes in, as a percent with 2 decimals (`"0.30"`). */
  feePercent: string;
  totalShares: SharesString;
  volume24h: { inr: MoneyString; usdt: MoneyString; swaps: number };
};

/**
 * GET /api/Swap/quote?from=INR&amount=100.00&slippage=0.5: what `amount` of `from` would give now. A
 * quote is not a promise: the swap sends `minOut` (here `minReceived`) and the pool refuses to give
 * less. `fee` is in `from`; `price` is the execution price (INR per USDT), `poolPrice` the price
 * before the swap, `priceImpactPercent` how much worse the execution price is (2 decimals).
 */
export type SwapQuote = {
  from: SwapAsset;
  to: SwapAsset;
  amountIn: MoneyString;
  amountOut: MoneyString;
  fee: MoneyString;
  price: string;
  poolPrice: string;
  priceImpactPercent: string;
  /** The price impact is above 3 %: the swap page warns before the member confirms. */
  highImpact: boolean;
  slippagePercent: string;
  minReceived: MoneyString;
};

/** One swap of the member's (history, and the answer of a swap). */
export type SwapRecord = {
  id: number;
  from: SwapAsset;
  to: SwapAsset;
  amountIn: MoneyString;
  amountOut: MoneyString;
  fee: MoneyString;
  /** INR per USDT at which it was done (6 decimals). */
  price: string;
  createdAt: string;
};

/**
 * POST /api/Swap/swap `{ from, amount, minOut, paymentPassword }` (header `Idempotency-Key`):
 * refused with 409 `swap.priceMoved` and nothing moved when the pool would give less than `minOut`.
 */
export type SwapAnswer = { swap: SwapRecord; summary: WalletSummary };

/**
 * `data` of the 409 `swap.priceMoved` refusal: what the pool would give now (in the asset received),
 * so the page can show the new amount beside the member's minimum.
 */
export type SwapPriceMoved = { code: 'price_moved'; amountOut: MoneyString };

/**
 * GET /api/Swap/position: the member's liquidity. `inr`/`usdt` are what the shares would take out
 * now; `earnedInr`/`earnedUsdt` the fees the shares have earned since they were added (included in
 * `inr`/`usdt`, not paid separately).
 */
export type LiquidityPosition = {
  shares: SharesString;
  /** The member's part of all shares, percent with 4 decimals. */
  sharePercent: string;
  inr: MoneyString;
  usdt: MoneyString;
  earnedInr: MoneyString;
  earnedUsdt: MoneyString;
};

/**
 * GET /api/Swap/liquidity/quote?inr=1000.00&usdt=12.000000: what adding would take at the pool's
 * ratio (the excess of one asset stays with the member) and the shares it would give.
 */
export type AddLiquidityQuote = { inr: MoneyString; usdt: MoneyString; shares: SharesString };

/** One liquidity move of the member's. */
export type LiquidityMove = {
  id: number;
  kind: 'add' | 'remove';
  inr: MoneyString;
  usdt: MoneyString;
  shares: SharesString;
  createdAt: string;
};

/**
 * POST /api/Swap/liquidity/add `{ inr, usdt, minShares?, paymentPassword }` and POST
 * /api/Swap/liquidity/remove `{ shares, minInr?, minUsdt?, paymentPassword }` (both with header
 * `Idempotency-Key`). The minimums guard against a price that moves between the quote and the write
 * (as Uniswap's router's amountAMin/amountBMin): `minShares` (a `SharesString`) is the least of the
 * shares an add may give, `minInr`/`minUsdt` (`MoneyString`) the least of each asset a removal may
 * pay out. Each is optional; absent or zero accepts any. When the pool would give less, the move is
 * refused with 409 `swap.liquidityPriceMoved` and nothing moved (`data: LiquidityPriceMoved`).
 */
export type LiquidityAnswer = { move: LiquidityMove; position: LiquidityPosition; summary: WalletSummary };

/**
 * `data` of the 409 `swap.liquidityPriceMoved` refusal: what the move would be now at the pool's
 * reserves (for an add: what it would take and the shares it would give; for a removal: the shares
 * and what they would pay out), so the page can show the new amounts beside the member's minimums.
 */
export type LiquidityPriceMoved = {
  code: 'price_moved';
  inr: MoneyString;
  usdt: MoneyString;
  shares: SharesString;
};

/** GET /api/Swap/history?kind=swap|liquidity&page&rows: the member's own, newest first (`Paged<…>`). */
export type SwapHistoryKind = 'swap' | 'liquidity';

/** GET /api/Swap/chart?range=1D|1W|1M: the pool's price (INR per USDT), one point per hour (1D) or day. */
export type SwapChartRange = '1D' | '1W' | '1M';
export type SwapChart = { range: SwapChartRange; points: { at: string; price: string }[] };

/**
 * GET /api/Admin/swap (finance): the pool, its fee in basis points, the volume of the last 24 hours
 * and 7 days, the number of providers, the shares locked forever and the platform's own shares.
 */
export type AdminSwapPool = SwapPool & {
  feeBps: number;
  volume7d: { inr: MoneyString; usdt: MoneyString; swaps: number };
  providers: number;
  lockedShares: SharesString;
  platformShares: SharesString;
};

/**
 * Finance's changes, each with a reason and audited: POST /api/Admin/swap/settings
 * `{ feePercent, reason }`; POST /api/Admin/swap/seed `{ inr, usdt, reason }` (from the treasury, at
 * the pool's ratio once seeded); POST /api/Admin/swap/pause `{ paused, reason }`. Each answers
 * `AdminSwapPool`.
 */
export type AdminSwapChange = AdminSwapPool;
