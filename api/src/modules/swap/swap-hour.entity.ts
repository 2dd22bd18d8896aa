import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * One hour of the pool (UTC hour start): its last price and what was swapped into it. The chart
 * and the 24-hour and 7-day volumes read these rows, never the swaps themselves. Written under the
 * pool row's lock, with the swaps (and seeds) of that hour.
 */
export const SwapHourSchema = defineEntity({
  name: 'SwapHour',
  tableName: 'swap_hour',
  properties: {
    ...baseProperties,
    hourStart: p.datetime(3).unique(),
    /** INR per USDT × 10⁶ after the hour's last change. */
    priceMicro: p.bigint(),
    /** INR (paise) and USDT (micro) swapped into the pool. */
    volumeInr: p.bigint().default(0),
    volumeUsdt: p.bigint().default(0),
    swaps: p.integer().default(0),
  },
});

export type SwapHour = InferEntity<typeof SwapHourSchema>;
