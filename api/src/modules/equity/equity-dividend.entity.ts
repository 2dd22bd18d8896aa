import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A dividend an operator declares for one period of an offering: `perShare` paise per whole
 * share to every holding held at `recordAt`, paid from the offering's dividend pool by the
 * dividend job. Holdings with auto-compounding on buy shares at `reinvestPrice` (the day's price).
 */
export const EquityDividendSchema = defineEntity({
  name: 'EquityDividend',
  tableName: 'equity_dividend',
  uniques: [{ properties: ['offeringId', 'period'] }],
  properties: {
    ...baseProperties,
    offeringId: p.integer(),
    /** The operator's name of the period, e.g. `2026-11`. */
    period: p.string().length(32),
    perShare: p.bigint(),
    recordAt: p.datetime(3),
    reinvestPrice: p.bigint(),
    /** `open` (payouts being recorded or waiting for the pool) | `done` */
    state: p.string().length(8).index(),
    declaredBy: p.string().length(80),
    reason: p.string().length(255).nullable(),
  },
});

export type EquityDividend = InferEntity<typeof EquityDividendSchema>;

/**
 * One holding's part of a dividend. The unique (dividend, holding) key is what pays a period
 * once, whatever runs the job and however often.
 */
export const EquityDividendPayoutSchema = defineEntity({
  name: 'EquityDividendPayout',
  tableName: 'equity_dividend_payout',
  uniques: [{ properties: ['dividendId', 'holdingId'] }],
  indexes: [{ properties: ['state', 'offeringId'] }, { properties: ['holdingId'] }],
  properties: {
    ...baseProperties,
    dividendId: p.integer(),
    holdingId: p.integer(),
    offeringId: p.integer(),
    memberId: p.integer(),
    /** Where it goes: the member's balance, or their equity account when reinvested. */
    accountId: p.integer(),
    amount: p.bigint(),
    reinvest: p.boolean(),
    /** Micro-shares bought (reinvested payouts). */
    sharesAdded: p.bigint().default(0),
    /** `pending` (the pool cannot pay yet) | `paid` */
    state: p.string().length(8),
    batchKey: p.string().length(32),
    paidAt: p.datetime(3).nullable(),
  },
});

export type EquityDividendPayout = InferEntity<typeof EquityDividendPayoutSchema>;
