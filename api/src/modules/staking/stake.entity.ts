import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's stake. The principal sits in the member's `staking` account with the income accrued
 * into it day by day. `nextDay`/`nextDueAt` are the accrual cursor of the current term (day n is
 * due at start + n × 24 h); null once the term's last day is recorded.
 *
 * in_progress → completed (term over, income still waiting for the pool) → claimable (until
 * `claimDeadline`) → claimed, or expired (paid back by itself). "Continue" and auto-compounding
 * start term `term + 1` on the same row.
 */
export const StakeSchema = defineEntity({
  name: 'Stake',
  tableName: 'stake',
  indexes: [
    { properties: ['memberId', 'state'] },
    { properties: ['planId', 'state'] },
    { properties: ['nextDueAt'] },
    { properties: ['state', 'claimDeadline'] },
  ],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    planId: p.integer(),
    asset: p.string().length(8),
    principal: p.bigint(),
    annualRateBps: p.integer(),
    /** `principal × rate ÷ 365`, rounded down: what each day of the term pays. */
    dailyIncome: p.bigint(),
    termDays: p.integer(),
    term: p.integer().default(1),
    startAt: p.datetime(3),
    endAt: p.datetime(3),
    nextDay: p.integer(),
    nextDueAt: p.datetime(3).nullable(),
    /** Income recorded in the current term (paid or waiting). */
    termIncome: p.bigint().default(0),
    /** Income of every term, paid out or compounded. */
    totalIncome: p.bigint().default(0),
    autoCompound: p.boolean().default(false),
    /** `in_progress` | `completed` | `claimable` | `claimed` | `expired` */
    state: p.string().length(16),
    claimDeadline: p.datetime(3).nullable(),
    closedAt: p.datetime(3).nullable(),
    /** Paid out at the end (claim or expiry). */
    paidOut: p.bigint().nullable(),
    stakeAccountId: p.integer(),
    /** The member's balance (INR) or USDT account: where a claim pays. */
    payAccountId: p.integer(),
  },
});

export type Stake = InferEntity<typeof StakeSchema>;

/** One day's income of a stake's term; the unique (stake, term, day) key pays it once. */
export const StakeIncomeSchema = defineEntity({
  name: 'StakeIncome',
  tableName: 'stake_income',
  uniques: [{ properties: ['stakeId', 'term', 'day'] }],
  indexes: [{ properties: ['state', 'planId'] }],
  properties: {
    ...baseProperties,
    stakeId: p.integer(),
    planId: p.integer(),
    memberId: p.integer(),
    accountId: p.integer(),
    term: p.integer(),
    day: p.integer(),
    amount: p.bigint(),
    dueAt: p.datetime(3),
    /** `pending` (the plan's pool cannot pay yet) | `paid` */
    state: p.string().length(8),
    batchKey: p.string().length(32),
    paidAt: p.datetime(3).nullable(),
  },
});

export type StakeIncome = InferEntity<typeof StakeIncomeSchema>;
