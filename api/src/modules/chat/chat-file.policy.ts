import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';

/**
 * A chat file is readable by its uploader and by members of a conversation with a message carrying
 * it, or by the service desk for a service conversation's (`shared`, looked up for the caller);
 * anyone else is told it does not exist.
 */
export const chatFilePolicy = definePolicy<{ memberId: number | null; shared: boolean }>()({
  resource: 'chatFile',
  owned: true,
  refuse: notFoundAs('chat.fileNotFound'),
  rules: {
    read: (actor, file) => (file.memberId !== null && isMember(actor, file.memberId)) || file.shared,
  },
});
