import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A conversion quote and, once confirmed (`state` done), the conversion itself. Amounts are minor
 * units of their asset; `rateMicro` is INR per USDT × 10⁶; `spreadBps` the spread in 1/100 %.
 */
export const ConversionSchema = defineEntity({
  name: 'Conversion',
  tableName: 'conversion',
  indexes: [{ properties: ['memberId', 'state'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    fromAsset: p.string().length(8),
    toAsset: p.string().length(8),
    amount: p.bigint(),
    receive: p.bigint(),
    fee: p.bigint(),
    rateMicro: p.bigint(),
    spreadBps: p.integer(),
    expiresAt: p.datetime(3),
    state: p.string().length(16),
  },
});

export type Conversion = InferEntity<typeof ConversionSchema>;
