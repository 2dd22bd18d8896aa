import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A money-moving call a member made under an `Idempotency-Key`: what was asked (a hash of
 * method, path and body) and the first answer, written in the same transaction as the move.
 */
export const IdempotencyRecordSchema = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_record',
  uniques: [{ properties: ['memberId', 'idemKey'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    idemKey: p.string().length(128),
    fingerprint: p.string().length(64),
    answer: p.text().nullable(),
  },
});

export type IdempotencyRecord = InferEntity<typeof IdempotencyRecordSchema>;
