import Router from '@koa/router';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { validate } from '../../platform/validate.ts';
import { ClientIdSchema } from './chat.schema.ts';
import type { ChatService } from './chat.service.ts';

/** `/chat/connect/issueToken`, `/chat/messages/bind`, `/chat/messages/quit`. */
export function chatRoutes({ chat, auth }: { chat: ChatService; auth: Auth }) {
  const router = new Router<AppState>({ prefix: '/chat' });

  router.post('/connect/issueToken', auth({ optional: true }), (ctx) => {
    sendOk(ctx, { token: chat.issueToken(ctx.state.member) });
  });

  router.post('/messages/bind', auth(), async (ctx) => {
    const { client_id } = validate(ClientIdSchema, ctx.request.body);
    await chat.bind(ctx.state.member!, client_id);
    sendOk(ctx, { bound: true });
  });

  router.post('/messages/quit', auth({ optional: true }), async (ctx) => {
    const { client_id } = validate(ClientIdSchema, ctx.request.body);
    await chat.quit(ctx.state.member, client_id);
    sendOk(ctx, { quit: true });
  });

  return router;
}
