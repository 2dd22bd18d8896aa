import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's community plan (ADR 0033): a dinner (`tables`), a team-building day or a salon
 * (`people`), with its poster (an image upload of the member's), its video (a finished upload of
 * theirs, attached to this plan only) and its contact phone (E.164). Under review → success or
 * rejected, once, by a reviewer. `createdAt` is when it was submitted.
 */
export const PlanSchema = defineEntity({
  name: 'Plan',
  tableName: 'plan',
  indexes: [{ properties: ['memberId', 'state', 'id'] }, { properties: ['state', 'id'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    kind: p.string().length(8),
    state: p.string().length(8),
    theme: p.string().length(120),
    countryCode: p.string().length(2),
    /** The city's key in the offline list (`IN:DL:New Delhi`, ADR 0034), and its name then. */
    cityId: p.string().length(200),
    cityName: p.string().length(120),
    host: p.string().length(80),
    tables: p.integer().nullable(),
    people: p.integer().nullable(),
    /** The day of the plan, `YYYY-MM-DD`. */
    date: p.string().length(10),
    /** The poster's public path (`/uploads/<name>`). */
    poster: p.string().length(64),
    /** The `video_upload` row of the plan's video (its `plan_id` is this plan's id). */
    videoUploadId: p.integer().unique(),
    /** E.164 (`+919876543210`). */
    phone: p.string().length(20),
    reviewedAt: p.datetime(3).nullable(),
    /** Who reviewed it (`operator:asha`). */
    reviewedBy: p.string().length(80).nullable(),
    refusalReason: p.string().length(24).nullable(),
    refusalNote: p.string().length(500).nullable(),
  },
});

export type Plan = InferEntity<typeof PlanSchema>;
