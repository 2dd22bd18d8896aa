import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import { ApiError } from '../../platform/errors.ts';
import { memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { runInOrder, type Statement } from '../ledger/sql.ts';
import type {
  ChatMemberCard,
  ChatMessageView,
  ConversationKind,
  MessageKind,
  SocketChatMessage,
} from './chat.contract.ts';
import { ChatMessageSchema } from './chat.entity.ts';
import { presentMessage, presentMessages } from './chat.presenter.ts';

/** A message to store, as its row will hold it. */
export type MessageDraft = {
  conversationId: number;
  senderId: number | null;
  senderOperator: string | null;
  /** The member who has read it as it is stored: its sender, or the one whose act a system message tells. */
  readBy: number | null;
  clientId: string;
  kind: MessageKind;
  body: string;
  fileName: string | null;
  durationMs: number | null;
};

export type Written = { message: ChatMessageView; created: boolean };

/** A member's read mark moved to `seq`, if it stands at `from` or later. */
type ReadMark = { conversationId: number; memberId: number; seq: number; from: number };

type Pending = { draft: MessageDraft; resolve: (written: Written) => void; reject: (error: unknown) => void };

type Deps = { em: EntityManager; dialect: Dialect; clock: Clock; realtime: Realtime; events: DomainEvents };

/** Messages written in one transaction at most. */
const MAX_BATCH = 200;
/** Attempts of a batch the database ended (a deadlock, a lock wait timeout). */
const ATTEMPTS = 4;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');
/** The same sender's same client id in one conversation: one message. */
const sameKey = (d: Pick<MessageDraft, 'conversationId' | 'senderId' | 'senderOperator' | 'clientId'>) =>
  `${d.conversationId}\u0000${d.senderId ?? ''}\u0000${d.senderOperator ?? ''}\u0000${d.clientId}`;

/**
 * Group commit of chat messages (ADR 0036): messages that arrive while a batch is written form the
 * next one, whatever their conversations. One READ COMMITTED transaction locks the batch's
 * conversations (in id order), reads in the same round trip the messages already stored under the
 * batch's client ids, the conversations' members and the senders' cards, then writes every message
 * with its conversation's next sequence numbers, the conversations' `last_seq` and the senders'
 * read marks in a second one. After the commit each new message goes to its members' rooms in seq
 * order; a conversation is in one batch at a time in this process (`laneOf`), so this process
 * announces a conversation's messages in seq order. A repeated client id answers the stored message
 * and announces nothing.
 */
export function createMessageWriter({ em, dialect, clock, realtime, events }: Deps) {
  const mysql = dialect === 'mysql';
  const forUpdate = mysql ? ' for update' : '';
  const transactionOptions = mysql ? { isolationLevel: IsolationLevel.READ_COMMITTED } : {};

  async function write(batch: Pending[]) {
    const conversationIds = [...new Set(batch.map(({ draft }) => draft.conversationId))].sort(
      (a, b) => a - b,
    );
    const clientIds = [...new Set(batch.map(({ draft }) => draft.clientId))];
    const senderIds = [
      ...new Set(batch.flatMap(({ draft }) => (draft.senderId === null ? [] : [draft.senderId]))),
    ];
    const now = clock.now();
    const outcome = await em.fork().transactional(async (tx) => {
      const [locked, stored, members, cards] = await runInOrder(tx, dialect, [
        // The row locks order each conversation's messages (libsql: the transaction is the lock).
        {
          sql: `select id, kind, last_seq from chat_conversation where id in (${placeholders(conversationIds)}) order by id${forUpdate}`,
          params: conversationIds,
        },
        {
          sql: `select id, conversation_id, sender_id, sender_operator, client_id from chat_message where conversation_id in (${placeholders(conversationIds)})
                and client_id in (${placeholders(clientIds)})`,
          params: [...conversationIds, ...clientIds],
        },
        {
          sql: `select conversation_id, member_id from chat_member where conversation_id in (${placeholders(conversationIds)})`,
          params: conversationIds,
        },
        senderIds.length
          ? {
              sql: `select id, nickname, avatar from member where id in (${placeholders(senderIds)})`,
              params: senderIds,
            }
          : { sql: 'select 1 as none', params: [] },
      ]);
      const lastSeq = new Map(locked!.rows.map((row) => [Number(row.id), Number(row.last_seq)]));
      const kindOf = new Map(locked!.rows.map((row) => [Number(row.id), row.kind as ConversationKind]));
      const existing = new Map(
        stored!.rows.map((row) => [
          sameKey({
            conversationId: Number(row.conversation_id),
            senderId: row.sender_id == null ? null : Number(row.sender_id),
            senderOperator: row.sender_operator == null ? null : String(row.sender_operator),
            clientId: String(row.client_id),
          }),
          Number(row.id),
        ]),
      );
      const memberIds = new Map<number, number[]>();
      for (const row of members!.rows) {
        const id = Number(row.conversation_id);
        const ids = memberIds.get(id);
        if (ids) ids.push(Number(row.member_id));
        else memberIds.set(id, [Number(row.member_id)]);
      }
      const cardOf = new Map<number, ChatMemberCard>(
        senderIds.length
          ? cards!.rows.map((row) => [
              Number(row.id),
              {
                id: Number(row.id),
                nickname: String(row.nickname),
                avatar: (row.avatar as string | null) ?? null,
              },
            ])
          : [],
      );

      // Each message in the order it came: refused, already stored, or the next of its conversation.
      const refused = new Map<Pending, unknown>();
      const repeated = new Map<Pending, number>();
      const fresh: { pending: Pending; seq: number }[] = [];
      for (const pending of batch) {
        const { draft } = pending;
        const last = lastSeq.get(draft.conversationId);
        const same = existing.get(sameKey(draft));
        if (last === undefined) refused.set(pending, new ApiError(404, 'chat.conversationNotFound'));
        else if (same) repeated.set(pending, same);
        else {
          lastSeq.set(draft.conversationId, last + 1);
          fresh.push({ pending, seq: last + 1 });
        }
      }
      if (!fresh.length) return { refused, repeated, fresh: [], memberIds, cardOf, kindOf };

      // Read marks move to the member's own messages. A sender has read the thread they write in; a
      // system message's actor has read only their own act, so their mark moves only from just
      // before it (or before the run of their own messages it ends): jumping past another's message
      // would hide that one from their unread count.
      const readMarks = new Map<string, ReadMark>();
      for (const { pending, seq } of fresh) {
        const { conversationId, senderId, readBy } = pending.draft;
        if (readBy === null) continue;
        const key = `${conversationId}:${readBy}`;
        const before = readMarks.get(key);
        const from = senderId === readBy ? 0 : before?.seq === seq - 1 ? before.from : seq - 1;
        readMarks.set(key, { conversationId, memberId: readBy, seq, from });
      }
      const firstSeq = new Map<number, number>();
      for (const { pending, seq } of fresh)
        if (!firstSeq.has(pending.draft.conversationId)) firstSeq.set(pending.draft.conversationId, seq);
      const written = [...firstSeq.keys()];
      const statements: Statement[] = [
        {
          sql: `insert into chat_message (created_at, updated_at, conversation_id, seq, sender_id, sender_operator,
                  client_id, kind, body, file_name, duration_ms) values ${fresh.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          params: fresh.flatMap(({ pending: { draft }, seq }) => [
            now,
            now,
            draft.conversationId,
            seq,
            draft.senderId,
            draft.senderOperator,
            draft.clientId,
            draft.kind,
            draft.body,
            draft.fileName,
            draft.durationMs,
          ]),
        },
        // The new rows' ids (a multi-row insert answers one id; the rows' are not promised in a row).
        {
          sql: `select id, conversation_id, seq from chat_message where ${written.map(() => '(conversation_id = ? and seq >= ?)').join(' or ')}`,
          params: written.flatMap((id) => [id, firstSeq.get(id)!]),
        },
        ...written.map((id) => ({
          sql: 'update chat_conversation set last_seq = ?, last_message_at = ?, updated_at = ? where id = ?',
          params: [lastSeq.get(id)!, now, now, id],
        })),
        ...[...readMarks.values()].map((mark) => ({
          sql: `update chat_member set last_read_seq = ?
                where conversation_id = ? and member_id = ? and last_read_seq >= ? and last_read_seq < ?`,
          params: [mark.seq, mark.conversationId, mark.memberId, mark.from, mark.seq],
        })),
      ];
      const [, ids] = await runInOrder(tx, dialect, statements);
      const idOf = new Map(
        ids!.rows.map((row) => [`${Number(row.conversation_id)}:${Number(row.seq)}`, Number(row.id)]),
      );
      return {
        refused,
        repeated,
        fresh: fresh.map(({ pending, seq }) => ({
          pending,
          message: {
            ...pending.draft,
            id: idOf.get(`${pending.draft.conversationId}:${seq}`)!,
            seq,
            createdAt: now,
            updatedAt: now,
          },
        })),
        memberIds,
        cardOf,
        kindOf,
      };
    }, transactionOptions);

    // Committed: announced in seq order, then each sender answered.
    for (const { pending, message } of outcome.fresh) {
      const view = presentMessage(message, outcome.cardOf);
      const memberIds = outcome.memberIds.get(message.conversationId) ?? [];
      realtime.publish(memberIds.map(memberRoom), {
        type: 'message',
        conversationId: message.conversationId,
        message: view,
      } satisfies SocketChatMessage);
      events.emit('chat.message.stored', {
        message: view,
        memberIds,
        conversationKind: outcome.kindOf.get(message.conversationId)!,
      });
      pending.resolve({ message: view, created: true });
    }
    if (outcome.repeated.size) await answerRepeats(outcome.repeated);
    for (const [pending, error] of outcome.refused) pending.reject(error);
  }

  /** The stored messages a repeated client id answers (after the commit: it fails only them). */
  async function answerRepeats(repeated: Map<Pending, number>) {
    try {
      const fork = em.fork();
      const found = await fork.find(
        ChatMessageSchema,
        { id: { $in: [...repeated.values()] } },
        { disableIdentityMap: true },
      );
      const views = new Map((await presentMessages(fork, found)).map((view) => [view.id, view]));
      for (const [pending, id] of repeated) pending.resolve({ message: views.get(id)!, created: false });
    } catch (error) {
      for (const pending of repeated.keys()) pending.reject(error);
    }
  }

  const queue = createBatchQueue<Pending>({
    maxBatch: MAX_BATCH,
    // Two batches of other conversations at once (one locking while the other writes); SQLite has
    // one writer.
    inFlight: mysql ? 2 : 1,
    keyOf: ({ draft }) => sameKey(draft),
    laneOf: ({ draft }) => String(draft.conversationId),
    write,
    retryable: (error) => dbErrorKind(error) === 'retry',
    attempts: ATTEMPTS,
    fail: (pending, error) => pending.reject(error),
  });

  return {
    /** Stores the message with the others arriving meanwhile: the stored one, new or already there. */
    write: (draft: MessageDraft) =>
      new Promise<Written>((resolve, reject) => queue.push({ draft, resolve, reject })),
  };
}
