import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A mail kept instead of sent, when no SMTP server is configured (development). */
export const OutboxMailSchema = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mail',
  properties: {
    ...baseProperties,
    recipient: p.string().length(254).index(),
    subject: p.string().length(200),
    text: p.text(),
  },
});

export type OutboxMail = InferEntity<typeof OutboxMailSchema>;
