import type { ChatMessage } from '../chat/chat.entity.ts';
import type { ServiceMemberCard, ServiceMessage, ServiceTicketView } from './service.contract.ts';
import type { ServiceTicket } from './service.entity.ts';

/** A message of a service conversation as the console shows it (the operator named). */
export const presentServiceMessage = (message: ChatMessage): ServiceMessage => ({
  id: message.id,
  conversationId: message.conversationId,
  seq: message.seq,
  kind: message.kind as ServiceMessage['kind'],
  text: message.kind === 'text' ? message.body : '',
  fileName: message.fileName ?? null,
  durationMs: message.durationMs ?? null,
  from: message.senderOperator ? 'operator' : 'member',
  senderId: message.senderId ?? null,
  operator: message.senderOperator ?? null,
  createdAt: message.createdAt.toISOString(),
});

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** A ticket with its member and its newest message. */
export const presentTicket = (
  ticket: ServiceTicket,
  member: ServiceMemberCard,
  lastMessage: ChatMessage | null,
): ServiceTicketView => ({
  conversationId: ticket.conversationId,
  state: ticket.state as ServiceTicketView['state'],
  member,
  operator: ticket.operator ?? null,
  lastMessage: lastMessage && presentServiceMessage(lastMessage),
  lastMemberMessageAt: iso(ticket.lastMemberMessageAt),
  assignedAt: iso(ticket.assignedAt),
  closedAt: iso(ticket.closedAt),
  createdAt: ticket.createdAt.toISOString(),
});
