import { z } from 'zod';
import { amount, amountOrZero, optional, paging, paymentPassword } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { parseAmount, type MoneyAsset } from '../ledger/money.ts';
import { MAX_SLIPPAGE_BPS, MIN_SLIPPAGE_BPS, parsePercentBps } from './swap-math.ts';

/** The slippage tolerance the swap page starts with: 0.5 %. */
export const DEFAULT_SLIPPAGE_BPS = 50;

/** `slippage`: a percent from 0.01 to 50 with at most 2 decimals, in basis points; 0.5 % when absent. */
const slippage = () =>
  optional(
    z.string(message('swap.slippageInvalid')).transform((value, ctx) => {
      const bps = parsePercentBps(value);
      if (bps !== undefined && bps >= MIN_SLIPPAGE_BPS && bps <= MAX_SLIPPAGE_BPS) return bps;
      ctx.addIssue({ code: 'custom', message: 'key:swap.slippageInvalid' });
      return z.NEVER;
    }),
  ).transform((bps) => bps ?? DEFAULT_SLIPPAGE_BPS);

/** `minOut`: the least of `asset` (the one received) the member accepts; zero accepts any amount. */
const minOut = (asset: MoneyAsset) =>
  z.string(message('swap.minOutInvalid')).transform((value, ctx) => {
    const trimmed = value.trim();
    if (/^0+(\.0+)?$/.test(trimmed)) return 0n;
    try {
      return parseAmount(trimmed, asset);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'key:swap.minOutInvalid' });
      return z.NEVER;
    }
  });

/** `?from=INR&amount=100.00&slippage=0.5`: the amount in the asset swapped from. */
export const SwapQuoteQuerySchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('INR'), amount: amount('INR'), slippage: slippage() }),
    z.object({ from: z.literal('USDT'), amount: amount('USDT'), slippage: slippage() }),
  ],
  message('swap.fromInvalid'),
);

/** `{ from, amount, minOut, paymentPassword }`: `minOut` in the other asset. */
export const SwapBodySchema = z.discriminatedUnion(
  'from',
  [
    z.object({
      from: z.literal('INR'),
      amount: amount('INR'),
      minOut: minOut('USDT'),
      paymentPassword: paymentPassword(),
    }),
    z.object({
      from: z.literal('USDT'),
      amount: amount('USDT'),
      minOut: minOut('INR'),
      paymentPassword: paymentPassword(),
    }),
  ],
  message('swap.fromInvalid'),
);

/** `?inr&usdt`: at most this much of each to add. */
export const LiquidityQuoteQuerySchema = z.object({ inr: amount('INR'), usdt: amount('USDT') });

/**
 * A liquidity move's least acceptable outcome (`minShares`, `minInr`, `minUsdt`): optional, zero
 * (or absent) accepts any; less is refused with nothing moved (409 `swap.liquidityPriceMoved`).
 */
const atLeast = (asset: 'INR' | 'USDT' | 'LP') =>
  optional(amountOrZero(asset, asset === 'LP' ? 'swap.minSharesInvalid' : 'swap.minOutInvalid')).transform(
    (least) => least ?? 0n,
  );

/** `{ inr, usdt, minShares?, paymentPassword }`: at most this much of each, for at least `minShares`. */
export const AddLiquiditySchema = z.object({
  inr: amount('INR'),
  usdt: amount('USDT'),
  minShares: atLeast('LP'),
  paymentPassword: paymentPassword(),
});

/** `{ shares, minInr?, minUsdt?, paymentPassword }`: LP shares, 6 decimals, for at least these amounts. */
export const RemoveLiquiditySchema = z.object({
  shares: amount('LP'),
  minInr: atLeast('INR'),
  minUsdt: atLeast('USDT'),
  paymentPassword: paymentPassword(),
});

export const SwapHistoryQuerySchema = z.object({
  kind: optional(z.enum(['swap', 'liquidity'], message('swap.kindInvalid'))).transform(
    (kind) => kind ?? 'swap',
  ),
  ...paging,
});

export const SwapChartQuerySchema = z.object({
  range: optional(z.enum(['1D', '1W', '1M'], message('swap.rangeInvalid'))).transform(
    (range) => range ?? '1D',
  ),
});
