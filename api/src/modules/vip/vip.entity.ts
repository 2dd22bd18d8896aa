import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A VIP level (0–5) as operators set it (ADR 0028): what a member must reach and what it gives.
 * Requirements are in INR paise and member counts; benefits that change money are enforced where
 * the money moves (the withdrawal daily limit and fee).
 */
export const VipLevelSchema = defineEntity({
  name: 'VipLevel',
  tableName: 'vip_level',
  properties: {
    level: p.integer().primary().autoincrement(false),
    /** Held in products now (fund principal, equity at cost, stakes), in paise. */
    minHeld: p.bigint(),
    /** Members the member invited directly. */
    minDirect: p.integer(),
    /** Held in products by the member's team (three levels), in paise. */
    minTeamHeld: p.bigint(),
    /** Added to the daily withdrawal limit, in USDT micro-units. */
    withdrawalLimitBonus: p.bigint(),
    /** Taken off the withdrawal fee, in basis points of the fee (10000 = no fee). */
    withdrawalFeeDiscountBps: p.integer(),
    updatedAt: p.datetime(3),
  },
});

export type VipLevel = InferEntity<typeof VipLevelSchema>;

/**
 * A member's rise from one level to another (the level itself is `member.vip_level`): when each
 * level was reached, for the member and for operators. Levels only rise by themselves (ADR 0028).
 */
export const VipPromotionSchema = defineEntity({
  name: 'VipPromotion',
  tableName: 'vip_promotion',
  indexes: [{ properties: ['memberId', 'toLevel'] }],
  properties: {
    id: p.integer().primary(),
    memberId: p.integer(),
    fromLevel: p.integer(),
    toLevel: p.integer(),
    createdAt: p.datetime(3),
  },
});

export type VipPromotion = InferEntity<typeof VipPromotionSchema>;
