import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** One security event of a member, with where it came from. */
export const AuditEventSchema = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_event',
  indexes: [{ properties: ['memberId', 'createdAt'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    type: p.string().length(40),
    ip: p.string().length(64),
    client: p.string().length(64),
    /** The browser and system the request came from ("Chrome · Android"), null when not told. */
    device: p.string().length(64).nullable(),
  },
});

export type AuditEvent = InferEntity<typeof AuditEventSchema>;
