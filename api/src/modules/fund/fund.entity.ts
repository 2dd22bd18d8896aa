import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A fund product: a term investment paying `principal × monthly rate ÷ 30` a day for `cycleDays`
 * days. Texts are kept per language in their own columns (as notices are). Money is INR paise;
 * the monthly rate is in basis points (300 = 3.00 % a month), so nothing is a float.
 */
export const FundSchema = defineEntity({
  name: 'Fund',
  tableName: 'fund',
  properties: {
    ...baseProperties,
    /** Stable key of a seeded demo fund (null for funds an operator creates). */
    seedKey: p.string().length(64).nullable().unique(),
    nameHiIn: p.string().length(120),
    nameEnUs: p.string().length(120),
    nameZhCn: p.string().length(120),
    descriptionHiIn: p.text(),
    descriptionEnUs: p.text(),
    descriptionZhCn: p.text(),
    cycleDays: p.integer(),
    monthlyRateBps: p.integer(),
    minimum: p.bigint(),
    maximumPerMember: p.bigint(),
    totalSize: p.bigint(),
    /** Principal sold so far (never decreases); `sold_out` once it reaches `totalSize`. */
    sold: p.bigint().default(0),
    /** `on_sale` | `sold_out` | `closed` */
    status: p.string().length(16).index(),
  },
});

export type Fund = InferEntity<typeof FundSchema>;
