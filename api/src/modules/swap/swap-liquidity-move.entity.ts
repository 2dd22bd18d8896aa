import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * Liquidity into (`add`) or out of (`remove`) the swap pool: a member's, or the platform's when
 * finance seeds the pool (`memberId` null, `actor` the operator). `shares` were minted or burnt.
 */
export const SwapLiquidityMoveSchema = defineEntity({
  name: 'SwapLiquidityMove',
  tableName: 'swap_liquidity_move',
  indexes: [{ properties: ['memberId', 'id'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer().nullable(),
    /** `member:12`, `operator:asha`, `cli:root`, `seed`. */
    actor: p.string().length(80),
    kind: p.string().length(8),
    inr: p.bigint(),
    usdt: p.bigint(),
    shares: p.bigint(),
    entryId: p.integer(),
  },
});

export type SwapLiquidityMove = InferEntity<typeof SwapLiquidityMoveSchema>;
