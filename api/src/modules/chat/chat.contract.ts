// Wire types of the chat module (`@h5/api/contract/chat`), shared with the front end. Types only.

/** POST /chat/connect/issueToken */
export type SocketTokenAnswer = { token: string };

/** The socket's first message, after base64 and JSON decoding: its id, for `messages/bind`. */
export type SocketInitMessage = { type: 'init'; client_id: string };

// ---- Conversations and messages (ADR 0036) ----------------------------------------------------
// A conversation is direct (two friends), a group or a member with the service desk. Every message
// takes the conversation's next sequence number (`seq`, from 1): the order of delivery and of
// history. A client remembers the highest `seq` it has shown per conversation; after a reconnect it
// asks `/chat/message/since` for the rest, so nothing is lost and, keyed by `seq`, nothing is shown
// twice. `clientId` is the sender's own id for a message: sending it again answers the stored one.

export type ConversationKind = 'direct' | 'group' | 'service';

/** `system`: a group event (joined, left, …) sent by no one; its text is built from `system`. */
export type MessageKind = 'text' | 'image' | 'voice' | 'system';

/** A member as others see them in a conversation. */
export type ChatMemberCard = { id: number; nickname: string; avatar: string | null };

/** Who sent a message: a member, the service desk (a support operator; never named), or no one. */
export type MessageSender =
  | { kind: 'member'; memberId: number; nickname: string; avatar: string | null }
  | { kind: 'operator' }
  | { kind: 'system' };

/** A stored message as every member of its conversation sees it. */
export type ChatMessageView = {
  id: number;
  conversationId: number;
  seq: number;
  /** The sender's own id for it (null for system messages). */
  clientId: string | null;
  sender: MessageSender;
  kind: MessageKind;
  /** The text a member wrote (`text`); null for the other kinds. Always shown as text, never HTML. */
  text: string | null;
  /** An image or voice message's file: `GET /chat/file/<name>` (members of the conversation only). */
  file: { name: string; url: string } | null;
  /** A voice message's length. */
  durationMs: number | null;
  /** A system message: a message key of the chat remote with its values (`{ nickname: 'Ravi' }`). */
  system: { key: string; values: Record<string, string | number> } | null;
  createdAt: string;
};

/** A conversation in the member's list, newest message first. */
export type ConversationSummary = {
  id: number;
  kind: ConversationKind;
  /** The friend's nickname (direct), the group's name (group); empty for the service desk. */
  title: string;
  /** The friend's or the group's avatar (a public path), or null. */
  avatar: string | null;
  /** The friend, in a direct conversation. */
  peer: ChatMemberCard | null;
  lastSeq: number;
  lastReadSeq: number;
  /** `lastSeq − lastReadSeq`. */
  unread: number;
  lastMessage: ChatMessageView | null;
  lastMessageAt: string | null;
  /** A dissolved group: readable, closed to new messages. */
  closed: boolean;
};

/** POST /chat/conversation/list {page, rows} → `Paged<ConversationSummary>`. */
export type ConversationListInput = { page?: number; rows?: number };

/** POST /chat/conversation/open {friendId}: the direct conversation with a friend (made once). */
export type OpenConversationInput = { friendId: number };
export type OpenConversationAnswer = { conversationId: number };

/** POST /chat/conversation/info {conversationId} (members only). */
export type ConversationInfoInput = { conversationId: number };
export type ConversationInfo = ConversationSummary & {
  /** The caller's role: `owner` and `admin` in groups; `member` otherwise. */
  role: 'owner' | 'admin' | 'member';
  memberCount: number;
};

/**
 * POST /chat/message/send. `text` (1–2000 characters) for `text`; `fileName` (from
 * `/chat/file/upload`, the sender's own, of that kind) for `image` and `voice`. Answers the stored
 * message; the same `clientId` again answers the same message (nothing stored or delivered twice).
 * Refusals: not a member (404), not friends any more or blocked (409, `data.code`
 * `not_friends`|`blocked`), a dissolved group (409 `closed`), too many messages (429 `rate_limited`).
 */
export type SendMessageInput = {
  conversationId: number;
  /** 1–64 characters of `[A-Za-z0-9_-]`, unique per sender in the conversation (a UUID is fine). */
  clientId: string;
  kind: 'text' | 'image' | 'voice';
  text?: string;
  fileName?: string;
};

/** POST /chat/message/history {conversationId, beforeSeq?, rows?≤50}: older messages, oldest first. */
export type MessageHistoryInput = { conversationId: number; beforeSeq?: number; rows?: number };

/** POST /chat/message/since {conversationId, afterSeq}: up to 500 after it, in order; `more` if others follow. */
export type MessagesSinceInput = { conversationId: number; afterSeq: number };

/** The answer of history and since: messages in `seq` order; `more` when others lie beyond. */
export type MessagePage = { list: ChatMessageView[]; more: boolean };

/** POST /chat/message/read {conversationId, seq}: read up to `seq` (never moves backwards). */
export type ReadMessagesInput = { conversationId: number; seq: number };
export type ReadMessagesAnswer = { lastReadSeq: number; unread: number };

/** POST /chat/unread: the badge. `notices` is 0 while notices are not available. */
export type ChatUnreadAnswer = { messages: number; notices: number; total: number };

/**
 * POST /chat/file/upload, multipart: `kind` (`image`|`voice`, a field before `file`) and `file`.
 * Images as /api/Upload/image (JPEG, PNG, WebP, GIF ≤ 10 MB); voice as MediaRecorder records it
 * (WebM/Opus, Ogg/Opus, MP4/M4A/AAC) ≤ 2 MB and ≤ 60 s. The type is decided from the bytes.
 */
export type ChatFileAnswer = {
  name: string;
  /**
   * `GET /chat/file/<name>`: the uploader's and the members' of a conversation carrying it. It
   * needs the session's `token` header, which an `<img>` or `<audio>` cannot send: fetch it with
   * the api client and show it through an object URL (ranges are served for seeking).
   */
  url: string;
  kind: 'image' | 'voice';
  mime: string;
  size: number;
  durationMs: number | null;
};

/**
 * Socket message to every member of the conversation when a message is stored, in commit order.
 * A client keys messages by `seq`: one it has already shown is dropped; a gap (a `seq` beyond the
 * last shown + 1, e.g. after a reconnect) is filled through `/chat/message/since`.
 */
export type SocketChatMessage = { type: 'message'; conversationId: number; message: ChatMessageView };
