import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A conversation (ADR 0036): two friends (`direct`, one per pair: `directKey` is `<lower id>:<higher
 * id>`), a group (`group`, its `chat_group` row) or a member with the service desk (`service`, its
 * `service_ticket` row). `lastSeq` is the sequence number of its newest message; each message takes
 * the next one under this row's lock, so delivery order is the order of `seq`.
 */
export const ChatConversationSchema = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversation',
  properties: {
    ...baseProperties,
    kind: p.string().length(8),
    directKey: p.string().length(24).nullable().unique(),
    lastSeq: p.integer().default(0),
    lastMessageAt: p.datetime(3).nullable(),
  },
});

export type ChatConversation = InferEntity<typeof ChatConversationSchema>;

/**
 * Who is in a conversation, with their role in a group (`owner`, `admin`, `member`; `member` in a
 * direct or service conversation) and the last sequence number they have read (their unread count
 * is `lastSeq − lastReadSeq`). A member who leaves or is removed loses the row.
 */
export const ChatMemberSchema = defineEntity({
  name: 'ChatMember',
  tableName: 'chat_member',
  indexes: [{ properties: ['memberId', 'conversationId'] }],
  properties: {
    conversationId: p.integer().primary(),
    memberId: p.integer().primary(),
    role: p.string().length(8).default('member'),
    lastReadSeq: p.integer().default(0),
    joinedAt: p.datetime(3),
  },
});

export type ChatMember = InferEntity<typeof ChatMemberSchema>;

/**
 * One message: `text`, `image` or `voice` (its file in `fileName`, a voice's length in
 * `durationMs`), or `system` (a group event, `body` a key with its values as JSON). Sent by a
 * member (`senderId`) or, in a service conversation, by a support operator (`senderOperator`).
 * `clientId` is the sender's own id for it, so a message sent twice is stored once.
 */
export const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  uniques: [
    { properties: ['conversationId', 'seq'] },
    { properties: ['conversationId', 'senderId', 'clientId'] },
  ],
  properties: {
    ...baseProperties,
    conversationId: p.integer(),
    seq: p.integer(),
    senderId: p.integer().nullable(),
    senderOperator: p.string().length(80).nullable(),
    clientId: p.string().length(64),
    kind: p.string().length(8),
    body: p.text(),
    // Indexed: reading a chat file asks whether a message of one of the reader's conversations carries it.
    fileName: p.string().length(64).nullable().index(),
    durationMs: p.integer().nullable(),
  },
});

export type ChatMessage = InferEntity<typeof ChatMessageSchema>;

/**
 * A file sent in a conversation (an image or a voice recording), kept apart from public uploads:
 * it is served only to members of a conversation one of whose messages carries it.
 */
export const ChatFileSchema = defineEntity({
  name: 'ChatFile',
  tableName: 'chat_file',
  properties: {
    ...baseProperties,
    memberId: p.integer().nullable().index(),
    operator: p.string().length(80).nullable(),
    name: p.string().length(64).unique(),
    kind: p.string().length(8),
    mime: p.string().length(40),
    size: p.integer(),
    durationMs: p.integer().nullable(),
  },
});

export type ChatFile = InferEntity<typeof ChatFileSchema>;
