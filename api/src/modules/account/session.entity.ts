import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A login on one device: the token itself is never stored, only its SHA-256. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    ...baseProperties,
    memberId: p.integer().index(),
    tokenHash: p.string().length(64).unique(),
    client: p.string().length(64),
    ip: p.string().length(64),
    expiresAt: p.datetime(3),
    revokedAt: p.datetime(3).nullable(),
    /** Why the session ended early (`SessionEndReason`), told to the device that still holds it. */
    revokedReason: p.string().length(32).nullable(),
  },
});

export type Session = InferEntity<typeof SessionSchema>;
