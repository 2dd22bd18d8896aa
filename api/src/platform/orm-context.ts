import { RequestContext } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import type { Orm } from '../db/orm.ts';
import type { AppState } from './context.ts';

/** One identity map per request: services use `RequestContext`'s fork, never the global manager. */
export function ormContext(orm: Orm): Middleware<AppState> {
  return (_ctx, next) => RequestContext.create(orm.em, next);
}
