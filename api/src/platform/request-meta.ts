import type { AppContext } from './context.ts';

/** The caller's address and device (`client` header), as recorded with security events. */
export const requestMeta = (ctx: AppContext) => ({
  ip: ctx.ip.slice(0, 64),
  client: ctx.get('client').trim().slice(0, 64) || 'unknown',
});
