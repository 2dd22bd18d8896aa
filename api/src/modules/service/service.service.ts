import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Logger } from 'pino';
import { authorize, hasRole, type MemberActor, type OperatorActor } from '../../platform/policy.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { ChatConversationSchema, ChatMessageSchema } from '../chat/chat.entity.ts';
import type { MemberMessage, ServiceChat } from './service.chat.ts';
import type {
  ServiceMessagesAnswer,
  ServiceOpenAnswer,
  ServiceReplyAnswer,
  ServiceTicketState,
  ServiceTicketView,
  SocketToKefuMessage,
  SocketToKehuMessage,
} from './service.contract.ts';
import { ServiceTicketSchema, type ServiceTicket } from './service.entity.ts';
import { serviceTicketPolicy } from './service.policy.ts';
import { presentServiceMessage, presentTicket } from './service.presenter.ts';
import type { ServiceReplyBody } from './service.schema.ts';

/**
 * The room of the service desk: every `tokefu` goes there. The console polls its queue today; an
 * operator socket joined to this room would hear members live (ADR 0036, "Customer service").
 */
export const SERVICE_DESK_ROOM = 'service-desk';

const taken = () => new ApiError(409, 'service.taken', { data: { code: 'service_taken' } });
const closed = () => new ApiError(409, 'service.closed', { data: { code: 'service_closed' } });

type Deps = { em: EntityManager; clock: Clock; realtime: Realtime; logger: Logger; chat: ServiceChat };

/** Customer service: a member's conversation with the desk, the desk's queue and its answers. */
export function createServiceDesk({ em, clock, realtime, logger, chat }: Deps) {
  /** The tickets with their members' cards and newest messages, as the console lists them. */
  async function present(tickets: ServiceTicket[]): Promise<ServiceTicketView[]> {
    if (!tickets.length) return [];
    const ids = tickets.map((ticket) => ticket.conversationId);
    const [members, conversations] = await Promise.all([
      em.find(MemberSchema, { id: { $in: tickets.map((ticket) => ticket.memberId) } }),
      em.find(ChatConversationSchema, { id: { $in: ids } }),
    ]);
    const newest = conversations.filter((conversation) => conversation.lastSeq > 0);
    const messages = newest.length
      ? await em.find(ChatMessageSchema, {
          $or: newest.map((conversation) => ({ conversationId: conversation.id, seq: conversation.lastSeq })),
        })
      : [];
    const memberById = new Map(members.map((member) => [member.id, member]));
    const lastByConversation = new Map(messages.map((message) => [message.conversationId, message]));
    return tickets.map((ticket) => {
      const member = memberById.get(ticket.memberId);
      return presentTicket(
        ticket,
        {
          id: ticket.memberId,
          nickname: member?.nickname ?? '',
          avatar: member?.avatar ?? null,
          mailbox: member?.mailbox ?? '',
        },
        lastByConversation.get(ticket.conversationId) ?? null,
      );
    });
  }

  /** The ticket of a service conversation for an operator who may answer it (404 for any other id). */
  async function ticketFor(actor: OperatorActor, conversationId: number, tx = em) {
    const ticket = await tx.findOne(ServiceTicketSchema, { conversationId }, { refresh: true });
    authorize(actor, serviceTicketPolicy, 'answer', ticket);
    return ticket;
  }

  /**
   * Makes `actor` the ticket's operator (a waiting one, or their own again): one conditional update,
   * so two operators taking one ticket at once cannot both have it. Another operator's ticket is
   * refused unless `actor` is an admin; a closed one is refused.
   */
  async function claim(tx: EntityManager, actor: OperatorActor, ticket: ServiceTicket) {
    if (ticket.state === 'assigned' && ticket.operator === actor.username) return ticket;
    const anyHolder = actor.role === 'admin';
    const changed = await tx.nativeUpdate(
      ServiceTicketSchema,
      {
        conversationId: ticket.conversationId,
        state: { $in: ['waiting', 'assigned'] },
        ...(anyHolder ? {} : { $or: [{ operator: null }, { operator: actor.username }] }),
      },
      { state: 'assigned', operator: actor.username, assignedAt: clock.now() },
    );
    if (changed !== 1) throw ticket.state === 'closed' ? closed() : taken();
    return ticketFor(actor, ticket.conversationId, tx);
  }

  return {
    /**
     * The member's service conversation, made on their first visit: the conversation, the member in
     * it and the ticket in one transaction; `service_ticket.member_id` is unique, so of two opens at
     * once one makes it and the other answers it.
     */
    async open(actor: MemberActor): Promise<ServiceOpenAnswer> {
      const existing = await em.findOne(ServiceTicketSchema, { memberId: actor.id });
      if (existing)
        return { conversationId: existing.conversationId, state: existing.state as ServiceTicketState };
      const now = clock.now();
      try {
        await em.transactional(async (tx) => {
          const conversationId = await chat.createConversation(tx, actor.id);
          // Closed until the member writes: only a written conversation waits in the queue.
          tx.create(ServiceTicketSchema, {
            conversationId,
            memberId: actor.id,
            state: 'closed',
            operator: null,
            lastMemberMessageAt: null,
            assignedAt: null,
            closedAt: null,
            createdAt: now,
          });
          await tx.flush();
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
      const ticket = await em.findOneOrFail(ServiceTicketSchema, { memberId: actor.id }, { refresh: true });
      return { conversationId: ticket.conversationId, state: ticket.state as ServiceTicketState };
    },

    /**
     * A member wrote in a conversation: when it is their service conversation, the ticket waits in
     * the queue again if it was closed (for any operator), notes when they wrote, and the desk hears
     * `tokefu`.
     */
    async memberWrote({ conversationId, memberId, messageId }: MemberMessage): Promise<void> {
      const fork = em.fork();
      const ticket = await fork.findOne(ServiceTicketSchema, { conversationId });
      if (!ticket || ticket.memberId !== memberId) return;
      const message = await fork.findOneOrFail(ChatMessageSchema, { id: messageId });
      await fork.nativeUpdate(
        ServiceTicketSchema,
        { conversationId, state: 'closed' },
        { state: 'waiting', operator: null, assignedAt: null, closedAt: null },
      );
      // Never back: two messages noted at once may finish in either order.
      await fork.nativeUpdate(
        ServiceTicketSchema,
        {
          conversationId,
          $or: [{ lastMemberMessageAt: null }, { lastMemberMessageAt: { $lt: message.createdAt } }],
        },
        { lastMemberMessageAt: message.createdAt },
      );
      const now = await fork.findOneOrFail(ServiceTicketSchema, { conversationId }, { refresh: true });
      const tokefu: SocketToKefuMessage = {
        type: 'tokefu',
        conversationId,
        memberId: now.memberId,
        state: now.state as ServiceTicketState,
        message: presentServiceMessage(message),
      };
      realtime.publish(SERVICE_DESK_ROOM, tokefu);
    },

    /** Logs what `memberWrote` could not do: a subscriber must not throw into the chat module. */
    reportFailure(error: unknown) {
      logger.error({ err: error }, 'customer service: a member message was not noted');
    },

    /** Waiting tickets first, then assigned ones, each the least recent member message first. */
    async queue(actor: OperatorActor, query: { page: number; rows: number; mine: boolean }) {
      const open = { state: { $in: ['waiting', 'assigned'] } };
      const where = query.mine
        ? { $or: [{ state: 'waiting' }, { state: 'assigned', operator: actor.username }] }
        : open;
      const [tickets, total] = await em.findAndCount(ServiceTicketSchema, where, {
        // 'waiting' sorts after 'assigned': descending puts it first.
        orderBy: { state: 'desc', lastMemberMessageAt: 'asc', conversationId: 'asc' },
        limit: query.rows,
        offset: (query.page - 1) * query.rows,
      });
      return { list: await present(tickets), total };
    },

    /** The caller takes the ticket (audited `service_assign`). */
    async assign(actor: OperatorActor, conversationId: number, by: ActedBy): Promise<ServiceTicketView> {
      const ticket = await em.transactional(async (tx) => {
        const found = await ticketFor(actor, conversationId, tx);
        // Theirs already: nothing changes, nothing to audit.
        if (found.state === 'assigned' && found.operator === actor.username) return found;
        const claimed = await claim(tx, actor, found);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'service_assign',
          detail: { conversationId, memberId: claimed.memberId },
        });
        return claimed;
      });
      const [view] = await present([ticket]);
      return view!;
    },

    /** A service conversation's messages before `beforeSeq` (the newest without it), oldest first. */
    async messages(
      actor: OperatorActor,
      query: { conversationId: number; beforeSeq?: number | undefined; rows: number },
    ): Promise<ServiceMessagesAnswer> {
      const ticket = await ticketFor(actor, query.conversationId);
      const rows = await em.find(
        ChatMessageSchema,
        {
          conversationId: query.conversationId,
          ...(query.beforeSeq !== undefined && { seq: { $lt: query.beforeSeq } }),
        },
        { orderBy: { seq: 'desc' }, limit: query.rows + 1 },
      );
      const page = rows.slice(0, query.rows).reverse();
      const [view] = await present([ticket]);
      return { ticket: view!, list: page.map(presentServiceMessage), hasMore: rows.length > query.rows };
    },

    /**
     * The operator's text answer (audited `service_reply`): a waiting ticket becomes theirs; the
     * member gets the message and `tokehu` on their socket. A retry with the same `clientId`
     * answers the message stored the first time.
     */
    async reply(actor: OperatorActor, input: ServiceReplyBody, by: ActedBy): Promise<ServiceReplyAnswer> {
      let ticket = await ticketFor(actor, input.conversationId);
      const again = await em.findOne(ChatMessageSchema, {
        conversationId: input.conversationId,
        senderOperator: actor.username,
        clientId: input.clientId,
      });
      let messageId = again?.id;
      if (!again) {
        if (ticket.state === 'closed') throw closed();
        ticket = await em.transactional((tx) => claim(tx, actor, ticket));
        const appended = await chat.appendOperatorText(em, {
          conversationId: input.conversationId,
          operator: actor.username,
          clientId: input.clientId,
          text: input.text,
        });
        messageId = appended.message.id;
        if (appended.created) {
          await recordOperatorAction(em.fork(), clock, {
            ...by,
            action: 'service_reply',
            detail: { conversationId: input.conversationId, memberId: ticket.memberId, messageId },
          });
          const tokehu: SocketToKehuMessage = {
            type: 'tokehu',
            conversationId: input.conversationId,
            message: appended.message,
          };
          realtime.publish(memberRoom(ticket.memberId), tokehu);
        }
      }
      const message = await em.findOneOrFail(ChatMessageSchema, { id: messageId! });
      const [view] = await present([ticket]);
      return { ticket: view!, message: presentServiceMessage(message) };
    },

    /**
     * Done with it (audited `service_close`): a waiting ticket, or the caller's own (any for an
     * admin). The member's next message puts it back in the queue.
     */
    async close(actor: OperatorActor, conversationId: number, by: ActedBy): Promise<ServiceTicketView> {
      const ticket = await em.transactional(async (tx) => {
        const found = await ticketFor(actor, conversationId, tx);
        if (found.state === 'closed') throw closed();
        const changed = await tx.nativeUpdate(
          ServiceTicketSchema,
          {
            conversationId,
            state: { $in: ['waiting', 'assigned'] },
            ...(actor.role === 'admin' ? {} : { $or: [{ operator: null }, { operator: actor.username }] }),
          },
          { state: 'closed', closedAt: clock.now() },
        );
        if (changed !== 1) throw taken();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'service_close',
          detail: { conversationId, memberId: found.memberId },
        });
        return ticketFor(actor, conversationId, tx);
      });
      const [view] = await present([ticket]);
      return view!;
    },

    /** Closed tickets, the most recently closed first; of one member when `memberId` is given. */
    async history(query: { page: number; rows: number; memberId?: number | undefined }) {
      const [tickets, total] = await em.findAndCount(
        ServiceTicketSchema,
        {
          state: 'closed',
          closedAt: { $ne: null },
          ...(query.memberId !== undefined && { memberId: query.memberId }),
        },
        {
          orderBy: { closedAt: 'desc', conversationId: 'desc' },
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
        },
      );
      return { list: await present(tickets), total };
    },

    /**
     * Whether an operator may see a chat file (`GET /chat/file/:name`): a support operator or an
     * admin, and a message of a service conversation carries it (a member's image or voice message
     * to the desk). Files of direct and group conversations stay the members'.
     */
    async operatorMaySeeFile(actor: OperatorActor, fileName: string): Promise<boolean> {
      if (!hasRole(actor, OPERATOR_POLICY.service)) return false;
      const carriers = await em.find(
        ChatMessageSchema,
        { fileName },
        { fields: ['conversationId'], limit: 20 },
      );
      if (!carriers.length) return false;
      const conversationIds = [...new Set(carriers.map((message) => message.conversationId))];
      return (await em.count(ServiceTicketSchema, { conversationId: { $in: conversationIds } })) > 0;
    },
  };
}

export type ServiceDesk = ReturnType<typeof createServiceDesk>;
