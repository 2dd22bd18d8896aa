import { sendOk } from '../../platform/envelope.ts';
import { PageQuerySchema } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import type { AuditService } from './audit.service.ts';

/** `GET /api/Security/activity`: the member's own recent security events. */
export const auditRoutes = ({ audit }: { audit: AuditService }) =>
  defineRoutes('/api/Security', (route) => {
    route.get('/activity', { guard: guard.member, query: PageQuerySchema }, async (ctx, { actor, query }) => {
      const { list, total } = await audit.list(actor, query.page, query.rows);
      sendOk(ctx, { list: list.map((event) => presentAuditEvent(event, ctx.state.lang)), total });
    });
  });
