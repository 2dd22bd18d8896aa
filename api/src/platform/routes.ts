import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { AppContext, AppState, Member, Operator } from './context.ts';
import { forbidden, notLoggedIn, type SessionEndCode } from './errors.ts';
import { OPERATOR_TOKEN_HEADER, type OperatorRole } from './operator-auth.ts';
import { memberActor, operatorActorOf, type MemberActor, type OperatorActor } from './policy.ts';
import { validate } from './validate.ts';

/**
 * Who may call a route. Every route declares one (`defineRoutes`), and the app refuses to start
 * with a route that has none (`mountRoutes`).
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'member' }
  | { kind: 'memberIfAny' }
  | { kind: 'operator'; roles: readonly OperatorRole[] };

export const guard = {
  /** Anyone; no session is read. */
  public: { kind: 'public' },
  /** A signed-in member (`token`); -100 (HTTP 401) otherwise, with why in `data.code`. */
  member: { kind: 'member' },
  /** Anyone; a signed-in member is known to the handler, a caller without a session is a guest. */
  memberIfAny: { kind: 'memberIfAny' },
  /**
   * A signed-in operator (`operator-token`, never a member's token) with one of `roles`, or an
   * admin: -100 without a live operator session, 403 for a role that may not.
   */
  operator: (roles: readonly OperatorRole[]) => ({ kind: 'operator', roles }) as const,
} as const satisfies Record<string, Guard | ((roles: readonly OperatorRole[]) => Guard)>;

type ActorOf<G extends Guard> = G extends { kind: 'member' }
  ? MemberActor
  : G extends { kind: 'memberIfAny' }
    ? MemberActor | undefined
    : G extends { kind: 'operator' }
      ? OperatorActor
      : undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type Schema = z.ZodType | undefined;

/** What a route declares: its guard, the schemas of its query and body, and what it takes. */
export type RouteSpec<G extends Guard, Q extends Schema, B extends Schema> = {
  guard: G;
  query?: Q;
  body?: B;
  /** The body is multipart (uploads), read as a stream by the handler, never parsed into memory. */
  multipart?: boolean;
  /** Moves money: requires an `Idempotency-Key`, and a retry with it answers the first answer. */
  idempotent?: boolean;
};

/** What a handler receives: the acting member or operator (as the guard promises) and the parsed input. */
export type RouteInput<G extends Guard, Q extends Schema, B extends Schema> = {
  actor: ActorOf<G>;
  query: Parsed<Q>;
  body: Parsed<B>;
};

type Handler<G extends Guard, Q extends Schema, B extends Schema> = (
  ctx: AppContext,
  input: RouteInput<G, Q, B>,
) => unknown;

type Method = 'GET' | 'POST';

/** A route as the app's table knows it: the access and fuzz tests read this, not a hand list. */
export type RouteInfo = {
  method: Method;
  path: string;
  guard: Guard;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
  multipart: boolean;
  idempotent: boolean;
};

type RouteDefinition = RouteInfo & { handler: Handler<Guard, Schema, Schema> };

/** The routes of a module under one prefix (`/api/Wallet`). */
export type RouteGroup = { prefix: string; routes: RouteDefinition[] };

type Declare = <G extends Guard, Q extends Schema = undefined, B extends Schema = undefined>(
  path: string,
  spec: RouteSpec<G, Q, B>,
  handler: Handler<G, Q, B>,
) => void;

/**
 * Declares a module's routes: `route.get(path, { guard, query }, handler)`, `route.post(path,
 * { guard, body, idempotent }, handler)`. The handler gets the actor its guard promises and its
 * input parsed by the schemas (a localized 400/422 before it runs otherwise).
 */
export function defineRoutes(
  prefix: string,
  declare: (route: { get: Declare; post: Declare }) => void,
): RouteGroup {
  const routes: RouteDefinition[] = [];
  const add =
    (method: Method): Declare =>
    (path, spec, handler) => {
      routes.push({
        method,
        path,
        guard: spec.guard,
        query: spec.query,
        body: spec.body,
        multipart: spec.multipart ?? false,
        idempotent: spec.idempotent ?? false,
        handler: handler as Handler<Guard, Schema, Schema>,
      });
    };
  declare({ get: add('GET'), post: add('POST') });
  return { prefix, routes };
}

/** Finds the member a session token belongs to, or says why the token has no live session. */
export type MemberResolver = (token: string) => Promise<Member | { ended: SessionEndCode }>;

/** Finds the enabled operator an operator session token belongs to, or null. */
export type OperatorResolver = (token: string) => Promise<Operator | null>;

type Resolvers = { member: MemberResolver; operator: OperatorResolver };

/** The middleware that enforces a guard and leaves the caller in `ctx.state`. */
function enforce(guard: Guard, resolve: Resolvers): Middleware<AppState> {
  switch (guard.kind) {
    case 'public':
      return (_ctx, next) => next();
    case 'member':
    case 'memberIfAny':
      return async (ctx, next) => {
        const token = ctx.get('token').trim();
        const resolved = token ? await resolve.member(token) : ({ ended: 'not_logged_in' } as const);
        if ('id' in resolved) ctx.state.member = resolved;
        else if (guard.kind === 'member') throw notLoggedIn(resolved.ended);
        await next();
      };
    case 'operator':
      return async (ctx, next) => {
        const token = ctx.get(OPERATOR_TOKEN_HEADER).trim();
        const operator = token ? await resolve.operator(token) : null;
        if (!operator) throw notLoggedIn();
        if (operator.role !== 'admin' && !guard.roles.includes(operator.role)) throw forbidden();
        ctx.state.operator = operator;
        await next();
      };
  }
}

const ROUTE_MARK = Symbol('declared route');

/**
 * Mounts the groups on `router`: each route as guard → input → handler. Refuses (throws) a
 * router that holds a route not declared through `defineRoutes`, so none runs without a guard.
 * Answers the route table.
 */
export function mountRoutes(router: Router<AppState>, groups: RouteGroup[], resolve: Resolvers): RouteInfo[] {
  const table: RouteInfo[] = [];
  for (const group of groups) {
    for (const { handler, ...info } of group.routes) {
      const route: RouteInfo = { ...info, path: `${group.prefix}${info.path}` };
      const run: Middleware<AppState> = async (ctx) => {
        ctx.state.route = route;
        const query = route.query ? validate(route.query, ctx.query) : undefined;
        const body = route.body ? validate(route.body, ctx.request.body ?? {}) : undefined;
        const actor = ctx.state.operator
          ? operatorActorOf(ctx.state.operator)
          : ctx.state.member && memberActor(ctx.state.member);
        await handler(ctx, { actor, query, body } as RouteInput<Guard, Schema, Schema>);
      };
      Object.defineProperty(run, ROUTE_MARK, { value: route });
      router.register(route.path, [route.method], [enforce(route.guard, resolve), run]);
      table.push(route);
    }
  }
  for (const layer of router.stack) {
    if (!layer.stack.some((middleware) => ROUTE_MARK in middleware))
      throw new Error(
        `${layer.methods.join(',')} ${layer.path} declares no guard: declare it with defineRoutes()`,
      );
  }
  return table;
}

/** A parameter of the route's path (`/uploads/:name`); '' when absent. */
export const pathParam = (ctx: AppContext, name: string): string =>
  (ctx as AppContext & { params?: Record<string, string> }).params?.[name] ?? '';

/** The declared route a request is being answered by (set before its handler runs). */
export function routeOf(ctx: AppContext): RouteInfo {
  const route = ctx.state.route;
  if (!route) throw new Error('routeOf() runs inside a route declared with defineRoutes()');
  return route;
}
