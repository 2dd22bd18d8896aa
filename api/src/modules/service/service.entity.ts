import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A member's conversation with the service desk (a `chat_conversation` of kind `service`, one per
 * member): `waiting` in the queue, `assigned` to a support operator, `closed` when answered (a new
 * message from the member opens it again, back in the queue).
 */
export const ServiceTicketSchema = defineEntity({
  name: 'ServiceTicket',
  tableName: 'service_ticket',
  indexes: [{ properties: ['state', 'lastMemberMessageAt'] }, { properties: ['operator', 'state'] }],
  properties: {
    conversationId: p.integer().primary(),
    memberId: p.integer().unique(),
    state: p.string().length(8),
    operator: p.string().length(80).nullable(),
    lastMemberMessageAt: p.datetime(3).nullable(),
    assignedAt: p.datetime(3).nullable(),
    closedAt: p.datetime(3).nullable(),
    createdAt: p
      .datetime(3)
      .onCreate(() => new Date())
      .fieldName('created_at'),
  },
});

export type ServiceTicket = InferEntity<typeof ServiceTicketSchema>;
