import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A paid run of the VIP5 weekly reserve dividend (ADR 0031): one per platform week, its Monday in
 * India. The unique week decides which process pays it; the row is written in the same
 * transaction as the payouts and the journal entry, so a row is always a paid run.
 */
export const DividendRunSchema = defineEntity({
  name: 'DividendRun',
  tableName: 'dividend_run',
  properties: {
    ...baseProperties,
    /** `YYYY-MM-DD`, the Monday (India) of the week paid for. */
    week: p.string().length(10).unique(),
    /** The share of the reserve fund paid, in basis points, as set when the run was made. */
    shareBps: p.integer(),
    /** The reserve fund's INR balance the total was taken from, in paise. */
    reserve: p.bigint(),
    /** ⌊reserve × share⌋, in paise: the sum of the payouts. */
    total: p.bigint(),
    /** Members paid (a part of at least one paisa). */
    members: p.integer(),
    /** Σ of the weights of every VIP5 member holding something (paid or not), in paise. */
    weightTotal: p.bigint(),
    /** The `vip_dividend` journal entry that paid it. */
    entryId: p.integer(),
    /** Who ran it: `system:dividend` (the job), `operator:<name>` or `cli:<user>`. */
    actor: p.string().length(80),
    finishedAt: p.datetime(3),
  },
});

export type DividendRun = InferEntity<typeof DividendRunSchema>;

/** A member's part of a run (only parts of at least one paisa are kept). */
export const DividendPayoutSchema = defineEntity({
  name: 'DividendPayout',
  tableName: 'dividend_payout',
  indexes: [{ properties: ['memberId', 'runId'] }],
  properties: {
    runId: p.integer().primary().autoincrement(false),
    memberId: p.integer().primary().autoincrement(false),
    /** What the member held in products at the run, in paise (`HELD_BY_MEMBER_SQL`). */
    weight: p.bigint(),
    amount: p.bigint(),
  },
});

export type DividendPayout = InferEntity<typeof DividendPayoutSchema>;
