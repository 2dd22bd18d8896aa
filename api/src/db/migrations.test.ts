import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { systemClock } from '../platform/clock.ts';
import { NoticeSchema } from '../modules/content/notice.entity.ts';
import { PageSchema } from '../modules/content/page.entity.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { migrateToLatest, seed } from './migrate.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

test('the seed is idempotent: running it again adds nothing', async () => {
  const em = server.orm.em.fork();
  const before = [await em.count(NoticeSchema), await em.count(PageSchema)];
  await seed(server.orm, systemClock);
  await seed(server.orm, systemClock);
  assert.deepEqual([await em.count(NoticeSchema), await em.count(PageSchema)], before);
});

test('every migration goes down and up again', async () => {
  const migrator = server.orm.migrator;
  const executed = await migrator.getExecuted();
  assert.ok(executed.length > 0);
  await migrator.down({ to: 0 });
  assert.equal((await migrator.getExecuted()).length, 0);
  await assert.rejects(server.orm.em.fork().count(NoticeSchema));
  const applied = await migrateToLatest(server.orm);
  assert.equal(applied.length, executed.length);
  await seed(server.orm, systemClock);
  assert.ok((await server.orm.em.fork().count(NoticeSchema)) > 0);
});
