import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { ConversationKind } from './chat.contract.ts';
import {
  ChatConversationSchema,
  ChatMemberSchema,
  type ChatConversation,
  type ChatMember,
} from './chat.entity.ts';
import type { SocialChecks } from './social-checks.ts';

export type ConversationRole = 'owner' | 'admin' | 'member';

/** `<lower id>:<higher id>`: the one direct conversation of a pair. */
export const directKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

type Deps = { clock: Clock; social: SocialChecks };

/**
 * Conversations and who is in them (ADR 0036). Groups (`groups`) and the service desk (`service`)
 * make theirs here and keep their members here; every function works in the caller's `em` (inside
 * the caller's transaction when it has one).
 */
export function createConversationsService({ clock, social }: Deps) {
  /** A new conversation with its first members (their unread count starts at 0). */
  async function create(
    em: EntityManager,
    kind: ConversationKind,
    members: { memberId: number; role?: ConversationRole }[],
    directKey: string | null = null,
  ): Promise<ChatConversation> {
    const now = clock.now();
    const conversation = em.create(ChatConversationSchema, {
      kind,
      directKey,
      lastSeq: 0,
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    for (const member of members) {
      em.create(ChatMemberSchema, {
        conversationId: conversation.id,
        memberId: member.memberId,
        role: member.role ?? 'member',
        lastReadSeq: 0,
        joinedAt: now,
      });
    }
    await em.flush();
    return conversation;
  }

  const membership = (em: EntityManager, conversationId: number, memberId: number) =>
    em.findOne(ChatMemberSchema, { conversationId, memberId }, { refresh: true });

  return {
    create,

    /** The conversation, or null. */
    find: (em: EntityManager, conversationId: number) =>
      em.findOne(ChatConversationSchema, { id: conversationId }, { refresh: true }),

    /**
     * The direct conversation of two friends, made on first use (one per pair, even when both
     * open it at once). Not friends → 409 `not_friends` (never 403, which the app reads as a lost session).
     */
    async openDirect(em: EntityManager, a: number, b: number): Promise<ChatConversation> {
      if (a === b || !(await social.areFriends(em, a, b)))
        throw new ApiError(409, 'chat.notFriends', { data: { code: 'not_friends' } });
      const directKey = directKeyOf(a, b);
      const existing = await em.findOne(ChatConversationSchema, { directKey });
      if (existing) return existing;
      try {
        return await em
          .fork()
          .transactional((tx) => create(tx, 'direct', [{ memberId: a }, { memberId: b }], directKey));
      } catch (error) {
        // The other member opened it at the same moment: theirs is the one.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        return (await em.findOne(ChatConversationSchema, { directKey }, { refresh: true }))!;
      }
    },

    /** A group's conversation with its owner in it (the `chat_group` row is the caller's). */
    createGroupConversation: (em: EntityManager, ownerId: number) =>
      create(em, 'group', [{ memberId: ownerId, role: 'owner' }]),

    /**
     * Adds a member (nothing when they are in already). Their unread count starts at the
     * conversation's newest message: what was said before they came is history, not news.
     */
    async addMember(
      em: EntityManager,
      conversationId: number,
      memberId: number,
      role: ConversationRole = 'member',
    ): Promise<void> {
      if (await membership(em, conversationId, memberId)) return;
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

    /** Removes a member; true when they were in. */
    async removeMember(em: EntityManager, conversationId: number, memberId: number): Promise<boolean> {
      return (await em.nativeDelete(ChatMemberSchema, { conversationId, memberId })) > 0;
    },

    /** Sets a member's role; true when they are in. */
    async setRole(
      em: EntityManager,
      conversationId: number,
      memberId: number,
      role: ConversationRole,
    ): Promise<boolean> {
      return (await em.nativeUpdate(ChatMemberSchema, { conversationId, memberId }, { role })) > 0;
    },

    async isMember(em: EntityManager, conversationId: number, memberId: number): Promise<boolean> {
      return (await membership(em, conversationId, memberId)) !== null;
    },

    /** The member's row in the conversation (role, read mark), or null when they are not in. */
    membership,

    /** Everyone in the conversation with their role, by member id. */
    async membersOf(
      em: EntityManager,
      conversationId: number,
    ): Promise<Pick<ChatMember, 'memberId' | 'role' | 'lastReadSeq'>[]> {
      const rows = await em.find(
        ChatMemberSchema,
        { conversationId },
        { orderBy: { memberId: 'asc' }, fields: ['memberId', 'role', 'lastReadSeq'] },
      );
      return rows.map(({ memberId, role, lastReadSeq }) => ({ memberId, role, lastReadSeq }));
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
