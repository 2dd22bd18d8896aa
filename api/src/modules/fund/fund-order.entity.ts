import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's fund order. The split of one day's income is fixed at purchase (principal and rate do
 * not change), so settlement copies it. `nextPeriod`/`nextDueAt` are the settlement cursor: the
 * next period to record and when it is due (purchase + period × 24 h); null once completed. The
 * account ids let settlement work set-based without resolving account codes: income goes to
 * `incomeAccountId` (the member's balance), the principal sits in `principalAccountId` (the
 * member's locked account, or the platform's trial account) and returns to `returnAccountId`
 * (the member's balance, or promotions for a trial order).
 */
export const FundOrderSchema = defineEntity({
  name: 'FundOrder',
  tableName: 'fund_order',
  indexes: [
    { properties: ['memberId', 'state'] },
    // Covers what a member holds in a fund (the per-member maximum): read from the index alone.
    { properties: ['memberId', 'fundId', 'state', 'amount'] },
    { properties: ['nextDueAt'] },
  ],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    fundId: p.integer(),
    amount: p.bigint(),
    isTrial: p.boolean().default(false),
    trialQuotaId: p.integer().nullable(),
    cycleDays: p.integer(),
    monthlyRateBps: p.integer(),
    grossDaily: p.bigint(),
    memberDaily: p.bigint(),
    feeDaily: p.bigint(),
    dividendDaily: p.bigint(),
    incomeAccountId: p.integer(),
    principalAccountId: p.integer(),
    returnAccountId: p.integer(),
    purchasedAt: p.datetime(3),
    /** `in_progress` | `completed` */
    state: p.string().length(16),
    nextPeriod: p.integer(),
    nextDueAt: p.datetime(3).nullable(),
    completedAt: p.datetime(3).nullable(),
  },
});

export type FundOrder = InferEntity<typeof FundOrderSchema>;
