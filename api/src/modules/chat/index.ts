import { defineModule } from '../../platform/module.ts';
import {
  ChatConversationSchema,
  ChatFileSchema,
  ChatMemberSchema,
  ChatMessageSchema,
} from './chat.entity.ts';
import { socketPolicy } from './socket.policy.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    chat: ChatService;
  }
}

/** The HTTP side of the chat socket: handshake tokens, binding a socket to its member, quitting. */
export const chatModule = defineModule({
  name: 'chat',
  entities: [ChatConversationSchema, ChatMemberSchema, ChatMessageSchema, ChatFileSchema],
  policies: [socketPolicy],
  services: {
    chat: ({ realtime, clock, config }) =>
      createChatService({ realtime, clock, socketTokenSecret: config.socketTokenSecret }),
  },
  routes: ({ services }) => [chatRoutes({ chat: services.chat })],
});
