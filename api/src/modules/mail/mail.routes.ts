import type { SendCodeAnswer } from './mail.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { CodeSender } from './code-sender.ts';
import { CODE_TTL_S, RESEND_AFTER_S } from './mail-code.service.ts';
import { SendCodeSchema } from './mail.schema.ts';

/** `POST /api/Mail/sendCode`: for registration and recovery without a login, else for the member's own actions. */
export const mailRoutes = ({ sendCode }: { sendCode: CodeSender }) =>
  defineRoutes('/api/Mail', (route) => {
    route.post(
      '/sendCode',
      { guard: guard.memberIfAny, body: SendCodeSchema },
      async (ctx, { actor, body }) => {
        await sendCode({
          scene: body.scene,
          mailbox: body.mailbox,
          member: actor,
          lang: ctx.state.lang,
          meta: requestMeta(ctx),
        });
        const answer: SendCodeAnswer = { resendAfterS: RESEND_AFTER_S, expiresInS: CODE_TTL_S };
        sendOk(ctx, answer);
      },
    );
  });
