import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's swap, as it was done: `amountIn` of `fromAsset` into the pool, `amountOut` of
 * `toAsset` out of it, the fee (in `fromAsset`, part of `amountIn`) and the price it was done at
 * (INR per USDT × 10⁶). Written with its `swap` journal entry, in the same transaction, under the
 * entry's id (`id` = `entryId`: a swap is that entry), so its answer needs no read of its own.
 */
export const SwapSchema = defineEntity({
  name: 'Swap',
  tableName: 'swap',
  indexes: [{ properties: ['memberId', 'id'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    fromAsset: p.string().length(8),
    toAsset: p.string().length(8),
    amountIn: p.bigint(),
    amountOut: p.bigint(),
    fee: p.bigint(),
    priceMicro: p.bigint(),
    entryId: p.integer(),
  },
});

export type Swap = InferEntity<typeof SwapSchema>;
