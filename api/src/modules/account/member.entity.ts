import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A member account: mailbox login, security settings and profile. */
export const MemberSchema = defineEntity({
  name: 'Member',
  tableName: 'member',
  properties: {
    ...baseProperties,
    /** Lower-cased and trimmed. */
    mailbox: p.string().length(254).unique(),
    /** Argon2id (PHC string). */
    passwordHash: p.string().length(255),
    nickname: p.string().length(40),
    avatar: p.string().length(255).nullable(),
    inviteCode: p.string().length(16).unique(),
    inviterId: p.integer().nullable().index(),
    vipLevel: p.integer().default(0),
    lang: p.string().length(8),
    /** HMAC-SHA256 of the 6 digits with APP_SECRET; null until set. */
    paymentPasswordHash: p.string().length(64).nullable(),
    /** The bound authenticator secret, sealed with AES-256-GCM. */
    totpSecret: p.string().length(255).nullable(),
    /** A prepared secret waiting for its first code, sealed the same way. */
    totpPendingSecret: p.string().length(255).nullable(),
    /** The last accepted time step of the bound secret: a code is accepted once. */
    totpLastStep: p.bigint('number').nullable(),
    withdrawLockedUntil: p.datetime(3).nullable(),
    /** Set by an operator: no login and no session while set. */
    loginFrozenAt: p.datetime(3).nullable(),
    /** Set by an operator: no money leaves the platform for this member while set. */
    withdrawalFrozenAt: p.datetime(3).nullable(),
    /** The reason of the latest freeze still in force, shown to operators. */
    frozenReason: p.string().length(255).nullable(),
  },
});

export type Member = InferEntity<typeof MemberSchema>;
