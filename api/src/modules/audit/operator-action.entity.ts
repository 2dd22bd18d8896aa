import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** Something an operator did (CLI or operator API), with who did it and the details. */
export const OperatorActionSchema = defineEntity({
  name: 'OperatorAction',
  tableName: 'operator_action',
  indexes: [
    { properties: ['createdAt'] },
    // The console's audit log filters by who and by what; a member's page lists the actions about them.
    { properties: ['actor', 'createdAt'] },
    { properties: ['action', 'createdAt'] },
    { properties: ['memberId', 'id'] },
  ],
  properties: {
    ...baseProperties,
    actor: p.string().length(80),
    action: p.string().length(40),
    detail: p.text(),
    /** The member the action is about (`detail.memberId`), null when it is about no one member. */
    memberId: p.integer().nullable(),
    /** Why the operator did it, in their words; required by some actions, optional elsewhere. */
    reason: p.string().length(255).nullable(),
  },
});

export type OperatorAction = InferEntity<typeof OperatorActionSchema>;
