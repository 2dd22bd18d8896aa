import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import { negotiateLang } from './i18n.ts';

/** Reads the `Lang` header (hi-in when absent or unknown) and tells caches the answer depends on it. */
export function lang(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.lang = negotiateLang(ctx.get('Lang'));
    ctx.vary('Lang');
    await next();
  };
}
