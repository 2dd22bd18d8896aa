import type { ChatMessageView, ConversationSummary } from '@h5/api/contract/chat';

/**
 * The conversation list after a message arrived on the socket: that conversation shows it as its
 * last message, counts it unread unless the member sent it, and moves to the top. Null when the list
 * must be read again: the conversation is not in it (a new one), or the message is a group's system
 * message, which the server counts as read for the member whose act it tells and whose name alone it
 * carries. A message already counted (its seq not past the conversation's last) changes nothing.
 */
export function withLiveMessage(
  list: readonly ConversationSummary[],
  message: ChatMessageView,
  myId: number | undefined,
): ConversationSummary[] | null {
  const index = list.findIndex((item) => item.id === message.conversationId);
  if (index < 0) return null;
  const conversation = list[index]!;
  if (message.seq <= conversation.lastSeq) return [...list];
  if (message.kind === 'system') return null;
  const mine = message.sender.kind === 'member' && message.sender.memberId === myId;
  const unread = mine ? 0 : conversation.unread + (message.seq - conversation.lastSeq);
  const updated: ConversationSummary = {
    ...conversation,
    lastSeq: message.seq,
    lastReadSeq: mine ? message.seq : conversation.lastReadSeq,
    unread,
    lastMessage: message,
    lastMessageAt: message.createdAt,
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

/** The list as the server sent it, with the changes the socket brought on top (by id). */
export function mergeLive(
  server: readonly ConversationSummary[],
  live: readonly ConversationSummary[] | null,
): ConversationSummary[] {
  if (!live) return [...server];
  const liveIds = new Set(live.map((item) => item.id));
  return [...live, ...server.filter((item) => !liveIds.has(item.id))];
}
