import Router from '@koa/router';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { validate } from '../../platform/validate.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import { ActivityQuerySchema } from './audit.schema.ts';
import type { AuditService } from './audit.service.ts';

/** `GET /api/Security/activity`: the member's own recent security events. */
export function auditRoutes({ audit, auth }: { audit: AuditService; auth: Auth }) {
  const router = new Router<AppState>({ prefix: '/api/Security' });

  router.get('/activity', auth(), async (ctx) => {
    const { page, rows } = validate(ActivityQuerySchema, ctx.query);
    const { list, total } = await audit.list(ctx.state.member!.id, page, rows);
    sendOk(ctx, { list: list.map((event) => presentAuditEvent(event, ctx.state.lang)), total });
  });

  return router;
}
