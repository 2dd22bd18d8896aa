import { z } from 'zod';
import { flag, id, optional, optionalReason, paging, text } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';

/** A reply's length, as a member's message (the chat module's limit). */
export const REPLY_MAX = 2000;

const conversationId = () => id('serviceTicket');

/** `GET /api/Admin/Service/queue?page&rows&mine` */
export const ServiceQueueQuerySchema = z.object({ ...paging, mine: flag() });

/** `POST /api/Admin/Service/assign` */
export const ServiceAssignSchema = z.object({ conversationId: conversationId() });

/** `GET /api/Admin/Service/messages?conversationId&beforeSeq&rows` */
export const ServiceMessagesQuerySchema = z.object({
  conversationId: conversationId(),
  beforeSeq: optional(
    intParam().pipe(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    ),
  ),
  rows: paging.rows,
});

/** `POST /api/Admin/Service/reply` */
export const ServiceReplySchema = z.object({
  conversationId: conversationId(),
  clientId: z
    .string(message('service.clientIdInvalid'))
    .regex(/^[A-Za-z0-9_-]{1,64}$/, message('service.clientIdInvalid')),
  text: text(REPLY_MAX, {
    multiline: true,
    required: 'service.textRequired',
    tooLong: 'service.textTooLong',
  }),
});

export type ServiceReplyBody = z.output<typeof ServiceReplySchema>;

/** `POST /api/Admin/Service/close` */
export const ServiceCloseSchema = z.object({ conversationId: conversationId(), reason: optionalReason() });

/** `GET /api/Admin/Service/history?page&rows&memberId` */
export const ServiceHistoryQuerySchema = z.object({ ...paging, memberId: optional(id('member')) });
