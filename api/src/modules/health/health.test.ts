import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HealthReport } from '../../contract/index.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

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

test('health answers 503 with the report once the database is gone', async () => {
  const other = await startTestServer();
  await other.orm.close();
  // The probe result is reused for a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { httpStatus, body } = await other.get<HealthReport>('/api/health', { lang: 'en-us' });
  assert.equal(httpStatus, 503);
  assert.equal(body.status, 0);
  assert.equal(body.msg, 'The service is temporarily unavailable');
  assert.equal(body.data.database.ok, false);
  await other.close();
});
