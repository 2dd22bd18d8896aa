import type { EntityManager } from '@mikro-orm/core';
import { queryRows } from '../ledger/sql.ts';
import type { ChatMemberCard, ChatMessageView, MessageKind, MessageSender } from './chat.contract.ts';
import type { ChatMessage } from './chat.entity.ts';

/** Where a chat file is served (members of a conversation carrying it, and its uploader). */
export const chatFileUrl = (name: string) => `/chat/file/${name}`;

/** Nickname and avatar of each member, by id. */
export async function memberCards(
  em: EntityManager,
  ids: Iterable<number>,
): Promise<Map<number, ChatMemberCard>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await queryRows<{ id: unknown; nickname: string; avatar: string | null }>(
    em,
    `select id, nickname, avatar from member where id in (${unique.map(() => '?').join(', ')})`,
    unique,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), nickname: row.nickname, avatar: row.avatar ?? null },
    ]),
  );
}

type SystemBody = NonNullable<ChatMessageView['system']>;

const systemOf = (body: string): SystemBody => {
  try {
    const parsed = JSON.parse(body) as Partial<SystemBody>;
    return { key: String(parsed.key ?? ''), values: parsed.values ?? {} };
  } catch {
    return { key: '', values: {} };
  }
};

function senderOf(message: ChatMessage, cards: Map<number, ChatMemberCard>): MessageSender {
  if (message.senderId != null) {
    const card = cards.get(message.senderId);
    return {
      kind: 'member',
      memberId: message.senderId,
      nickname: card?.nickname ?? '',
      avatar: card?.avatar ?? null,
    };
  }
  return message.senderOperator ? { kind: 'operator' } : { kind: 'system' };
}

/** A stored message as members see it; `cards` holds its sender's card. */
export function presentMessage(message: ChatMessage, cards: Map<number, ChatMemberCard>): ChatMessageView {
  const kind = message.kind as MessageKind;
  return {
    id: message.id,
    conversationId: message.conversationId,
    seq: message.seq,
    clientId: kind === 'system' ? null : message.clientId,
    sender: senderOf(message, cards),
    kind,
    text: kind === 'text' ? message.body : null,
    file: message.fileName ? { name: message.fileName, url: chatFileUrl(message.fileName) } : null,
    durationMs: message.durationMs ?? null,
    system: kind === 'system' ? systemOf(message.body) : null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** Messages with their senders' cards, in the order given. */
export async function presentMessages(
  em: EntityManager,
  messages: ChatMessage[],
): Promise<ChatMessageView[]> {
  const cards = await memberCards(
    em,
    messages.flatMap((message) => (message.senderId == null ? [] : [message.senderId])),
  );
  return messages.map((message) => presentMessage(message, cards));
}
