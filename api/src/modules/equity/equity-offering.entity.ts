import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * An equity offering (ADR 0024): members subscribe ₹100–₹10,000 an application at the day's
 * published share price plus a service fee, hold the shares `lockDays` days, then ask for a
 * buyback. Shares are counted in micro-shares (10⁻⁶ of a share) everywhere; money in paise; the
 * fee rate in basis points (200 = 2 %).
 */
export const EquityOfferingSchema = defineEntity({
  name: 'EquityOffering',
  tableName: 'equity_offering',
  properties: {
    ...baseProperties,
    nameHiIn: p.string().length(120),
    nameEnUs: p.string().length(120),
    nameZhCn: p.string().length(120),
    descriptionHiIn: p.text(),
    descriptionEnUs: p.text(),
    descriptionZhCn: p.text(),
    feeRateBps: p.integer(),
    lockDays: p.integer(),
    /** Micro-shares on offer. */
    totalShares: p.bigint(),
    /** Micro-shares sold by subscriptions (reinvested dividends add to it too). */
    sharesSold: p.bigint().default(0),
    /** `subscribing` | `closed` */
    status: p.string().length(16).index(),
  },
});

export type EquityOffering = InferEntity<typeof EquityOfferingSchema>;
