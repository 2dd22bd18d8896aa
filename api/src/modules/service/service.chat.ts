import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvents } from '../../platform/events.ts';
import type { Services } from '../../platform/module.ts';
import type { ChatMessageView } from '../chat/chat.contract.ts';

// What customer service needs of the chat module, in one place: the conversation is the chat
// module's (`conversations`), its messages are stored and delivered by `chatMessages`, and the
// chat module announces every stored message (`chat.message.stored`).

export type ServiceChat = {
  /** Makes a member's service conversation, with the member in it, in `tx`; answers its id. */
  createConversation(tx: EntityManager, memberId: number): Promise<number>;
  /**
   * Stores an operator's text under the conversation's next sequence number and delivers it to its
   * member (`message`); the same operator's same `clientId` again answers the stored message.
   */
  appendOperatorText(
    em: EntityManager,
    input: { conversationId: number; operator: string; clientId: string; text: string },
  ): Promise<{ message: ChatMessageView; created: boolean }>;
};

export const serviceChatOf = ({ conversations, chatMessages }: Services): ServiceChat => ({
  async createConversation(tx, memberId) {
    return (await conversations.create(tx, 'service', [{ memberId }])).id;
  },
  appendOperatorText: (em, input) =>
    chatMessages.append(em, {
      conversationId: input.conversationId,
      sender: { operator: input.operator },
      clientId: input.clientId,
      kind: 'text',
      text: input.text,
    }),
});

/** A message a member wrote, as the chat module announces it. */
export type MemberMessage = { conversationId: number; memberId: number; messageId: number };

/** Calls `listener` for every message a member (not an operator, not the system) stored in a service conversation. */
export const onMemberMessage = (events: DomainEvents, listener: (written: MemberMessage) => void) =>
  events.on('chat.message.stored', ({ message, conversationKind }) => {
    if (message.sender.kind === 'member' && conversationKind === 'service')
      listener({
        conversationId: message.conversationId,
        memberId: message.sender.memberId,
        messageId: message.id,
      });
  });
