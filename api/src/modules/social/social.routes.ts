import type { Paged } from '../../contract/index.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { NoticesService } from './notices.service.ts';
import type {
  BlockAnswer,
  BlockedMember,
  Friend,
  FriendRequestItem,
  FriendSearchResult,
  NoticeItem,
  NoticeUnreadAnswer,
  ReadNoticeAnswer,
  RemoveFriendAnswer,
  SendFriendRequestAnswer,
} from './social.contract.ts';
import {
  DecideFriendRequestSchema,
  FriendRequestsSchema,
  FriendSearchSchema,
  NoticeListSchema,
  OtherMemberSchema,
  PagingSchema,
  ReadNoticeSchema,
  SendFriendRequestSchema,
} from './social.schema.ts';
import type { SocialService } from './social.service.ts';

/** `/chat/friend/*`: the member's friends, requests and blocks. */
export const friendRoutes = ({ social }: { social: SocialService }) =>
  defineRoutes('/chat/friend', (route) => {
    const member = guard.member;

    route.post('/search', { guard: member, body: FriendSearchSchema }, async (ctx, { actor, body }) => {
      const answer: FriendSearchResult = await social.search(actor, body.keyword);
      sendOk(ctx, answer);
    });

    route.post('/request', { guard: member, body: SendFriendRequestSchema }, async (ctx, { actor, body }) => {
      const answer: SendFriendRequestAnswer = await social.request(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/requests', { guard: member, body: FriendRequestsSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<FriendRequestItem> = await social.requests(actor, body);
      sendOk(ctx, answer);
    });

    route.post(
      '/approve',
      { guard: member, body: DecideFriendRequestSchema },
      async (ctx, { actor, body }) => {
        const answer: FriendRequestItem = await social.approve(actor, body.id);
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/reject',
      { guard: member, body: DecideFriendRequestSchema },
      async (ctx, { actor, body }) => {
        const answer: FriendRequestItem = await social.reject(actor, body.id);
        sendOk(ctx, answer);
      },
    );

    route.post('/list', { guard: member, body: PagingSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<Friend> = await social.friends(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/remove', { guard: member, body: OtherMemberSchema }, async (ctx, { actor, body }) => {
      const answer: RemoveFriendAnswer = await social.remove(actor, body.memberId);
      sendOk(ctx, answer);
    });

    route.post('/block', { guard: member, body: OtherMemberSchema }, async (ctx, { actor, body }) => {
      const answer: BlockAnswer = await social.block(actor, body.memberId);
      sendOk(ctx, answer);
    });

    route.post('/unblock', { guard: member, body: OtherMemberSchema }, async (ctx, { actor, body }) => {
      const answer: BlockAnswer = await social.unblock(actor, body.memberId);
      sendOk(ctx, answer);
    });

    route.post('/blocked', { guard: member, body: PagingSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<BlockedMember> = await social.blocked(actor, body);
      sendOk(ctx, answer);
    });
  });

/** `/chat/notice/*`: the member's notices. */
export const noticeRoutes = ({ notices }: { notices: NoticesService }) =>
  defineRoutes('/chat/notice', (route) => {
    route.post('/list', { guard: guard.member, body: NoticeListSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<NoticeItem> = await notices.list(actor, body, ctx.state.lang);
      sendOk(ctx, answer);
    });

    route.post('/read', { guard: guard.member, body: ReadNoticeSchema }, async (ctx, { actor, body }) => {
      const answer: ReadNoticeAnswer = await notices.read(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/unread', { guard: guard.member }, async (ctx, { actor }) => {
      const answer: NoticeUnreadAnswer = { unread: await notices.unread(actor.id) };
      sendOk(ctx, answer);
    });
  });
