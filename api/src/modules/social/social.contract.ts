// Wire types of the social module (`@h5/api/contract/social`), shared with the front end. Types only.
// Friends (found by member id or invitation code, requested, approved or rejected), blocks, who is
// online, and the member's notices (`pages/chat/notice`). Every route is `POST /chat/...` with a
// JSON body and answers the usual envelope; times are ISO 8601.

/**
 * Another member as the chat shows them: their nickname as they chose it (never their mailbox) and
 * their avatar (a public path, or null for the default picture).
 */
export type MemberCard = { id: number; nickname: string; avatar: string | null };

/**
 * What the searched member is to the caller: `self`, a `friend`, a request between the two is
 * `pending` (either way), the caller `blocked` them, or `none` (a request may be sent).
 */
export type FriendRelation = 'self' | 'friend' | 'pending' | 'none' | 'blocked';

/**
 * POST /chat/friend/search: `keyword` is a member id (digits) or an invitation code. A member who
 * does not exist, or who blocked the caller, is not found (404 `social.memberNotFound`).
 */
export type FriendSearchInput = { keyword: string };

/** A pending request between the caller and the member: `sent` by the caller or `received`. */
export type PendingRequestRef = { id: number; direction: FriendRequestDirection };

/** The answer of POST /chat/friend/search. `request` is set when `relation` is `pending`. */
export type FriendSearchResult = MemberCard & { relation: FriendRelation; request: PendingRequestRef | null };

/**
 * POST /chat/friend/request: asks `memberId` to be friends, with an optional note (≤ 200 chars).
 * Refused (422 with `data.code`): to oneself (`self`), to a friend (`already_friends`), when either
 * blocked the other (`blocked`). Sending again while a request is pending answers that same
 * request (idempotent). When the other member already asked the caller, the caller's request
 * approves theirs: both become friends at once (`relation: 'friend'`).
 */
export type SendFriendRequestInput = { memberId: number; message?: string };

export type SendFriendRequestAnswer = { relation: 'pending' | 'friend'; request: FriendRequestItem };

/** `pending`, then `passed` or `rejected` by the member it was sent to, once. */
export type FriendRequestState = 'pending' | 'passed' | 'rejected';

/** Whether the caller received the request or sent it. */
export type FriendRequestDirection = 'received' | 'sent';

/**
 * POST /chat/friend/requests `{ box?, state?, page?, rows? }` → `Paged<FriendRequestItem>`, newest
 * first. `box` is `received` (default), `sent` or `all`.
 */
export type FriendRequestsQuery = {
  box?: FriendRequestDirection | 'all';
  state?: FriendRequestState;
  page?: number;
  rows?: number;
};

/** A friend request as the caller sees it: `member` is the other member. */
export type FriendRequestItem = {
  id: number;
  direction: FriendRequestDirection;
  member: MemberCard;
  message: string;
  state: FriendRequestState;
  createdAt: string;
  decidedAt: string | null;
};

/**
 * POST /chat/friend/approve and /chat/friend/reject `{ id }` (the request's id): only the member it
 * was sent to decides it (anyone else: 404 `social.requestNotFound`); a request already decided is
 * 409 `social.requestDecided`. Answers the request as it is now.
 */
export type DecideFriendRequestInput = { id: number };

/** POST /chat/friend/list `{ page?, rows? }` → `Paged<Friend>`, most recent friends first. */
export type Friend = MemberCard & {
  /** Whether the friend has a chat socket open on any API process right now. */
  online: boolean;
  /** When the two became friends. */
  since: string;
};

/**
 * POST /chat/friend/remove `{ memberId }`: no longer friends, both ways. Their direct conversation
 * stays, but no message can be sent in it. Removing someone who is not a friend changes nothing.
 */
export type RemoveFriendInput = { memberId: number };
export type RemoveFriendAnswer = { removed: boolean };

/**
 * POST /chat/friend/block `{ memberId }`: the blocked member can no longer message the caller,
 * send them requests or find them; the friendship and pending requests between the two end.
 * POST /chat/friend/unblock `{ memberId }` lifts it (the friendship does not come back).
 */
export type BlockInput = { memberId: number };
export type BlockAnswer = { blocked: boolean };

/** POST /chat/friend/blocked `{ page?, rows? }` → `Paged<BlockedMember>`, newest first. */
export type BlockedMember = MemberCard & { blockedAt: string };

// Notices (`pages/chat/notice`).

/**
 * What a notice is about, and the `detail` it carries. `refId` of the notice names:
 * - `friend`: the friend request; `kind` says whether the member received it (`request`: approve
 *   or reject it with that id) or whether their own request was approved (`passed`); `state` is the
 *   request's state when the list is read (`pending` on the socket);
 * - `group`: the group join request (engineer G's `/chat/group/approve`);
 * - `comment`: the comment; `like`: the post;
 * - `plan`: the plan whose review ended (`reason` in the request's language, null when approved).
 */
export type NoticeDetailMap = {
  friend: { kind: 'request' | 'passed'; message: string; state: FriendRequestState };
  group: { groupId: number; groupName: string };
  comment: { postId: number; excerpt: string };
  like: { postId: number };
  plan: { state: 'success' | 'rejected'; theme: string; reason: string | null };
};

export type NoticeTopic = keyof NoticeDetailMap;

/** One notice of POST /chat/notice/list; `actor` is who did it (null for the platform, e.g. a review). */
export type NoticeItem = {
  [T in NoticeTopic]: {
    id: number;
    topic: T;
    actor: MemberCard | null;
    refId: number | null;
    detail: NoticeDetailMap[T];
    read: boolean;
    createdAt: string;
  };
}[NoticeTopic];

/** POST /chat/notice/list `{ topic?, page?, rows? }` → `Paged<NoticeItem>`, newest first. */
export type NoticeListQuery = { topic?: NoticeTopic; page?: number; rows?: number };

/** POST /chat/notice/read: one notice (`id`), or every notice of the caller (`all: true`). */
export type ReadNoticeInput = { id: number } | { all: true };
/** How many notices were marked read, and how many are still unread. */
export type ReadNoticeAnswer = { marked: number; unread: number };

/** POST /chat/notice/unread: the caller's unread notices. */
export type NoticeUnreadAnswer = { unread: number };

// Socket messages (server → client, on the member's own room).

/**
 * A friend went online (their first socket bound) or offline (their last socket closed); sent to
 * each of their friends' rooms.
 */
export type SocketIsOnlineMessage = { type: 'isOnline'; memberId: number; online: boolean };

/**
 * A new notice for the member, with their unread count after it. Plan reviews are not sent this
 * way: the plans module's `SocketPlanNoticeMessage` (topic `plan`) already tells the member, and
 * the notice is stored all the same; a client refreshes its unread count on any `notice` message
 * that has a `topic`.
 */
export type SocketSocialNoticeMessage = {
  type: 'notice';
  topic: Exclude<NoticeTopic, 'plan'>;
  notice: Exclude<NoticeItem, { topic: 'plan' }>;
  unread: number;
};
