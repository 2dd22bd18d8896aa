import type { Paged } from '../../contract/index.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type {
  ServiceMessagesAnswer,
  ServiceOpenAnswer,
  ServiceReplyAnswer,
  ServiceTicketView,
} from './service.contract.ts';
import {
  ServiceAssignSchema,
  ServiceCloseSchema,
  ServiceHistoryQuerySchema,
  ServiceMessagesQuerySchema,
  ServiceQueueQuerySchema,
  ServiceReplySchema,
} from './service.schema.ts';
import type { ServiceDesk } from './service.service.ts';

type Deps = { desk: ServiceDesk };

/** The member's door to the service desk: their conversation, where they write like in any other. */
export const serviceRoutes = ({ desk }: Deps) =>
  defineRoutes('/chat/service', (route) => {
    route.post('/open', { guard: guard.member }, async (ctx, { actor }) => {
      const answer: ServiceOpenAnswer = await desk.open(actor);
      sendOk(ctx, answer);
    });
  });

/** The service desk in the console: support operators and admins (`OPERATOR_POLICY.service`), audited. */
export const adminServiceRoutes = ({ desk }: Deps) =>
  defineRoutes('/api/Admin/Service', (route) => {
    const operators = guard.operator(OPERATOR_POLICY.service);

    route.get(
      '/queue',
      { guard: operators, query: ServiceQueueQuerySchema },
      async (ctx, { actor, query }) => {
        const answer: Paged<ServiceTicketView> = await desk.queue(actor, query);
        sendOk(ctx, answer);
      },
    );

    route.post('/assign', { guard: operators, body: ServiceAssignSchema }, async (ctx, { actor, body }) => {
      const answer: ServiceTicketView = await desk.assign(actor, body.conversationId, actedBy(actor));
      sendOk(ctx, answer);
    });

    route.get(
      '/messages',
      { guard: operators, query: ServiceMessagesQuerySchema },
      async (ctx, { actor, query }) => {
        const answer: ServiceMessagesAnswer = await desk.messages(actor, query);
        sendOk(ctx, answer);
      },
    );

    route.post('/reply', { guard: operators, body: ServiceReplySchema }, async (ctx, { actor, body }) => {
      const answer: ServiceReplyAnswer = await desk.reply(actor, body, actedBy(actor));
      sendOk(ctx, answer);
    });

    route.post('/close', { guard: operators, body: ServiceCloseSchema }, async (ctx, { actor, body }) => {
      const answer: ServiceTicketView = await desk.close(
        actor,
        body.conversationId,
        actedBy(actor, body.reason),
      );
      sendOk(ctx, answer);
    });

    route.get('/history', { guard: operators, query: ServiceHistoryQuerySchema }, async (ctx, { query }) => {
      const answer: Paged<ServiceTicketView> = await desk.history(query);
      sendOk(ctx, answer);
    });
  });
