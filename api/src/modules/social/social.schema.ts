import { z } from 'zod';
import { id, optional, paging, text } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import type { FriendRequestDirection, FriendRequestState, NoticeTopic } from './social.contract.ts';

export const REQUEST_STATES = [
  'pending',
  'passed',
  'rejected',
] as const satisfies readonly FriendRequestState[];
export const REQUEST_BOXES = ['received', 'sent', 'all'] as const satisfies readonly (
  FriendRequestDirection | 'all'
)[];
export const NOTICE_TOPICS = [
  'friend',
  'group',
  'comment',
  'like',
  'plan',
] as const satisfies readonly NoticeTopic[];

/** The longest note a friend request may carry (`friend_request.message`). */
export const REQUEST_MESSAGE_MAX = 200;

/** `POST /chat/friend/search` (`FriendSearchInput`): a member id or an invitation code. */
export const FriendSearchSchema = z.object({
  keyword: text(32, { required: 'social.keywordRequired', tooLong: 'social.keywordRequired' }),
});

/** Another member, named by id (not one of the caller's resources: anyone may be asked). */
const otherMember = { memberId: id('member') };

/** `POST /chat/friend/request` (`SendFriendRequestInput`). */
export const SendFriendRequestSchema = z.object({
  ...otherMember,
  message: optional(text(REQUEST_MESSAGE_MAX, { tooLong: 'social.messageTooLong' })),
});

/** `POST /chat/friend/requests` (`FriendRequestsQuery`): received ones by default. */
export const FriendRequestsSchema = z.object({
  box: optional(z.enum(REQUEST_BOXES, message('social.boxInvalid'))).default('received'),
  state: optional(z.enum(REQUEST_STATES, message('social.stateInvalid'))),
  ...paging,
});

/** `POST /chat/friend/approve` and `/reject`: a request sent to the caller. */
export const DecideFriendRequestSchema = z.object({ id: id('friendRequest') });

/** `POST /chat/friend/remove`, `/block`, `/unblock`. */
export const OtherMemberSchema = z.object(otherMember);

/** `POST /chat/friend/list`, `/blocked`. */
export const PagingSchema = z.object(paging);

/** `POST /chat/notice/list` (`NoticeListQuery`). */
export const NoticeListSchema = z.object({
  topic: optional(z.enum(NOTICE_TOPICS, message('social.topicInvalid'))),
  ...paging,
});

/** `POST /chat/notice/read` (`ReadNoticeInput`): one notice of the caller's, or all of them. */
export const ReadNoticeSchema = z.union(
  [z.object({ id: id('socialNotice') }), z.object({ all: z.literal(true) })],
  message('social.readInvalid'),
);
