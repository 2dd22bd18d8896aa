import assert from 'node:assert/strict';
import { test } from 'node:test';
import Router from '@koa/router';
import { z } from 'zod';
import type { AppState } from './context.ts';
import { defineRoutes, guard, mountRoutes, type RouteGroup } from './routes.ts';

const nobody = { member: async () => ({ ended: 'not_logged_in' as const }), operator: async () => null };

const declared: RouteGroup = defineRoutes('/api/Thing', (route) => {
  route.get('/list', { guard: guard.public }, () => undefined);
  route.post(
    '/do',
    { guard: guard.member, body: z.object({ id: z.number() }), idempotent: true },
    () => undefined,
  );
});

test('the route table carries every route with its guard and schemas', () => {
  const table = mountRoutes(new Router<AppState>(), [declared], nobody);
  assert.deepEqual(
    table.map((route) => [route.method, route.path, route.guard.kind, !!route.body, route.idempotent]),
    [
      ['GET', '/api/Thing/list', 'public', false, false],
      ['POST', '/api/Thing/do', 'member', true, true],
    ],
  );
});

test('a route registered without defineRoutes() stops the app from starting', () => {
  const router = new Router<AppState>();
  router.post('/api/Thing/forgotten', (ctx) => {
    ctx.body = 'open to anyone';
  });
  assert.throws(
    () => mountRoutes(router, [declared], nobody),
    /POST \/api\/Thing\/forgotten declares no guard: declare it with defineRoutes\(\)/,
  );
});
