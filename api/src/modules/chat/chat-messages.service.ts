import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken } from '../../platform/crypto.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Lockout } from '../../platform/rate-limit.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import { runInOrder } from '../ledger/sql.ts';
import { ChatGroupSchema } from '../groups/group.entity.ts';
import type { ChatMessageView, MessageKind, MessagePage, ReadMessagesAnswer } from './chat.contract.ts';
import { ChatFileSchema, ChatMemberSchema, ChatMessageSchema, type ChatConversation } from './chat.entity.ts';
import { presentMessages } from './chat.presenter.ts';
import { conversationPolicy } from './conversation.policy.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { SocialChecks } from './social-checks.ts';
import { createMessageWriter, type MessageDraft } from './message-writer.ts';

/** A unique key met twice (MariaDB `ER_DUP_ENTRY`, SQLite `UNIQUE constraint failed`). */
const isDuplicate = (error: unknown) =>
  error instanceof UniqueConstraintViolationException ||
  (error as { code?: unknown }).code === 'ER_DUP_ENTRY' ||
  /UNIQUE constraint failed/.test(String((error as { message?: unknown }).message ?? ''));

/** Who sends: a member, a support operator (service conversations), or nobody (a system message). */
export type AppendSender = { memberId: number } | { operator: string } | null;

export type AppendInput = {
  conversationId: number;
  sender: AppendSender;
  /** The sender's own id for the message (de-duplication); a system message may leave it out. */
  clientId?: string;
  kind: MessageKind;
  text?: string;
  fileName?: string | null;
  durationMs?: number | null;
  /** A system message: a message key of the chat remote and its values. */
  system?: { key: string; values: Record<string, string | number> };
  /**
   * A system message: the member whose act it tells ("X approved Y"), who has read it as it is
   * stored, as a sender has read their own message.
   */
  readBy?: number;
};

export type AppendResult = { message: ChatMessageView; created: boolean };

export type SendInput = {
  conversationId: number;
  clientId: string;
  kind: 'text' | 'image' | 'voice';
  text?: string | undefined;
  fileName?: string | undefined;
};

type ScreenKey = { conversationId: number; memberId: number; clientId: string };
/** A sender's membership as a send sees it (none: not a member, or no such conversation). */
type Screened = { kind: string; dissolved: boolean; peerId: number | null; sameId: number | null };

/** Messages older than `beforeSeq` a page asks for at most. */
export const HISTORY_MAX_ROWS = 50;
/** Messages one `since` answers at most; `more` says to ask again. */
export const SINCE_MAX_ROWS = 500;

type Deps = {
  /** The global entity manager: the message writer forks it for each batch. */
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  realtime: Realtime;
  events: DomainEvents;
  conversations: ConversationsService;
  social: SocialChecks;
  /** Counts each member's messages (`chat.rateLimited` past the limit). */
  sendLimit: Lockout;
};

/**
 * Messages (ADR 0036): stored under the conversation row's lock with the next sequence number,
 * committed, then sent to every member's room. The same (conversation, sender, client id) again
 * answers the stored message: nothing is stored or delivered twice.
 */
export function createChatMessagesService({
  em,
  clock,
  dialect,
  realtime,
  events,
  conversations,
  social,
  sendLimit,
}: Deps) {
  const writer = createMessageWriter({ em, dialect, clock, realtime, events });

  // What a member's message needs to know, for the sends that arrived in the same turn of the event
  // loop at once: membership, the conversation's kind, the other member of a direct one, a group's
  // dissolution and a message already stored with this client id. Nothing is cached.
  const screening = new DataLoader<ScreenKey, Screened | undefined>(
    async (keys) => {
      const pairs = keys.map(() => '(m.conversation_id = ? and m.member_id = ?)').join(' or ');
      const sames = keys.map(() => '(conversation_id = ? and sender_id = ? and client_id = ?)').join(' or ');
      const [found, same] = await runInOrder(em.fork(), dialect, [
        {
          sql: `select m.conversation_id, m.member_id, c.kind, g.dissolved_at,
                  (select p.member_id from chat_member p
                    where p.conversation_id = c.id and p.member_id <> m.member_id limit 1) as peer_id
                from chat_member m join chat_conversation c on c.id = m.conversation_id
                left join chat_group g on g.conversation_id = c.id
                where ${pairs}`,
          params: keys.flatMap((key) => [key.conversationId, key.memberId]),
        },
        {
          sql: `select id, conversation_id, sender_id, client_id from chat_message where ${sames}`,
          params: keys.flatMap((key) => [key.conversationId, key.memberId, key.clientId]),
        },
      ]);
      const sameIds = new Map(
        same!.rows.map((row) => [
          `${Number(row.conversation_id)}:${Number(row.sender_id)}:${String(row.client_id)}`,
          Number(row.id),
        ]),
      );
      const rows = new Map(
        found!.rows.map((row) => [`${Number(row.conversation_id)}:${Number(row.member_id)}`, row]),
      );
      return keys.map((key) => {
        const row = rows.get(`${key.conversationId}:${key.memberId}`);
        return (
          row && {
            kind: String(row.kind),
            dissolved: row.dissolved_at != null,
            peerId: row.peer_id == null ? null : Number(row.peer_id),
            sameId: sameIds.get(`${key.conversationId}:${key.memberId}:${key.clientId}`) ?? null,
          }
        );
      });
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (read) => setImmediate(read) },
  );

  async function append(callerEm: EntityManager, input: AppendInput): Promise<AppendResult> {
    // Delivery follows the commit: inside a caller's transaction it would announce what may roll back.
    if (callerEm.isInTransaction())
      throw new Error('chatMessages.append commits itself: call it outside a transaction');
    const senderId = input.sender && 'memberId' in input.sender ? input.sender.memberId : null;
    const draft: MessageDraft = {
      conversationId: input.conversationId,
      senderId,
      readBy: senderId ?? input.readBy ?? null,
      senderOperator: input.sender && 'operator' in input.sender ? input.sender.operator.slice(0, 80) : null,
      clientId: input.clientId ?? `system-${randomToken(12)}`,
      kind: input.kind,
      body:
        input.kind === 'system'
          ? JSON.stringify(input.system ?? {})
          : input.kind === 'text'
            ? (input.text ?? '')
            : '',
      fileName: input.fileName ?? null,
      durationMs: input.durationMs ?? null,
    };
    try {
      return await writer.write(draft);
    } catch (error) {
      // Another process stored the same client id in the same instant: its message is the answer.
      if (!isDuplicate(error)) throw error;
      const { conversationId, senderId, senderOperator, clientId } = draft;
      const existing = await callerEm.findOneOrFail(
        ChatMessageSchema,
        { conversationId, senderId, senderOperator, clientId },
        { disableIdentityMap: true },
      );
      return { message: (await presentMessages(callerEm, [existing]))[0]!, created: false };
    }
  }

  /** The caller's membership of a conversation they may see (else "not found"), and the conversation. */
  async function visible(em: EntityManager, actor: MemberActor, conversationId: number) {
    const membership = await conversations.membership(em, conversationId, actor.id);
    authorize(actor, conversationPolicy, 'view', membership);
    const conversation = (await conversations.find(em, conversationId))!;
    return { membership, conversation };
  }

  /** Refuses a message to a friend no more, between blocked members, or in a dissolved group. */
  async function assertOpen(em: EntityManager, conversation: ChatConversation, memberId: number) {
    const members = conversation.kind === 'direct' ? await conversations.membersOf(em, conversation.id) : [];
    const group =
      conversation.kind === 'group'
        ? await em.findOne(ChatGroupSchema, { conversationId: conversation.id }, { refresh: true })
        : null;
    await refuseClosed(em, memberId, {
      kind: conversation.kind,
      peerId: members.find((member) => member.memberId !== memberId)?.memberId ?? null,
      dissolved: Boolean(group?.dissolvedAt),
    });
  }

  async function refuseClosed(
    em: EntityManager,
    memberId: number,
    conversation: { kind: string; peerId: number | null; dissolved: boolean },
  ) {
    if (conversation.kind === 'direct') {
      const peer = conversation.peerId;
      if (peer === null) throw new ApiError(409, 'chat.notFriends', { data: { code: 'not_friends' } });
      if (await social.eitherBlocked(em, memberId, peer))
        throw new ApiError(409, 'chat.blocked', { data: { code: 'blocked' } });
      if (!(await social.areFriends(em, memberId, peer)))
        throw new ApiError(409, 'chat.notFriends', { data: { code: 'not_friends' } });
    }
    if (conversation.kind === 'group' && conversation.dissolved)
      throw new ApiError(409, 'chat.groupDissolved', { data: { code: 'closed' } });
  }

  /** The sender's own chat file of that kind, or a 422 naming `fileName`. */
  async function ownFile(
    em: EntityManager,
    memberId: number,
    name: string | undefined,
    kind: 'image' | 'voice',
  ) {
    const file = name ? await em.findOne(ChatFileSchema, { name, memberId, kind }) : null;
    if (!file) throw new ApiError(422, 'chat.fileInvalid', { data: { field: 'fileName' } });
    return file;
  }

  return {
    append,
    assertOpen,

    /** A member's message, checked (membership, friends, blocks, a dissolved group, the rate limit). */
    async send(em: EntityManager, actor: MemberActor, input: SendInput): Promise<ChatMessageView> {
      const row = await screening.load({
        conversationId: input.conversationId,
        memberId: actor.id,
        clientId: input.clientId,
      });
      if (!row) throw conversationPolicy.refuse();
      authorize(actor, conversationPolicy, 'send', { memberId: actor.id });
      // Sent again (a retry after a lost answer): the stored message, whatever has changed since.
      if (row.sameId !== null) {
        const same = await em.findOneOrFail(
          ChatMessageSchema,
          { id: row.sameId },
          { disableIdentityMap: true },
        );
        return (await presentMessages(em, [same]))[0]!;
      }
      await refuseClosed(em, actor.id, {
        kind: row.kind,
        peerId: row.peerId,
        dissolved: row.dissolved,
      });
      const file = input.kind === 'text' ? null : await ownFile(em, actor.id, input.fileName, input.kind);
      const key = String(actor.id);
      await sendLimit.exclusive(key, async () => {
        await sendLimit.assertOpen(key, 'chat.rateLimited');
        await sendLimit.fail(key);
      });
      const appended = await append(em, {
        conversationId: input.conversationId,
        sender: { memberId: actor.id },
        clientId: input.clientId,
        kind: input.kind,
        text: input.text ?? '',
        fileName: file?.name ?? null,
        durationMs: file?.durationMs ?? null,
      });
      return appended.message;
    },

    /** Older messages than `beforeSeq` (the newest when absent), oldest first. */
    async history(
      em: EntityManager,
      actor: MemberActor,
      query: { conversationId: number; beforeSeq?: number | undefined; rows: number },
    ): Promise<MessagePage> {
      await visible(em, actor, query.conversationId);
      const rows = Math.min(query.rows, HISTORY_MAX_ROWS);
      const found = await em.find(
        ChatMessageSchema,
        {
          conversationId: query.conversationId,
          ...(query.beforeSeq === undefined ? {} : { seq: { $lt: query.beforeSeq } }),
        },
        { orderBy: { seq: 'desc' }, limit: rows + 1, disableIdentityMap: true },
      );
      const page = found.slice(0, rows).reverse();
      return { list: await presentMessages(em, page), more: found.length > rows };
    },

    /** What came after `afterSeq`, in order, up to `SINCE_MAX_ROWS`. */
    async since(
      em: EntityManager,
      actor: MemberActor,
      query: { conversationId: number; afterSeq: number },
    ): Promise<MessagePage> {
      await visible(em, actor, query.conversationId);
      const found = await em.find(
        ChatMessageSchema,
        { conversationId: query.conversationId, seq: { $gt: query.afterSeq } },
        { orderBy: { seq: 'asc' }, limit: SINCE_MAX_ROWS + 1, disableIdentityMap: true },
      );
      const page = found.slice(0, SINCE_MAX_ROWS);
      return { list: await presentMessages(em, page), more: found.length > SINCE_MAX_ROWS };
    },

    /** Marks the conversation read up to `seq` (never past its newest message, never backwards). */
    async read(
      em: EntityManager,
      actor: MemberActor,
      input: { conversationId: number; seq: number },
    ): Promise<ReadMessagesAnswer> {
      const { conversation } = await visible(em, actor, input.conversationId);
      const seq = Math.min(input.seq, conversation.lastSeq);
      await em.nativeUpdate(
        ChatMemberSchema,
        { conversationId: input.conversationId, memberId: actor.id, lastReadSeq: { $lt: seq } },
        { lastReadSeq: seq },
      );
      const membership = (await conversations.membership(em, input.conversationId, actor.id))!;
      const latest = (await conversations.find(em, input.conversationId))!;
      return {
        lastReadSeq: membership.lastReadSeq,
        unread: Math.max(0, latest.lastSeq - membership.lastReadSeq),
      };
    },
  };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
