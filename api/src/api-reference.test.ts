import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from './test/server.ts';

// docs/contracts.md is the API reference: one table row per route, `| METHOD | `/path…` | … |`.
// A route the reference does not name is a route nobody outside the code can find.
const reference = readFileSync(new URL('../../docs/contracts.md', import.meta.url), 'utf8');

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

/** The rows of the reference's tables: method and the path in the second column. */
function documentedRoutes(): Set<string> {
  const found = new Set<string>();
  for (const line of reference.split('\n')) {
    const row = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`?]+)/.exec(line);
    if (row) found.add(`${row[1]} ${row[2]}`);
  }
  return found;
}

test('docs/contracts.md names every route the API answers, and no route it does not', () => {
  const documented = documentedRoutes();
  const served = new Set(server.routes.map((route) => `${route.method} ${route.path}`));
  assert.ok(served.size > 50, 'the route table was read');
  assert.deepEqual(
    [...served].filter((route) => !documented.has(route)),
    [],
    'routes missing from docs/contracts.md',
  );
  assert.deepEqual(
    [...documented].filter((route) => !served.has(route)),
    [],
    'docs/contracts.md names routes the API does not answer',
  );
});
