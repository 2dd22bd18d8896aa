import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** Someone who runs the platform (ADR 0011): a separate account from members, with one role. */
export const OperatorSchema = defineEntity({
  name: 'Operator',
  tableName: 'operator',
  properties: {
    ...baseProperties,
    /** Lower-cased: `[a-z0-9._-]`, 3–40 characters. */
    username: p.string().length(40).unique(),
    displayName: p.string().length(80),
    /** Argon2id (PHC string), the same helper as members' login passwords. */
    passwordHash: p.string().length(255),
    /** `admin` | `finance` | `support` (`operator.policy.ts`). */
    role: p.string().length(16),
    disabled: p.boolean().default(false),
    lastLoginAt: p.datetime(3).nullable(),
  },
});

export type Operator = InferEntity<typeof OperatorSchema>;
