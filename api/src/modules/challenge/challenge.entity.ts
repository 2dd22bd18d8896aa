import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A promotion challenge (ADR 0029): a window in which members who reached a VIP level may apply,
 * targets to meet inside the window, and a reward paid once from promotions after it ends.
 * Money in paise; a target of 0 is no target.
 */
export const ChallengeSchema = defineEntity({
  name: 'Challenge',
  tableName: 'challenge',
  indexes: [{ properties: ['state', 'endsAt'] }, { properties: ['endsAt'] }],
  properties: {
    ...baseProperties,
    titleHiIn: p.string().length(120),
    titleEnUs: p.string().length(120),
    titleZhCn: p.string().length(120),
    descriptionHiIn: p.text(),
    descriptionEnUs: p.text(),
    descriptionZhCn: p.text(),
    startsAt: p.datetime(3),
    endsAt: p.datetime(3),
    /** The VIP level a member must have reached to apply (a member without a level is VIP0). */
    minVipLevel: p.integer(),
    /** Invested from the balance into products inside the window, in paise (0: no target). */
    minInvested: p.bigint(),
    /** Members the entrant invited directly who registered inside the window (0: no target). */
    minReferrals: p.integer(),
    /** Paid to each entrant who met every target, in paise, from `platform:promotions:INR`. */
    reward: p.bigint(),
    /** `published` → `settled` (every entry judged and every met one paid, in one transaction). */
    state: p.string().length(16),
    settledAt: p.datetime(3).nullable(),
  },
});

export type Challenge = InferEntity<typeof ChallengeSchema>;

/**
 * A member's entry in a challenge: one per member and challenge. Judged when the challenge is
 * settled: `outcome` met or unmet, with the figures it was judged on, and the reward's journal
 * entry when paid.
 */
export const ChallengeEntrySchema = defineEntity({
  name: 'ChallengeEntry',
  tableName: 'challenge_entry',
  uniques: [{ properties: ['challengeId', 'memberId'] }],
  indexes: [{ properties: ['memberId'] }],
  properties: {
    ...baseProperties,
    challengeId: p.integer(),
    memberId: p.integer(),
    /** `met` | `unmet`; null until the challenge is settled. */
    outcome: p.string().length(8).nullable(),
    /** What the member invested in the window, as judged (paise). */
    invested: p.bigint().nullable(),
    /** Direct referrals registered in the window, as judged. */
    referrals: p.integer().nullable(),
    /** The `challenge_reward` journal entry that paid the reward. */
    rewardEntryId: p.integer().nullable(),
  },
});

export type ChallengeEntry = InferEntity<typeof ChallengeEntrySchema>;
