// Wire types of the customer service module (`@h5/api/contract/service`), shared with the front end.
// Types only. A member's conversation with the service desk is a chat conversation of kind `service`
// (one per member): the member writes in it with POST /chat/message/send like in any conversation;
// support operators answer from the console (ADR 0036, "Customer service"). Reading routes are GET
// (query string), changes are POST (JSON) and audited.
import type { ChatMessageView } from '../chat/chat.contract.ts';

/**
 * Where a member's conversation with the desk stands: `waiting` for an operator (a member wrote
 * and nobody has taken it, or it was closed and the member wrote again), `assigned` to an operator,
 * `closed` when the operator is done with it.
 */
export type ServiceTicketState = 'waiting' | 'assigned' | 'closed';

/** POST /chat/service/open (member, no body): their service conversation, created on first use. */
export type ServiceOpenAnswer = { conversationId: number; state: ServiceTicketState };

/**
 * A message of a service conversation as the console shows it: from the member (`senderId`) or
 * from an operator (`operator`, their login name). `text` is the text of a `text` message (shown as
 * text, never as HTML); an image or a voice message names its file (`GET /chat/file/:name`), a
 * voice message its length.
 */
export type ServiceMessage = {
  id: number;
  conversationId: number;
  seq: number;
  kind: 'text' | 'image' | 'voice' | 'system';
  text: string;
  fileName: string | null;
  durationMs: number | null;
  from: 'member' | 'operator';
  senderId: number | null;
  operator: string | null;
  createdAt: string;
};

/** The member a ticket is about, as the console shows them. */
export type ServiceMemberCard = { id: number; nickname: string; avatar: string | null; mailbox: string };

/** A ticket in the console's queue or history. */
export type ServiceTicketView = {
  conversationId: number;
  state: ServiceTicketState;
  member: ServiceMemberCard;
  /** The operator who took it (`null` while waiting). */
  operator: string | null;
  lastMessage: ServiceMessage | null;
  lastMemberMessageAt: string | null;
  assignedAt: string | null;
  closedAt: string | null;
  createdAt: string;
};

/**
 * GET /api/Admin/Service/queue (support, admin): `waiting` and `assigned` tickets, those waiting
 * first, each group the oldest member message first (`Paged<ServiceTicketView>`). `mine` keeps
 * the caller's own assigned tickets and the waiting ones.
 */
export type ServiceQueueRequest = { page?: number; rows?: number; mine?: boolean };

/**
 * POST /api/Admin/Service/assign (support, admin, audited `service_assign`): the caller takes the
 * ticket. A ticket another operator holds is refused (409 `service_taken`) unless the caller is an
 * admin; a closed ticket is refused (409 `service_closed`). Answers the ticket.
 */
export type ServiceAssignRequest = { conversationId: number };

/**
 * GET /api/Admin/Service/messages (support, admin): a service conversation's messages, newest
 * page first: `beforeSeq` (absent: from the newest) and `rows` (20 by default, ≤ 100); the list
 * oldest first. `hasMore` when older ones remain.
 */
export type ServiceMessagesRequest = { conversationId: number; beforeSeq?: number; rows?: number };
export type ServiceMessagesAnswer = { ticket: ServiceTicketView; list: ServiceMessage[]; hasMore: boolean };

/**
 * POST /api/Admin/Service/reply (support, admin, audited `service_reply`): a text answer, stored as
 * a message of the conversation with the operator as its sender; a waiting ticket is taken by the
 * caller; one another operator holds is refused as `assign` refuses it. `clientId` makes a retry
 * answer the same message. The member gets the usual `message` socket event and `tokehu`.
 */
export type ServiceReplyRequest = { conversationId: number; clientId: string; text: string };
export type ServiceReplyAnswer = { ticket: ServiceTicketView; message: ServiceMessage };

/**
 * POST /api/Admin/Service/close (support, admin, audited `service_close`): done with it. The next
 * message from the member puts it back in the queue (`waiting`). Answers the ticket.
 */
export type ServiceCloseRequest = { conversationId: number; reason?: string };

/**
 * GET /api/Admin/Service/history (support, admin): closed tickets, most recently closed first
 * (`Paged<ServiceTicketView>`), of one member when `memberId` is given.
 */
export type ServiceHistoryRequest = { page?: number; rows?: number; memberId?: number };

/**
 * Socket message to the service desk (room `service-desk`) when a member wrote in their service
 * conversation: the ticket as it is now, and the message.
 */
export type SocketToKefuMessage = {
  type: 'tokefu';
  conversationId: number;
  memberId: number;
  state: ServiceTicketState;
  message: ServiceMessage;
};

/**
 * Socket message to the member (their room) when the desk answered, besides the conversation's
 * usual `message` event (the same message, its operator unnamed): the app may show it anywhere.
 */
export type SocketToKehuMessage = { type: 'tokehu'; conversationId: number; message: ChatMessageView };
