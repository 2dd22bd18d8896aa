import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A day a member checked in (or made up, for a fee), on the platform's calendar (India, ADR 0026).
 * One row per member and day: two check-ins sent at once count once.
 */
export const CheckInDaySchema = defineEntity({
  name: 'CheckInDay',
  tableName: 'checkin_day',
  uniques: [{ properties: ['memberId', 'day'] }],
  indexes: [{ properties: ['memberId', 'runStart'] }, { properties: ['day'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    /** `YYYY-MM-DD`, the day in India: sorts as text in both dialects. */
    day: p.string().length(10),
    /** The first day of the 30-day run the day belongs to. */
    runStart: p.string().length(10),
    madeUp: p.boolean().default(false),
    /** Paise paid for a make-up (0 for a check-in on the day). */
    fee: p.bigint().default(0),
  },
});

export type CheckInDay = InferEntity<typeof CheckInDaySchema>;

/** The trial quota a member earned with a full run: once per account, ever (the unique member). */
export const CheckInRewardSchema = defineEntity({
  name: 'CheckInReward',
  tableName: 'checkin_reward',
  properties: {
    ...baseProperties,
    memberId: p.integer().unique(),
    runStart: p.string().length(10),
    trialQuotaId: p.integer(),
  },
});

export type CheckInReward = InferEntity<typeof CheckInRewardSchema>;
