import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import type { ChatMessageView, ConversationKind } from './chat.contract.ts';
import {
  ChatConversationSchema,
  ChatFileSchema,
  ChatMemberSchema,
  ChatMessageSchema,
} from './chat.entity.ts';
import { socketPolicy } from './socket.policy.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';
import { createChatMessagesService, type ChatMessagesService } from './chat-messages.service.ts';
import { conversationPolicy } from './conversation.policy.ts';
import { createConversationsService, type ConversationsService } from './conversations.service.ts';
import { socialChecks } from './social-checks.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { createInboxService } from './inbox.service.ts';
import { chatFilePolicy } from './chat-file.policy.ts';
import { chatFileRoutes } from './chat-files.routes.ts';
import { createChatFilesService, type ChatFilesService } from './chat-files.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    chat: ChatService;
    conversations: ConversationsService;
    chatMessages: ChatMessagesService;
    chatFiles: ChatFilesService;
  }
}

declare module '../../platform/events.ts' {
  interface DomainEventMap {
    /** A message was stored and sent to the members' rooms (not for a repeated client id). */
    'chat.message.stored': {
      message: ChatMessageView;
      memberIds: number[];
      conversationKind: ConversationKind;
    };
  }
}

/**
 * Chat (ADR 0036): the socket's handshake and binding, conversations and their members, messages
 * with sequence numbers delivered to every member's room, and the files sent in them.
 */
export const chatModule = defineModule({
  name: 'chat',
  entities: [ChatConversationSchema, ChatMemberSchema, ChatMessageSchema, ChatFileSchema],
  policies: [socketPolicy, conversationPolicy, chatFilePolicy],
  services: {
    chat: ({ realtime, clock, config }) =>
      createChatService({ realtime, clock, socketTokenSecret: config.socketTokenSecret }),
    conversations: ({ clock }) => createConversationsService({ clock, social: socialChecks }),
    chatFiles: ({ clock, config }) => createChatFilesService({ clock, dataDir: config.dataDir }),
    chatMessages: ({ em, clock, dialect, realtime, events, lockouts, config, services }) =>
      createChatMessagesService({
        em,
        clock,
        dialect,
        realtime,
        events,
        conversations: services.conversations,
        social: socialChecks,
        sendLimit: lockouts('chat-send', { maxFailures: config.chatMessagesPer10s, windowS: 10, lockS: 10 }),
      }),
  },
  routes: ({ em, services }) => [
    chatRoutes({ chat: services.chat }),
    conversationRoutes({
      em,
      conversations: services.conversations,
      chatMessages: services.chatMessages,
      inbox: createInboxService({ social: socialChecks }),
    }),
    chatFileRoutes({
      em,
      files: services.chatFiles,
      operatorResolver: services.operatorResolver,
      operatorMaySee: (operator, name) => services.serviceDesk.operatorMaySeeFile(operator, name),
    }),
  ],
});
