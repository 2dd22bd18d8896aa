import { sendOk } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { HealthService } from './health.service.ts';

/** `GET /api/health`: 200 when healthy, 503 (status 0) with the same report when not. */
export const healthRoutes = ({ health }: { health: HealthService }) =>
  defineRoutes('/api', (route) => {
    route.get('/health', { guard: guard.public }, async (ctx) => {
      const report = await health.check();
      if (report.ok) return sendOk(ctx, report);
      ctx.status = 503;
      ctx.body = { status: 0, msg: translate(ctx.state.lang, 'errors.serviceUnavailable'), data: report };
    });
  });
