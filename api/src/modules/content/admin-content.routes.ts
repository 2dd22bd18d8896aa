import Router from '@koa/router';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { operatorOnly } from '../../platform/operator.ts';
import { validate } from '../../platform/validate.ts';
import { presentNotice } from './content.presenter.ts';
import { PublishNoticeSchema } from './content.schema.ts';
import type { ContentService } from './content.service.ts';

/** Operator publishing (ADR 0007: guarded by OPERATOR_TOKEN until operator accounts exist). */
export function adminContentRoutes({
  content,
  operatorToken,
}: {
  content: ContentService;
  operatorToken: string | undefined;
}) {
  const router = new Router<AppState>({ prefix: '/api/Admin/Content' });

  router.post('/notice', operatorOnly(operatorToken), async (ctx) => {
    const input = validate(PublishNoticeSchema, ctx.request.body);
    const notice = await content.publishNotice(input);
    sendOk(ctx, presentNotice(notice, ctx.state.lang));
  });

  return router;
}
