// The snapshot the access matrix and the refusal tests compare before and after a call: it must
// see any change to a value, on libsql and on MariaDB alike, or those tests could not fail.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PageSchema } from '../modules/content/page.entity.ts';
import { snapshotDatabase } from './database.ts';
import { startTestServer, type TestServer } from './server.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

/** The tables whose snapshot differs between `a` and `b`. */
const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).filter((table) => a[table] !== b[table]);

test('a snapshot sees one character changed or a row removed, in that table alone, and the same rows again as the same', async () => {
  const em = server.orm.em.fork();
  const now = new Date();
  em.create(PageSchema, {
    key: 'snapshot',
    titleEnUs: 'Terms',
    titleZhCn: 'Terms',
    titleHiIn: 'Terms',
    bodyEnUs: 'x',
    bodyZhCn: 'x',
    bodyHiIn: 'x',
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  const start = await snapshotDatabase(server.orm);
  assert.deepEqual(await snapshotDatabase(server.orm), start, 'nothing changed, the same snapshot');

  await em.nativeUpdate(PageSchema, { key: 'snapshot' }, { bodyEnUs: 'y' });
  const edited = await snapshotDatabase(server.orm);
  assert.deepEqual(changedTables(start, edited), ['page']);

  await em.nativeUpdate(PageSchema, { key: 'snapshot' }, { bodyEnUs: 'x' });
  assert.deepEqual(await snapshotDatabase(server.orm), start, 'the value put back, the first snapshot');

  await em.nativeDelete(PageSchema, { key: 'snapshot' });
  const removed = await snapshotDatabase(server.orm);
  assert.deepEqual(changedTables(start, removed), ['page']);
  assert.ok(Object.keys(removed).length > 50, 'every table is in the snapshot');
});
