import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * An offering's share price published by an operator for one platform day (India): paise per
 * whole share. The price of a day is the latest one published on or before it.
 */
export const EquityPriceSchema = defineEntity({
  name: 'EquityPrice',
  tableName: 'equity_price',
  uniques: [{ properties: ['offeringId', 'priceDate'] }],
  properties: {
    ...baseProperties,
    offeringId: p.integer(),
    /** `YYYY-MM-DD`, the platform's day (Asia/Kolkata): sorts as text in both dialects. */
    priceDate: p.string().length(10),
    price: p.bigint(),
  },
});

export type EquityPrice = InferEntity<typeof EquityPriceSchema>;
