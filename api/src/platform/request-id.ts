import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import { DEFAULT_LANG } from './i18n.ts';
import { loggableUrl } from './logger.ts';

const VALID_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (a caller's `X-Request-Id` when it is sane, so a trace crosses the
 * load balancer), answers it in `X-Request-Id`, and logs one line per request when it ends.
 */
export function requestId(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.lang = DEFAULT_LANG;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // Load balancers poll the health check constantly; its lines would drown the rest.
      const level = ctx.path === '/api/health' && ctx.status === 200 ? 'debug' : 'info';
      ctx.state.log[level](
        { method: ctx.method, url: loggableUrl(ctx.originalUrl), status: ctx.status, ms },
        'request',
      );
    }
  };
}
