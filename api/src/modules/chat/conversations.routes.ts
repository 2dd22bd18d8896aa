import type { EntityManager } from '@mikro-orm/core';
import type { Paged } from '../../contract/index.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type {
  ChatMessageView,
  ChatUnreadAnswer,
  ConversationInfo,
  ConversationSummary,
  MessagePage,
  OpenConversationAnswer,
  ReadMessagesAnswer,
} from './chat.contract.ts';
import type { ChatMessagesService } from './chat-messages.service.ts';
import type { ConversationsService } from './conversations.service.ts';
import {
  ConversationInfoSchema,
  ConversationListSchema,
  MessageHistorySchema,
  MessagesSinceSchema,
  OpenConversationSchema,
  ReadMessagesSchema,
  SendMessageSchema,
} from './conversations.schema.ts';
import type { InboxService } from './inbox.service.ts';

type Deps = {
  em: EntityManager;
  conversations: ConversationsService;
  chatMessages: ChatMessagesService;
  inbox: InboxService;
};

/** A member's conversations and messages (ADR 0036), under the chat host path. */
export const conversationRoutes = ({ em, conversations, chatMessages, inbox }: Deps) =>
  defineRoutes('/chat', (route) => {
    route.post(
      '/conversation/list',
      { guard: guard.member, body: ConversationListSchema },
      async (ctx, { actor, body }) => {
        const answer: Paged<ConversationSummary> = await inbox.list(em, actor, body);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/conversation/open',
      { guard: guard.member, body: OpenConversationSchema },
      async (ctx, { actor, body }) => {
        const conversation = await conversations.openDirect(em, actor.id, body.friendId);
        const answer: OpenConversationAnswer = { conversationId: conversation.id };
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/conversation/info',
      { guard: guard.member, body: ConversationInfoSchema },
      async (ctx, { actor, body }) => {
        const answer: ConversationInfo = await inbox.info(em, actor, body.conversationId);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/message/send',
      { guard: guard.member, body: SendMessageSchema },
      async (ctx, { actor, body }) => {
        const answer: ChatMessageView = await chatMessages.send(em, actor, body);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/message/history',
      { guard: guard.member, body: MessageHistorySchema },
      async (ctx, { actor, body }) => {
        const answer: MessagePage = await chatMessages.history(em, actor, body);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/message/since',
      { guard: guard.member, body: MessagesSinceSchema },
      async (ctx, { actor, body }) => {
        const answer: MessagePage = await chatMessages.since(em, actor, body);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/message/read',
      { guard: guard.member, body: ReadMessagesSchema },
      async (ctx, { actor, body }) => {
        const answer: ReadMessagesAnswer = await chatMessages.read(em, actor, body);
        sendOk(ctx, answer);
      },
    );

    route.post('/unread', { guard: guard.member }, async (ctx, { actor }) => {
      const answer: ChatUnreadAnswer = await inbox.unread(em, actor);
      sendOk(ctx, answer);
    });
  });
