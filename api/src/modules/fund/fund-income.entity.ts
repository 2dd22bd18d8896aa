import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * One period's income of one order: unique on (order, period), which is what makes settlement
 * idempotent across reruns and processes. `paid` rows were paid by the ledger entry of their
 * `batchKey`; `pending` rows are due but wait for the fund's income pool.
 */
export const FundIncomeSchema = defineEntity({
  name: 'FundIncome',
  tableName: 'fund_income',
  uniques: [{ properties: ['orderId', 'period'] }],
  indexes: [{ properties: ['memberId', 'paidAt'] }, { properties: ['state', 'fundId'] }],
  properties: {
    ...baseProperties,
    orderId: p.integer(),
    period: p.integer(),
    fundId: p.integer(),
    memberId: p.integer(),
    /** The member's balance account the member share goes to. */
    accountId: p.integer(),
    dueAt: p.datetime(3),
    gross: p.bigint(),
    memberAmount: p.bigint(),
    fee: p.bigint(),
    dividend: p.bigint(),
    /** `paid` | `pending` */
    state: p.string().length(8),
    batchKey: p.string().length(40),
    paidAt: p.datetime(3).nullable(),
  },
});

export type FundIncome = InferEntity<typeof FundIncomeSchema>;
