import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { ChatConversationSchema, ChatMemberSchema } from '../chat/chat.entity.ts';
import { FriendshipSchema } from '../social/social.entity.ts';
import type { GroupPerson, GroupRole, GroupSystemMessage } from './groups.contract.ts';

/**
 * What groups need of the modules around them, one seam each: the group conversation and its
 * members with their roles (the chat module's `conversations`), its system messages
 * (`chatMessages.append`), the social graph (`social.areFriends`, `social.memberCards`) and
 * notices (`notices.add`). The module's index wires the other modules' services in; the fallbacks
 * here read and write the same tables, for a process where one of them is not there.
 */
export type GroupPorts = {
  /** Every function works in the caller's `em`, inside its transaction. */
  conversations: {
    createGroupConversation(em: EntityManager, ownerId: number): Promise<{ id: number }>;
    addMember(em: EntityManager, conversationId: number, memberId: number, role?: GroupRole): Promise<void>;
    removeMember(em: EntityManager, conversationId: number, memberId: number): Promise<boolean>;
    setRole(em: EntityManager, conversationId: number, memberId: number, role: GroupRole): Promise<boolean>;
  };
  areFriends(em: EntityManager, a: number, b: number): Promise<boolean>;
  memberCards(em: EntityManager, ids: number[]): Promise<Map<number, GroupPerson>>;
  /** Stores a system message in the group conversation and sends it to its members (after commit). */
  appendSystem(conversationId: number, message: GroupSystemMessage): Promise<void>;
  /** Tells `memberId` of a join request (a `group` notice, `refId` the request). */
  noticeJoinRequest(notice: {
    memberId: number;
    actorId: number;
    requestId: number;
    groupId: number;
    groupName: string;
  }): Promise<void>;
};

/** The fallbacks: the chat and social tables written and read directly; no messages, no notices. */
export const tablePorts = (clock: Clock): GroupPorts => ({
  conversations: {
    async createGroupConversation(em, ownerId) {
      const now = clock.now();
      const conversation = em.create(ChatConversationSchema, {
        kind: 'group',
        directKey: null,
        lastSeq: 0,
        lastMessageAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      em.create(ChatMemberSchema, {
        conversationId: conversation.id,
        memberId: ownerId,
        role: 'owner',
        lastReadSeq: 0,
        joinedAt: now,
      });
      await em.flush();
      return conversation;
    },
    async addMember(em, conversationId, memberId, role = 'member') {
      if (await em.findOne(ChatMemberSchema, { conversationId, memberId })) return;
      const conversation = await em.findOneOrFail(ChatConversationSchema, { id: conversationId });
      em.create(ChatMemberSchema, {
        conversationId,
        memberId,
        role,
        lastReadSeq: conversation.lastSeq,
        joinedAt: clock.now(),
      });
      await em.flush();
    },
    removeMember: async (em, conversationId, memberId) =>
      (await em.nativeDelete(ChatMemberSchema, { conversationId, memberId })) > 0,
    setRole: async (em, conversationId, memberId, role) =>
      (await em.nativeUpdate(ChatMemberSchema, { conversationId, memberId }, { role })) > 0,
  },
  areFriends: async (em, a, b) => (await em.count(FriendshipSchema, { memberId: a, friendId: b })) > 0,
  async memberCards(em, ids) {
    const rows = ids.length
      ? await em.find(MemberSchema, { id: { $in: ids } }, { fields: ['id', 'nickname', 'avatar'] })
      : [];
    return new Map(
      rows.map((row) => [row.id, { id: row.id, nickname: row.nickname, avatar: row.avatar ?? null }]),
    );
  },
  appendSystem: async () => {},
  noticeJoinRequest: async () => {},
});
