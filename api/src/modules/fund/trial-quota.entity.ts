import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A trial (experience) quota: one fund order whose principal the platform lends from promotions
 * and takes back at maturity; the member keeps the income. Granted by an operator (and later by
 * 30 days of check-in); used once (`unused` → `used`, conditional update).
 */
export const TrialQuotaSchema = defineEntity({
  name: 'TrialQuota',
  tableName: 'trial_quota',
  indexes: [{ properties: ['memberId', 'state'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    amount: p.bigint(),
    /** null: usable for any fund. */
    fundId: p.integer().nullable(),
    expiresAt: p.datetime(3).nullable(),
    /** `unused` | `used` */
    state: p.string().length(8),
    orderId: p.integer().nullable(),
    usedAt: p.datetime(3).nullable(),
    grantedBy: p.string().length(80),
  },
});

export type TrialQuota = InferEntity<typeof TrialQuotaSchema>;
