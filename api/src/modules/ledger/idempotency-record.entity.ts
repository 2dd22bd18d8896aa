import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A money-moving call a member or an operator made under an `Idempotency-Key`: what was asked (a
 * hash of method, path and body) and the first answer, written in the same transaction as the
 * move. Exactly one of `memberId` and `operatorId` is set; keys are unique per caller.
 */
export const IdempotencyRecordSchema = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_record',
  uniques: [{ properties: ['memberId', 'idemKey'] }, { properties: ['operatorId', 'idemKey'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer().nullable(),
    operatorId: p.integer().nullable(),
    idemKey: p.string().length(128),
    fingerprint: p.string().length(64),
    answer: p.text().nullable(),
  },
});

export type IdempotencyRecord = InferEntity<typeof IdempotencyRecordSchema>;
