// The MariaDB journeys run against what they claim: the server's health names MySQL/MariaDB and a
// working Redis (a server that fell back to the embedded database would pass them for nothing).
import type { HealthReport } from '../../../api/src/modules/health/health.contract.ts';
import { expect, test } from './fixtures.ts';

test('the server runs on MariaDB with Redis', async ({ request }) => {
  const answer = await (await request.get('/api/health')).json();
  expect(answer.status).toBe(1);
  const health = answer.data as HealthReport;
  expect(health.database).toMatchObject({ ok: true, driver: 'mysql' });
  expect(health.redis).toEqual({ ok: true });
});
