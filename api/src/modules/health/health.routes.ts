import Router from '@koa/router';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import type { HealthService } from './health.service.ts';

/** `GET /api/health`: 200 when healthy, 503 (status 0) with the same report when not. */
export function healthRoutes({ health }: { health: HealthService }) {
  const router = new Router<AppState>();

  router.get('/api/health', async (ctx) => {
    const report = await health.check();
    ctx.set('Cache-Control', 'no-store');
    if (report.ok) return sendOk(ctx, report);
    ctx.status = 503;
    ctx.body = { status: 0, msg: translate(ctx.state.lang, 'errors.serviceUnavailable'), data: report };
  });

  return router;
}
