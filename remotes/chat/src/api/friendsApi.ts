// The friend-request calls (`pages/chat/friendRequest`, the homepage's add-friend button). Shapes are
// the social module's contract (`@h5/api/contract/social`). Silent: the page shows each refusal.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  FriendRequestDirection,
  FriendRequestItem,
  FriendSearchResult,
  SendFriendRequestAnswer,
} from '@h5/api/contract/social';

const friendCall = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  api.post<T>(`/chat/friend/${path}`, body, { silent: true });

/** A member by id (digits) or invitation code, with what they are to the caller. */
export const searchMember = (keyword: string): Promise<FriendSearchResult> =>
  friendCall<FriendSearchResult>('search', { keyword });

export const sendFriendRequest = (memberId: number, message?: string): Promise<SendFriendRequestAnswer> =>
  friendCall<SendFriendRequestAnswer>('request', { memberId, message });

/** Requests the caller received or sent, newest first. */
export const fetchFriendRequests = (box: FriendRequestDirection, page: number, rows: number) =>
  friendCall<Paged<FriendRequestItem>>('requests', { box, page, rows });

export const approveFriendRequest = (id: number): Promise<FriendRequestItem> =>
  friendCall<FriendRequestItem>('approve', { id });

export const rejectFriendRequest = (id: number): Promise<FriendRequestItem> =>
  friendCall<FriendRequestItem>('reject', { id });
