import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A fund's net asset value on one day (entered by the operator): `value` is NAV × 10⁴. */
export const FundNavSchema = defineEntity({
  name: 'FundNav',
  tableName: 'fund_nav',
  uniques: [{ properties: ['fundId', 'navDate'] }],
  properties: {
    ...baseProperties,
    fundId: p.integer(),
    /** `YYYY-MM-DD` (UTC): sorts as text in both dialects. */
    navDate: p.string().length(10),
    value: p.bigint(),
  },
});

export type FundNav = InferEntity<typeof FundNavSchema>;
