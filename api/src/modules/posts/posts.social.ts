import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type { Services } from '../../platform/module.ts';
import { MemberSchema } from '../account/member.entity.ts';
import type { NoticeDetailMap } from '../social/social.contract.ts';
import { FriendshipSchema, MemberBlockSchema, SocialNoticeSchema } from '../social/social.entity.ts';
import type { PostAuthor } from './posts.contract.ts';

/** A notice to the author of a post: someone commented on it (`refId` the comment) or liked it (the post). */
export type PostNotice =
  | { memberId: number; actorId: number; topic: 'comment'; refId: number; detail: NoticeDetailMap['comment'] }
  | { memberId: number; actorId: number; topic: 'like'; refId: number; detail: NoticeDetailMap['like'] };

/** What posts need of the social module: friends, blocks, members' cards and notices. */
export type PostsSocial = {
  /** The members `memberId` is friends with. */
  friendIds(memberId: number): Promise<number[]>;
  /** Whether `by` blocked `who`. */
  isBlocked(by: number, who: number): Promise<boolean>;
  /** The cards of `ids` (a member that is gone: an empty name, no avatar). */
  memberCards(ids: number[]): Promise<Map<number, PostAuthor>>;
  /** Tells a post's author; never fails the action that caused it (logged instead). */
  notify(notice: PostNotice): Promise<void>;
};

/**
 * What the social module offers once it is there (engineer A, issue #19): looked up by name at
 * run time, so posts work before it lands and use it as soon as it does. The fallbacks read and
 * write the same committed tables (`friendship`, `member_block`, `member`, `social_notice`).
 */
type SocialServices = {
  social?: {
    isBlocked?(by: number, who: number): Promise<boolean>;
    memberCards?(ids: number[]): Promise<{ id: number; nickname: string; avatar: string | null }[]>;
  };
  notices?: { add?(notice: PostNotice): Promise<unknown> };
};

type Deps = { em: EntityManager; clock: Clock; logger: Logger; services: Services };

export function createPostsSocial({ em, clock, logger, services }: Deps): PostsSocial {
  const landed = services as SocialServices;
  const social = () => ('social' in services ? landed.social : undefined);
  const notices = () => ('notices' in services ? landed.notices : undefined);

  return {
    async friendIds(memberId) {
      const rows = await em.fork().find(FriendshipSchema, { memberId }, { fields: ['friendId'] });
      return rows.map((row) => row.friendId);
    },

    async isBlocked(by, who) {
      const service = social();
      if (service?.isBlocked) return service.isBlocked(by, who);
      return (await em.fork().count(MemberBlockSchema, { memberId: by, blockedId: who })) > 0;
    },

    async memberCards(ids) {
      const unique = [...new Set(ids)];
      const service = social();
      const cards = !unique.length
        ? []
        : service?.memberCards
          ? await service.memberCards(unique)
          : await em
              .fork()
              .find(MemberSchema, { id: { $in: unique } }, { fields: ['id', 'nickname', 'avatar'] });
      const byId = new Map(
        cards.map((card) => [card.id, { id: card.id, name: card.nickname, avatar: card.avatar ?? null }]),
      );
      for (const id of unique) if (!byId.has(id)) byId.set(id, { id, name: '', avatar: null });
      return byId;
    },

    async notify(notice) {
      try {
        const service = notices();
        if (service?.add) {
          await service.add(notice);
          return;
        }
        const now = clock.now();
        const fork = em.fork();
        fork.create(SocialNoticeSchema, {
          memberId: notice.memberId,
          topic: notice.topic,
          actorId: notice.actorId,
          refId: notice.refId,
          detail: JSON.stringify(notice.detail),
          readAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await fork.flush();
      } catch (error) {
        logger.error({ err: error, topic: notice.topic, memberId: notice.memberId }, 'post notice failed');
      }
    },
  };
}
