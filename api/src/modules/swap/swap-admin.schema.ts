import { z } from 'zod';
import { amount, blankToUndefined, reason } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { MAX_FEE_BPS, parsePercentBps } from './swap-math.ts';

/** `{ feePercent, reason }`: the fee, a percent from 0 to 10 with at most 2 decimals, in basis points. */
export const SwapSettingsSchema = z.object({
  feePercent: z.string(message('swap.feeInvalid')).transform((value, ctx) => {
    const bps = parsePercentBps(value);
    if (bps !== undefined && bps <= MAX_FEE_BPS) return bps;
    ctx.addIssue({ code: 'custom', message: 'key:swap.feeInvalid' });
    return z.NEVER;
  }),
  reason: reason(),
});

/** `{ inr, usdt, reason }`: what to take from the treasury at most (all of it at the first seed). */
export const SwapSeedSchema = z.object({ inr: amount('INR'), usdt: amount('USDT'), reason: reason() });

/** `{ paused, reason }`: `true`/`1` pauses the pool, `false`/`0` opens it again. */
export const SwapPauseSchema = z.object({
  paused: z.preprocess(
    blankToUndefined,
    z
      .union(
        [
          z.literal(true),
          z.literal('true'),
          z.literal('1'),
          z.literal(1),
          z.literal(false),
          z.literal('false'),
          z.literal('0'),
          z.literal(0),
        ],
        message('swap.pausedInvalid'),
      )
      .transform((value) => value === true || value === 'true' || value === '1' || value === 1),
  ),
  reason: reason(),
});
