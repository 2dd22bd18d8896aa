import type { Middleware } from 'koa';
import type { AppState, Member } from './context.ts';
import { notLoggedIn } from './errors.ts';

/** Finds the member a session token belongs to, or null for an unknown or expired token. */
export type MemberResolver = (token: string) => Promise<Member | null>;

/** The resolver until member accounts exist: no token belongs to anyone. */
export const noMembers: MemberResolver = async () => null;

/**
 * Builds the `auth()` hook around a resolver. `auth()` answers -100 (HTTP 401) without a valid
 * `token` header; `auth({ optional: true })` only sets `ctx.state.member` when there is one.
 */
export function createAuth(resolveMember: MemberResolver) {
  return function auth(options: { optional?: boolean } = {}): Middleware<AppState> {
    return async (ctx, next) => {
      const token = ctx.get('token').trim();
      const member = token ? await resolveMember(token) : null;
      if (member) ctx.state.member = member;
      else if (!options.optional) throw notLoggedIn();
      await next();
    };
  };
}

export type Auth = ReturnType<typeof createAuth>;
