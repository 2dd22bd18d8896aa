import Router from '@koa/router';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import type { OperatorAuth } from '../../platform/operator-auth.ts';
import { validate } from '../../platform/validate.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { presentNotice } from './content.presenter.ts';
import { PublishNoticeSchema } from './content.schema.ts';
import type { ContentService } from './content.service.ts';

/** Operator publishing: support and admin operators (ADR 0011). */
export function adminContentRoutes({
  content,
  operatorAuth,
}: {
  content: ContentService;
  operatorAuth: OperatorAuth;
}) {
  const router = new Router<AppState>({ prefix: '/api/Admin/Content' });

  router.post('/notice', operatorAuth(OPERATOR_POLICY.content), async (ctx) => {
    const input = validate(PublishNoticeSchema, ctx.request.body);
    const notice = await content.publishNotice(input);
    sendOk(ctx, presentNotice(notice, ctx.state.lang));
  });

  return router;
}
