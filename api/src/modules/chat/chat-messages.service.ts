import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken } from '../../platform/crypto.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Lockout } from '../../platform/rate-limit.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import { queryRows, runInOrder } from '../ledger/sql.ts';
import { createKeyedQueue } from '../../platform/keyed-queue.ts';
import { ChatGroupSchema } from '../groups/group.entity.ts';
import type {
  ChatMessageView,
  MessageKind,
  MessagePage,
  ReadMessagesAnswer,
  SocketChatMessage,
} from './chat.contract.ts';
import { ChatFileSchema, ChatMemberSchema, ChatMessageSchema, type ChatConversation } from './chat.entity.ts';
import { memberCards, presentMessage, presentMessages } from './chat.presenter.ts';
import { conversationPolicy } from './conversation.policy.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { SocialChecks } from './social-checks.ts';

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
};

export type AppendResult = { message: ChatMessageView; created: boolean };

export type SendInput = {
  conversationId: number;
  clientId: string;
  kind: 'text' | 'image' | 'voice';
  text?: string | undefined;
  fileName?: string | undefined;
};

/** Messages older than `beforeSeq` a page asks for at most. */
export const HISTORY_MAX_ROWS = 50;
/** Messages one `since` answers at most; `more` says to ask again. */
export const SINCE_MAX_ROWS = 500;

type Deps = {
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
  clock,
  dialect,
  realtime,
  events,
  conversations,
  social,
  sendLimit,
}: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';

  // One message of a conversation at a time in this process: stored, then delivered, before the
  // next takes the lock, so this process delivers in seq order (the database lock alone would let a
  // later commit be announced first). Across processes a client fills gaps through `since`.
  const inTurn = createKeyedQueue();
  const append = (em: EntityManager, input: AppendInput): Promise<AppendResult> =>
    inTurn(String(input.conversationId), () => appendNow(em, input));

  async function appendNow(em: EntityManager, input: AppendInput): Promise<AppendResult> {
    // Delivery follows the commit: inside a caller's transaction it would announce what may roll back.
    if (em.isInTransaction())
      throw new Error('chatMessages.append commits itself: call it outside a transaction');
    const senderId = input.sender && 'memberId' in input.sender ? input.sender.memberId : null;
    const senderOperator =
      input.sender && 'operator' in input.sender ? input.sender.operator.slice(0, 80) : null;
    const clientId = input.clientId ?? `system-${randomToken(12)}`;
    const body =
      input.kind === 'system'
        ? JSON.stringify(input.system ?? {})
        : input.kind === 'text'
          ? (input.text ?? '')
          : '';
    const same = { conversationId: input.conversationId, senderId, senderOperator, clientId };
    const [cards, members] = await Promise.all([
      memberCards(em, senderId === null ? [] : [senderId]),
      queryRows<{ member_id: unknown }>(em, 'select member_id from chat_member where conversation_id = ?', [
        input.conversationId,
      ]),
    ]);
    const now = clock.now();
    let stored: { id: number; seq: number } | null;
    try {
      stored = await em.fork().transactional(async (tx) => {
        // The row lock orders this conversation's messages (libsql: the transaction is the lock).
        const [row] = await queryRows<{ last_seq: unknown }>(
          tx,
          `select last_seq from chat_conversation where id = ?${forUpdate}`,
          [input.conversationId],
        );
        if (!row) throw new ApiError(404, 'chat.conversationNotFound');
        // A member's repeat meets the unique (conversation, sender, client id); an operator's is looked for.
        if (senderOperator !== null && (await tx.count(ChatMessageSchema, same)) > 0) return null;
        const seq = Number(row.last_seq) + 1;
        const [inserted] = await runInOrder(tx, dialect, [
          {
            sql: `insert into chat_message (created_at, updated_at, conversation_id, seq, sender_id, sender_operator,
                    client_id, kind, body, file_name, duration_ms) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            params: [
              now,
              now,
              input.conversationId,
              seq,
              senderId,
              senderOperator,
              clientId,
              input.kind,
              body,
              input.fileName ?? null,
              input.durationMs ?? null,
            ],
          },
          {
            sql: 'update chat_conversation set last_seq = ?, last_message_at = ?, updated_at = ? where id = ?',
            params: [seq, now, now, input.conversationId],
          },
          // Who sends has read the conversation up to their own message.
          ...(senderId === null
            ? []
            : [
                {
                  sql: 'update chat_member set last_read_seq = ? where conversation_id = ? and member_id = ? and last_read_seq < ?',
                  params: [seq, input.conversationId, senderId, seq],
                },
              ]),
        ]);
        return { id: Number(inserted!.insertId), seq };
      });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
      stored = null;
    }
    if (!stored) {
      const existing = await em.findOneOrFail(ChatMessageSchema, same, { disableIdentityMap: true });
      return { message: (await presentMessages(em, [existing]))[0]!, created: false };
    }
    const view = presentMessage(
      {
        ...same,
        id: stored.id,
        seq: stored.seq,
        kind: input.kind,
        body,
        fileName: input.fileName ?? null,
        durationMs: input.durationMs ?? null,
        createdAt: now,
        updatedAt: now,
      },
      cards,
    );
    const memberIds = members.map((member) => Number(member.member_id));
    realtime.publish(memberIds.map(memberRoom), {
      type: 'message',
      conversationId: input.conversationId,
      message: view,
    } satisfies SocketChatMessage);
    events.emit('chat.message.stored', { message: view, memberIds });
    return { message: view, created: true };
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
      // One look-up for what a message needs to know: membership, the conversation's kind, the
      // other member of a direct one, a group's dissolution and a message with this client id.
      const [row] = await queryRows<{
        kind: string;
        dissolved_at: unknown;
        peer_id: unknown;
        same_id: unknown;
      }>(
        em,
        `select c.kind, g.dissolved_at,
           (select p.member_id from chat_member p
             where p.conversation_id = c.id and p.member_id <> m.member_id limit 1) as peer_id,
           (select x.id from chat_message x
             where x.conversation_id = c.id and x.sender_id = m.member_id and x.client_id = ?) as same_id
         from chat_member m join chat_conversation c on c.id = m.conversation_id
         left join chat_group g on g.conversation_id = c.id
         where m.conversation_id = ? and m.member_id = ?`,
        [input.clientId, input.conversationId, actor.id],
      );
      if (!row) throw conversationPolicy.refuse();
      authorize(actor, conversationPolicy, 'send', { memberId: actor.id });
      // Sent again (a retry after a lost answer): the stored message, whatever has changed since.
      if (row.same_id != null) {
        const same = await em.findOneOrFail(
          ChatMessageSchema,
          { id: Number(row.same_id) },
          { disableIdentityMap: true },
        );
        return (await presentMessages(em, [same]))[0]!;
      }
      await refuseClosed(em, actor.id, {
        kind: row.kind,
        peerId: row.peer_id == null ? null : Number(row.peer_id),
        dissolved: row.dissolved_at != null,
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
