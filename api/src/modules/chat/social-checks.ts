import type { EntityManager } from '@mikro-orm/core';
import { SocialNoticeSchema } from '../social/social.entity.ts';
import { areFriends, eitherBlocked } from '../social/social-graph.ts';

/**
 * What conversations ask of the social graph: the social module's own reads, in the caller's `em`
 * (a send checks inside its own reads; on libsql a second connection would wait for the writer).
 */
export type SocialChecks = {
  areFriends(em: EntityManager, a: number, b: number): Promise<boolean>;
  /** Whether either of the two blocked the other. */
  eitherBlocked(em: EntityManager, a: number, b: number): Promise<boolean>;
  /** The member's notices not yet read (for the chat badge). */
  unreadNotices(em: EntityManager, memberId: number): Promise<number>;
};

export const socialChecks: SocialChecks = {
  areFriends,
  eitherBlocked,
  unreadNotices: (em, memberId) => em.count(SocialNoticeSchema, { memberId, readAt: null }),
};
