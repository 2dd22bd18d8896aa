import type { Middleware } from 'koa';
import { isApiPath, type AppState } from './context.ts';
import { negotiateLang } from './i18n.ts';

/** Reads the `Lang` header (hi-in when absent or unknown) and tells caches that API answers depend on it. */
export function lang(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.lang = negotiateLang(ctx.get('Lang'));
    if (isApiPath(ctx.path)) ctx.vary('Lang');
    await next();
  };
}
