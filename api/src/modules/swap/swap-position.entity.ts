import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * What a provider's shares have earned in fees (informational: the fees are in the reserves the
 * shares take out). The shares themselves are the member's `lp` ledger account. At each of the
 * member's moves the fees earned since the checkpoints are settled into `earned*` and the
 * checkpoints set to the pool's fee growth.
 */
export const SwapPositionSchema = defineEntity({
  name: 'SwapPosition',
  tableName: 'swap_position',
  properties: {
    ...baseProperties,
    memberId: p.integer().unique(),
    /** The pool's fee growth per asset (× 10¹⁸ per share) at the member's last move. */
    growthInrCheckpoint: p.string().length(80).default('0'),
    growthUsdtCheckpoint: p.string().length(80).default('0'),
    /** Fees earned up to the last move, in paise and micro-USDT. */
    earnedInr: p.bigint().default(0),
    earnedUsdt: p.bigint().default(0),
  },
});

export type SwapPosition = InferEntity<typeof SwapPositionSchema>;
