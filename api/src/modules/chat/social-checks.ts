import type { EntityManager } from '@mikro-orm/core';
import { FriendshipSchema, MemberBlockSchema, SocialNoticeSchema } from '../social/social.entity.ts';

/**
 * What conversations ask of the social graph. Read straight from its tables (`friendship`,
 * `member_block`) until the social module's service (`services.social.areFriends`,
 * `isBlocked`, `notices.unread`) is there to switch to: the one place to change.
 */
export type SocialChecks = {
  areFriends(em: EntityManager, a: number, b: number): Promise<boolean>;
  /** Whether either of the two blocked the other. */
  eitherBlocked(em: EntityManager, a: number, b: number): Promise<boolean>;
  /** The member's notices not yet read (for the chat badge). */
  unreadNotices(em: EntityManager, memberId: number): Promise<number>;
};

export const socialChecks: SocialChecks = {
  async areFriends(em, a, b) {
    return (await em.count(FriendshipSchema, { memberId: a, friendId: b })) > 0;
  },
  async eitherBlocked(em, a, b) {
    const blocks = await em.count(MemberBlockSchema, {
      $or: [
        { memberId: a, blockedId: b },
        { memberId: b, blockedId: a },
      ],
    });
    return blocks > 0;
  },
  unreadNotices: (em, memberId) => em.count(SocialNoticeSchema, { memberId, readAt: null }),
};
