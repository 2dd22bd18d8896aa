import type { EntityManager } from '@mikro-orm/core';
import type { Paged } from '../../contract/index.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { ChatGroupSchema } from '../groups/group.entity.ts';
import { queryRows } from '../ledger/sql.ts';
import type {
  ChatUnreadAnswer,
  ConversationInfo,
  ConversationKind,
  ConversationSummary,
} from './chat.contract.ts';
import {
  ChatConversationSchema,
  ChatMemberSchema,
  ChatMessageSchema,
  type ChatMember,
} from './chat.entity.ts';
import { memberCards, presentMessages } from './chat.presenter.ts';
import { conversationPolicy } from './conversation.policy.ts';
import type { SocialChecks } from './social-checks.ts';

type Deps = { social: SocialChecks };

/**
 * What a member sees of their conversations: the list (newest message first) with titles, last
 * messages and unread counts (`lastSeq − lastReadSeq`), one conversation's details, the badge.
 */
export function createInboxService({ social }: Deps) {
  /** Summaries of conversations the member is in (their `chat_member` rows), in the order given. */
  async function summaries(
    em: EntityManager,
    memberId: number,
    rows: ChatMember[],
  ): Promise<ConversationSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.conversationId);
    const conversations = new Map(
      (await em.find(ChatConversationSchema, { id: { $in: ids } }, { disableIdentityMap: true })).map(
        (conversation) => [conversation.id, conversation],
      ),
    );
    const newest = [...conversations.values()]
      .filter((conversation) => conversation.lastSeq > 0)
      .map((conversation) => ({ conversationId: conversation.id, seq: conversation.lastSeq }));
    const last = newest.length
      ? await em.find(ChatMessageSchema, { $or: newest }, { disableIdentityMap: true })
      : [];
    const lastViews = new Map((await presentMessages(em, last)).map((view) => [view.conversationId, view]));
    // The other member of each direct conversation, and each group's row.
    const directIds = ids.filter((id) => conversations.get(id)?.kind === 'direct');
    const peers = directIds.length
      ? await em.find(
          ChatMemberSchema,
          { conversationId: { $in: directIds }, memberId: { $ne: memberId } },
          { disableIdentityMap: true },
        )
      : [];
    const peerOf = new Map(peers.map((peer) => [peer.conversationId, peer.memberId]));
    const cards = await memberCards(em, peerOf.values());
    const groupIds = ids.filter((id) => conversations.get(id)?.kind === 'group');
    const groups = new Map(
      (groupIds.length
        ? await em.find(ChatGroupSchema, { conversationId: { $in: groupIds } }, { disableIdentityMap: true })
        : []
      ).map((group) => [group.conversationId, group]),
    );
    return rows.flatMap((row) => {
      const conversation = conversations.get(row.conversationId);
      if (!conversation) return [];
      const peerId = peerOf.get(conversation.id);
      const peer =
        peerId === undefined ? null : (cards.get(peerId) ?? { id: peerId, nickname: '', avatar: null });
      const group = groups.get(conversation.id);
      const summary: ConversationSummary = {
        id: conversation.id,
        kind: conversation.kind as ConversationKind,
        title: peer?.nickname ?? group?.name ?? '',
        avatar: peer?.avatar ?? group?.avatar ?? null,
        peer,
        lastSeq: conversation.lastSeq,
        lastReadSeq: row.lastReadSeq,
        unread: Math.max(0, conversation.lastSeq - row.lastReadSeq),
        lastMessage: lastViews.get(conversation.id) ?? null,
        lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
        closed: Boolean(group?.dissolvedAt),
      };
      return [summary];
    });
  }

  return {
    /** The member's conversations, the newest message first (those without any last, newest first). */
    async list(
      em: EntityManager,
      actor: MemberActor,
      query: { page: number; rows: number },
    ): Promise<Paged<ConversationSummary>> {
      const total = await em.count(ChatMemberSchema, { memberId: actor.id });
      const page = await queryRows<{ id: unknown }>(
        em,
        `select c.id from chat_member m join chat_conversation c on c.id = m.conversation_id
          where m.member_id = ?
          order by case when c.last_message_at is null then 1 else 0 end, c.last_message_at desc, c.id desc
          limit ? offset ?`,
        [actor.id, query.rows, (query.page - 1) * query.rows],
      );
      const ids = page.map((row) => Number(row.id));
      const rows = ids.length
        ? await em.find(
            ChatMemberSchema,
            { memberId: actor.id, conversationId: { $in: ids } },
            { disableIdentityMap: true },
          )
        : [];
      const byId = new Map(rows.map((row) => [row.conversationId, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return { list: await summaries(em, actor.id, ordered), total };
    },

    /** One conversation the member is in (else "not found"), with their role and how many are in it. */
    async info(em: EntityManager, actor: MemberActor, conversationId: number): Promise<ConversationInfo> {
      const membership = await em.findOne(
        ChatMemberSchema,
        { conversationId, memberId: actor.id },
        { disableIdentityMap: true },
      );
      authorize(actor, conversationPolicy, 'view', membership);
      const [summary] = await summaries(em, actor.id, [membership]);
      const memberCount = await em.count(ChatMemberSchema, { conversationId });
      return { ...summary!, role: membership.role as ConversationInfo['role'], memberCount };
    },

    /** The badge: unread messages over every conversation, and unread notices. */
    async unread(em: EntityManager, actor: MemberActor): Promise<ChatUnreadAnswer> {
      const [row] = await queryRows<{ unread: unknown }>(
        em,
        `select coalesce(sum(c.last_seq - m.last_read_seq), 0) as unread
           from chat_member m join chat_conversation c on c.id = m.conversation_id
          where m.member_id = ? and c.last_seq > m.last_read_seq`,
        [actor.id],
      );
      const messages = Number(row?.unread ?? 0);
      const notices = await social.unreadNotices(em, actor.id);
      return { messages, notices, total: messages + notices };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
