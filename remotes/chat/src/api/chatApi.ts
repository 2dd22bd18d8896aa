// The `/chat/...` calls of the chat remote's own pages (index, chat, notice). The API's contracts
// (`@h5/api/contract/chat`, `/social`) name the shapes; until a route's contract is committed its
// shape is declared in ./chatTypes.ts, so a later contract change shows here as a type error.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  ChatMessage,
  ConversationInfo,
  ConversationSummary,
  FriendCard,
  MessageKind,
  NoticeItem,
} from './chatTypes.ts';

/** A POST under the host's `/chat/` path (specification §7); refusals are shown by the page. */
const chatPost = <T = unknown>(path: string, body: Record<string, unknown>): Promise<T> =>
  api.post<T>(path, body, { base: 'chat', silent: true });

export const fetchConversations = (): Promise<{ list: ConversationSummary[] }> =>
  chatPost<{ list: ConversationSummary[] }>('/conversation/list', {});

export const fetchFriends = (): Promise<{ list: FriendCard[] }> =>
  chatPost<{ list: FriendCard[] }>('/friend/list', {});

export const openConversation = (friendId: number): Promise<{ conversationId: number }> =>
  chatPost<{ conversationId: number }>('/conversation/open', { friendId });

export const fetchConversationInfo = (conversationId: number): Promise<ConversationInfo> =>
  chatPost<ConversationInfo>('/conversation/info', { conversationId });

export const fetchHistory = (
  conversationId: number,
  beforeSeq: number | undefined,
  rows: number,
): Promise<{ list: ChatMessage[] }> =>
  chatPost<{ list: ChatMessage[] }>('/message/history', {
    conversationId,
    ...(beforeSeq ? { beforeSeq } : {}),
    rows,
  });

export const fetchSince = (conversationId: number, afterSeq: number): Promise<{ list: ChatMessage[] }> =>
  chatPost<{ list: ChatMessage[] }>('/message/since', { conversationId, afterSeq });

export const sendMessage = (input: {
  conversationId: number;
  clientId: string;
  kind: MessageKind;
  text?: string;
  file?: string;
}): Promise<ChatMessage> => chatPost<ChatMessage>('/message/send', input);

export const markRead = (conversationId: number, seq: number): Promise<unknown> =>
  chatPost('/message/read', { conversationId, seq });

export const fetchUnread = (): Promise<{ total: number }> => chatPost<{ total: number }>('/unread', {});

export const fetchNotices = (page: number, rows: number): Promise<Paged<NoticeItem>> =>
  api.post<Paged<NoticeItem>>('/chat/notice/list', { page, rows });

export const markNoticesRead = (ids: number[] | 'all'): Promise<unknown> =>
  chatPost('/notice/read', ids === 'all' ? { all: 1 } : { ids: ids.join(',') });

export const fetchNoticeUnread = (): Promise<{ count: number }> =>
  chatPost<{ count: number }>('/notice/unread', {});
