import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HealthReport } from './health.contract.ts';
import type { Orm } from '../../db/orm.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createHealthService } from './health.service.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

test('GET /api/health reports the database (and Redis when configured)', async () => {
  const { httpStatus, headers, body } = await server.get<HealthReport>('/api/health');
  assert.equal(httpStatus, 200);
  assert.equal(headers.get('cache-control'), 'no-store');
  assert.equal(body.status, 1);
  assert.equal(body.data.ok, true);
  assert.equal(body.data.database.ok, true);
  assert.equal(body.data.database.driver, process.env.DATABASE_URL ? 'mysql' : 'libsql');
  assert.equal(typeof body.data.database.latencyMs, 'number');
  assert.equal(body.data.version, '1.0.8');
  assert.ok(body.data.uptimeS >= 0);
  if (process.env.REDIS_URL) assert.deepEqual(body.data.redis, { ok: true });
  else assert.equal(body.data.redis, undefined);
});

test('the health service reports a database that does not answer, and reuses a probe for a second', async () => {
  let calls = 0;
  const failing = {
    em: {
      getConnection: () => ({
        execute: async () => {
          calls += 1;
          throw new Error('connection refused');
        },
      }),
    },
  } as unknown as Orm;
  const health = createHealthService({
    orm: failing,
    dialect: 'mysql',
    redis: undefined,
    version: '1.0.8',
    startedAt: Date.now(),
  });
  const [first, second] = await Promise.all([health.check(), health.check()]);
  assert.equal(first.ok, false);
  assert.deepEqual(first.database.ok, false);
  assert.equal(first.database.driver, 'mysql');
  assert.equal(second.ok, false);
  assert.equal(calls, 1);
});
