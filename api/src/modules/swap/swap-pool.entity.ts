import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** The id of the one pool's row (INR/USDT). */
export const POOL_ID = 1;

/**
 * The INR/USDT swap pool's settings and state (one row, id 1; ADR 0032). Its reserves are not here:
 * they are the balances of the ledger accounts `platform:swap_pool:INR|USDT`, and its shares the
 * balance of `external:swap_shares:LP`. Every change to the pool locks this row first (after the
 * members' rows), so two swaps never both see the old reserves.
 */
export const SwapPoolSchema = defineEntity({
  name: 'SwapPool',
  tableName: 'swap_pool',
  properties: {
    ...baseProperties,
    /** The fee on what goes in, in basis points (30 = 0.30 %); 0–1000. */
    feeBps: p.integer().default(30),
    /** Paused by finance: swaps and adds are refused, removals go on. */
    paused: p.boolean().default(false),
    /**
     * Σ fee × 10¹⁸ / total shares of every swap into the pool, per asset: what one share has earned
     * since the pool began. A decimal integer, as it outgrows 64 bits.
     */
    feeGrowthInr: p.string().length(80).default('0'),
    feeGrowthUsdt: p.string().length(80).default('0'),
    /** When finance first seeded the pool; null until then (every member call but the pool's is refused). */
    seededAt: p.datetime(3).nullable(),
  },
});

export type SwapPool = InferEntity<typeof SwapPoolSchema>;
