import { definePolicy, hasRole, isMember, isSystem, notFoundAs } from '../../platform/policy.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';

/**
 * A member's account: the member themselves; operators who read (finance, support) name it when
 * they act for them (a deposit credited to them); the platform itself.
 */
export const memberPolicy = definePolicy<{ id: number }>()({
  resource: 'member',
  owned: false,
  refuse: notFoundAs('deposit.memberNotFound'),
  rules: {
    read: (actor, member) =>
      isMember(actor, member.id) || hasRole(actor, OPERATOR_POLICY.read) || isSystem(actor),
  },
});
