import type { EntityManager } from '@mikro-orm/core';
import type { NoticesService } from '../social/notices.service.ts';
import { friendIdsOf } from '../social/social-graph.ts';
import type { SocialService } from '../social/social.service.ts';
import type { NoticeDetailMap } from '../social/social.contract.ts';
import type { PostAuthor } from './posts.contract.ts';

/** A notice to the author of a post: someone commented on it (`refId` the comment) or liked it (the post). */
export type PostNotice =
  | { memberId: number; actorId: number; topic: 'comment'; refId: number; detail: NoticeDetailMap['comment'] }
  | { memberId: number; actorId: number; topic: 'like'; refId: number; detail: NoticeDetailMap['like'] };

/** What posts need of the social module (issue #19, ADR 0036): friends, blocks, cards, notices. */
export type PostsSocial = {
  /** The members `memberId` is friends with. */
  friendIds(memberId: number): Promise<number[]>;
  /** Whether `by` blocked `who`. */
  isBlocked(by: number, who: number): Promise<boolean>;
  /** The cards of `ids` (a member that is gone: an empty name, no avatar). */
  memberCards(ids: number[]): Promise<Map<number, PostAuthor>>;
  /** Stores a notice for a post's author in `tx`; the socket hears of it once `tx` commits. */
  notify(tx: EntityManager, notice: PostNotice): Promise<void>;
};

type Deps = { em: EntityManager; social: SocialService; notices: NoticesService };

export function createPostsSocial({ em, social, notices }: Deps): PostsSocial {
  return {
    friendIds: (memberId) => friendIdsOf(em.fork(), memberId),

    isBlocked: (by, who) => social.isBlocked(em.fork(), by, who),

    async memberCards(ids) {
      const cards = await social.memberCards(em.fork(), ids);
      const byId = new Map<number, PostAuthor>(
        cards.map((card) => [card.id, { id: card.id, name: card.nickname, avatar: card.avatar }]),
      );
      for (const id of ids) if (!byId.has(id)) byId.set(id, { id, name: '', avatar: null });
      return byId;
    },

    async notify(tx, notice) {
      await notices.add(tx, notice);
    },
  };
}
