import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import { forbidden } from './errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards operator endpoints with the `operator-token` header (ADR 0007). Without a configured
 * OPERATOR_TOKEN every call is refused. Both sides are hashed first so the comparison takes the
 * same time whatever the length or content of the guess.
 */
export function operatorOnly(operatorToken: string | undefined): Middleware<AppState> {
  const expected = operatorToken ? digest(operatorToken) : undefined;
  return async (ctx, next) => {
    const given = ctx.get('operator-token');
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) throw forbidden();
    await next();
  };
}
