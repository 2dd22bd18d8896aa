import Router from '@koa/router';
import type { SendCodeAnswer } from '../../contract/index.ts';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
import type { CodeSender } from './code-sender.ts';
import { CODE_TTL_S, RESEND_AFTER_S } from './mail-code.service.ts';
import { SendCodeSchema } from './mail.schema.ts';

/** `POST /api/Mail/sendCode` */
export function mailRoutes({ sendCode, auth }: { sendCode: CodeSender; auth: Auth }) {
  const router = new Router<AppState>({ prefix: '/api/Mail' });

  router.post('/sendCode', auth({ optional: true }), async (ctx) => {
    const { scene, mailbox } = validate(SendCodeSchema, ctx.request.body ?? {});
    await sendCode({
      scene,
      mailbox,
      member: ctx.state.member,
      lang: ctx.state.lang,
      meta: requestMeta(ctx),
    });
    const answer: SendCodeAnswer = { resendAfterS: RESEND_AFTER_S, expiresInS: CODE_TTL_S };
    sendOk(ctx, answer);
  });

  return router;
}
