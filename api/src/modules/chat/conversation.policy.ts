import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';
import type { ChatMember } from './chat.entity.ts';

/**
 * A conversation is its members': the policy looks at the caller's own `chat_member` row (none →
 * refused with "not found", as for a conversation that does not exist).
 */
export const conversationPolicy = definePolicy<Pick<ChatMember, 'memberId'>>()({
  resource: 'conversation',
  owned: true,
  refuse: notFoundAs('chat.conversationNotFound'),
  rules: {
    view: (actor, membership) => isMember(actor, membership.memberId),
    send: (actor, membership) => isMember(actor, membership.memberId),
  },
});
