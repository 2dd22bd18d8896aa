import { definePolicy, hasRole, notFoundAs } from '../../platform/policy.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { ServiceTicket } from './service.entity.ts';

/**
 * A member's service conversation, as the console names it (`conversationId`): support operators
 * and admins read and answer it; its member writes in it through the chat module, whose own
 * membership check keeps every other member out.
 */
export const serviceTicketPolicy = definePolicy<Pick<ServiceTicket, 'memberId'>>()({
  resource: 'serviceTicket',
  owned: false,
  refuse: notFoundAs('service.notFound'),
  rules: {
    answer: (actor) => hasRole(actor, OPERATOR_POLICY.service),
  },
});
