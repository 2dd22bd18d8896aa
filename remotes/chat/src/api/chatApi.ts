// The `/chat/...` calls of the chat remote's own pages (index, chat, notice). Shapes are the API's
// contracts (`@h5/api/contract/chat`, `/social`), so a change there shows here as a type error.
// Silent: each page shows its refusals where they belong.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  ChatFileAnswer,
  ChatMessageView,
  ChatUnreadAnswer,
  ConversationInfo,
  ConversationSummary,
  MessagePage,
  OpenConversationAnswer,
  ReadMessagesAnswer,
  SendMessageInput,
} from '@h5/api/contract/chat';
import type {
  Friend,
  NoticeItem,
  NoticeTopic,
  NoticeUnreadAnswer,
  ReadNoticeAnswer,
} from '@h5/api/contract/social';

/** A POST under the host's `/chat/` path (specification §7). */
const chatPost = <T>(path: string, body: Record<string, unknown> = {}): Promise<T> =>
  api.post<T>(`/chat${path}`, body, { silent: true });

export const fetchConversations = (page: number, rows: number): Promise<Paged<ConversationSummary>> =>
  chatPost('/conversation/list', { page, rows });

export const fetchFriends = (page: number, rows: number): Promise<Paged<Friend>> =>
  chatPost('/friend/list', { page, rows });

/** The direct conversation with a friend (made on first use). */
export const openConversation = (friendId: number): Promise<OpenConversationAnswer> =>
  chatPost('/conversation/open', { friendId });

export const fetchConversationInfo = (conversationId: number): Promise<ConversationInfo> =>
  chatPost('/conversation/info', { conversationId });

/** Older messages than `beforeSeq` (the newest without it), oldest first. */
export const fetchHistory = (conversationId: number, beforeSeq: number | undefined, rows: number) =>
  chatPost<MessagePage>('/message/history', { conversationId, rows, ...(beforeSeq ? { beforeSeq } : {}) });

/** What came after `afterSeq`, in order (after a reconnect). */
export const fetchSince = (conversationId: number, afterSeq: number): Promise<MessagePage> =>
  chatPost('/message/since', { conversationId, afterSeq });

export const sendMessage = (input: SendMessageInput): Promise<ChatMessageView> =>
  chatPost('/message/send', input);

export const markRead = (conversationId: number, seq: number): Promise<ReadMessagesAnswer> =>
  chatPost('/message/read', { conversationId, seq });

/** Unread messages and notices: the chat entry's badge. */
export const fetchUnread = (): Promise<ChatUnreadAnswer> => chatPost('/unread');

/** A picture or a voice recording for a message; the type is decided from the bytes by the server. */
export const uploadChatFile = (
  file: Blob,
  kind: 'image' | 'voice',
  onProgress?: (percent: number) => void,
): Promise<ChatFileAnswer> =>
  api.upload<ChatFileAnswer>('/chat/file/upload', file, { fields: { kind }, onProgress, silent: true });

export const fetchNotices = (topic: NoticeTopic | undefined, page: number, rows: number) =>
  chatPost<Paged<NoticeItem>>('/notice/list', { page, rows, ...(topic ? { topic } : {}) });

export const markNoticeRead = (id: number): Promise<ReadNoticeAnswer> => chatPost('/notice/read', { id });

export const markAllNoticesRead = (): Promise<ReadNoticeAnswer> => chatPost('/notice/read', { all: true });

export const fetchNoticeUnread = (): Promise<NoticeUnreadAnswer> => chatPost('/notice/unread');
