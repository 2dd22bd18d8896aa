import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A verification code mailed for one purpose; only its keyed hash is kept. */
export const MailCodeSchema = defineEntity({
  name: 'MailCode',
  tableName: 'mail_code',
  indexes: [{ properties: ['mailbox', 'scene'] }],
  properties: {
    ...baseProperties,
    mailbox: p.string().length(254),
    scene: p.string().length(32),
    codeHash: p.string().length(64),
    expiresAt: p.datetime(3),
    attempts: p.integer().default(0),
    usedAt: p.datetime(3).nullable(),
  },
});

export type MailCode = InferEntity<typeof MailCodeSchema>;
