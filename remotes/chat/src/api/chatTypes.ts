// Shapes of the chat API as this remote reads them. Switched to `@h5/api/contract/chat` and
// `/social` as those contracts are committed (issue #19: engineers A and B write them).
export type MessageKind = 'text' | 'image' | 'voice' | 'system';

export type ChatMessage = {
  id: number;
  conversationId: number;
  seq: number;
  clientId?: string | null;
  senderId: number | null;
  kind: MessageKind;
  text?: string | null;
  file?: string | null;
  /** Voice length in seconds. */
  duration?: number | null;
  createdAt: string;
};

export type ConversationKind = 'direct' | 'group' | 'service';

export type ConversationSummary = {
  id: number;
  kind: ConversationKind;
  title: string;
  avatar?: string | null;
  lastMessage?: ChatMessage | null;
  unread: number;
  lastSeq: number;
  groupId?: number | null;
};

export type ConversationInfo = ConversationSummary & { readSeq?: number };

export type FriendCard = { id: number; nickname: string; avatar?: string | null; online?: boolean };

export type NoticeTopic = 'friend' | 'group' | 'comment' | 'like' | 'plan';

export type NoticeItem = {
  id: number;
  topic: NoticeTopic;
  read: boolean;
  createdAt: string;
  [field: string]: unknown;
};
