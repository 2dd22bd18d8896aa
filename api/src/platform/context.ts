// The body parser's types give `ctx.request.body`, wherever a context is used.
import type {} from '@koa/bodyparser';
import type { ParameterizedContext } from 'koa';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import type { Lang } from './i18n.ts';
import type { OperatorRole } from './operator-auth.ts';
import type { RouteInfo } from './routes.ts';

/** The signed-in member of a request, as far as the API needs to know it here. */
export type Member = { id: number; sessionId?: number };

/** The signed-in operator of an `/api/Admin` request (never a member: ADR 0011). */
export type Operator = {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRole;
  sessionId: number;
};

export type AppState = {
  requestId: string;
  lang: Lang;
  log: Logger;
  member?: Member;
  operator?: Operator;
  /** The declared route answering the request (`defineRoutes`). */
  route?: RouteInfo;
};

export type AppContext = ParameterizedContext<AppState>;

/** A router whose handlers see the typed state above. */
export type AppRouter = Router<AppState>;

/** Paths answered by the API (envelope), as opposed to the web app. */
export const isApiPath = (path: string) => /^\/(api|chat)(\/|$)/.test(path);
