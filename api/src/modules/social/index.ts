import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { createNoticesService, type NoticesService } from './notices.service.ts';
import { createPresence, type Presence } from './presence.ts';
import {
  FriendRequestSchema,
  FriendshipSchema,
  MemberBlockSchema,
  SocialNoticeSchema,
} from './social.entity.ts';
import { friendRequestPolicy, socialNoticePolicy } from './social.policy.ts';
import { friendRoutes, noticeRoutes } from './social.routes.ts';
import { createSocialService, type SocialService } from './social.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    /** Friends, requests and blocks: `areFriends(em, a, b)`, `isBlocked(em, by, who)`, `memberCards(em, ids)`, … */
    social: SocialService;
    /** The members' notices: `add(em?, { memberId, topic, actorId, refId, detail })`. */
    notices: NoticesService;
    /** Who is online: `onlineOf(ids)`. */
    presence: Presence;
  }
}

/** Friends, friend requests, blocks, who is online, and the member's notices (`pages/chat/notice`). */
export const socialModule = defineModule({
  name: 'social',
  entities: [FriendRequestSchema, FriendshipSchema, MemberBlockSchema, SocialNoticeSchema],
  policies: [friendRequestPolicy, socialNoticePolicy],
  services: {
    presence: ({ realtime, em, logger }) => createPresence({ realtime, em, logger }),
    notices: ({ em, clock, realtime, logger }) => createNoticesService({ em, clock, realtime, logger }),
    social: ({ em, clock, dialect, lockouts, services }) =>
      createSocialService({
        em,
        clock,
        dialect,
        lockouts,
        notices: services.notices,
        presence: services.presence,
      }),
  },
  routes: ({ services }) => [
    friendRoutes({ social: services.social }),
    noticeRoutes({ notices: services.notices }),
  ],
  subscribe: ({ events, services, logger }) => [
    // Friends hear when a member's first socket binds and when their last one closes.
    services.presence.watch(),
    // A plan's review is kept on the notice page too (the plans module tells the socket).
    events.on('plan.reviewed', (review) => {
      services.notices
        .add({
          memberId: review.memberId,
          topic: 'plan',
          actorId: null,
          refId: review.planId,
          detail: { state: review.state, theme: review.theme, reason: review.reason, note: review.note },
        })
        .catch((error: unknown) =>
          logger.error({ err: error, planId: review.planId }, 'plan notice not stored'),
        );
    }),
  ],
});
