import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * An operator's login: only the token's SHA-256 is kept. A table of its own, apart from members'
 * `session`, so an operator token can never be taken for a member's or the other way round.
 */
export const OperatorSessionSchema = defineEntity({
  name: 'OperatorSession',
  tableName: 'operator_session',
  properties: {
    ...baseProperties,
    operatorId: p.integer().index(),
    tokenHash: p.string().length(64).unique(),
    client: p.string().length(64),
    ip: p.string().length(64),
    expiresAt: p.datetime(3),
    revokedAt: p.datetime(3).nullable(),
  },
});

export type OperatorSession = InferEntity<typeof OperatorSessionSchema>;
