// Two API processes on one database and one Redis: a notice published through one reaches a
// socket connected to the other. Runs only when REDIS_URL is set (`npm run test:mysql`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { resetMysqlDatabase } from '../test/database.ts';
import { startApiProcess, type ApiProcess } from '../test/process.ts';
import { openSocket } from '../test/socket.ts';
import { createOrm } from '../db/orm.ts';
import { migrateToLatest, seed } from '../db/migrate.ts';
import { systemClock } from '../platform/clock.ts';
import { buildOperator, TEST_OPERATOR_PASSWORD } from '../test/operators.ts';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;
const operatorName = 'cluster-support';

const processes: ApiProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'h5-cluster-'));
const env = {
  DATA_DIR: dataDir,
  SOCKET_TOKEN_SECRET: 'cluster-socket-secret-0123456789abcdef',
  APP_SECRET: 'cluster-app-secret-0123456789abcdef0123',
};

before(async () => {
  if (!redisUrl || !databaseUrl) return;
  await resetMysqlDatabase(databaseUrl);
  const orm = await createOrm({ databaseUrl, dataDir });
  await migrateToLatest(orm);
  await seed(orm, systemClock);
  await buildOperator(orm, 'support', { username: operatorName });
  await orm.close();
  processes.push(await startApiProcess(env), await startApiProcess(env));
});

after(async () => {
  for (const p of processes) await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test(
  'a notice published through process A reaches a socket on process B',
  { skip: !redisUrl || !databaseUrl },
  async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const issued = (await (await fetch(`${b.url}/chat/connect/issueToken`, { method: 'POST' })).json()) as {
      data: { token: string };
    };
    const client = openSocket(b.url, issued.data.token);
    try {
      await client.next('init');
      const login = (await (
        await fetch(`${a.url}/api/Admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: operatorName, password: TEST_OPERATOR_PASSWORD }),
        })
      ).json()) as { data: { token: string } };
      const operatorToken = login.data.token;
      const response = await fetch(`${a.url}/api/Admin/Content/notice`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'operator-token': operatorToken },
        body: JSON.stringify({
          title: { 'hi-in': 'क्लस्टर सूचना', 'en-us': 'Cluster notice', 'zh-cn': '集群公告' },
          summary: { 'hi-in': 'सारांश', 'en-us': 'Summary', 'zh-cn': '摘要' },
          body: { 'hi-in': 'विवरण', 'en-us': 'Body', 'zh-cn': '正文' },
        }),
      });
      assert.equal(response.status, 200);
      const notice = await client.next('notice', 10_000);
      assert.deepEqual(notice.title, {
        'hi-in': 'क्लस्टर सूचना',
        'en-us': 'Cluster notice',
        'zh-cn': '集群公告',
      });

      // B answers for the same data A wrote.
      const list = (await (
        await fetch(`${b.url}/api/Content/notices`, { headers: { Lang: 'en-us' } })
      ).json()) as {
        data: { list: { title: string }[] };
      };
      assert.equal(list.data.list[0]!.title, 'Cluster notice');
    } finally {
      client.close();
    }
  },
);

test('SIGTERM stops a process cleanly with exit code 0', { skip: !redisUrl || !databaseUrl }, async () => {
  assert.equal(await processes.pop()!.stop(), 0);
});
