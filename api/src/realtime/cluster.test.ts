// Two API processes on one database and one Redis: a notice published through one reaches a
// socket connected to the other. Runs only when REDIS_URL is set (`npm run test:mysql`).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { resetMysqlDatabase } from '../test/database.ts';
import { openSocket } from '../test/socket.ts';
import { createOrm } from '../db/orm.ts';
import { migrateToLatest, seed } from '../db/migrate.ts';
import { systemClock } from '../platform/clock.ts';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const operatorToken = 'cluster-operator-token-0123456789';

type Process = { child: ChildProcess; url: string };
const processes: Process[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'h5-cluster-'));

/** Starts `node src/main.ts` on a free port and resolves once it logs that it listens. */
function startApi(): Promise<Process> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: operatorToken,
      SOCKET_TOKEN_SECRET: 'cluster-socket-secret-0123456789abcdef',
      APP_SECRET: 'cluster-app-secret-0123456789abcdef0123',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no "listening" within 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ child, url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

const stop = (p: Process) =>
  new Promise<number | null>((resolve) => {
    if (p.child.exitCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
    p.child.kill('SIGTERM');
  });

before(async () => {
  if (!redisUrl || !databaseUrl) return;
  await resetMysqlDatabase(databaseUrl);
  const orm = await createOrm({ databaseUrl, dataDir });
  await migrateToLatest(orm);
  await seed(orm, systemClock);
  await orm.close();
  processes.push(await startApi(), await startApi());
});

after(async () => {
  for (const p of processes) await stop(p);
  rmSync(dataDir, { recursive: true, force: true });
});

test(
  'a notice published through process A reaches a socket on process B',
  { skip: !redisUrl || !databaseUrl },
  async () => {
    const [a, b] = processes as [Process, Process];
    const issued = (await (await fetch(`${b.url}/chat/connect/issueToken`, { method: 'POST' })).json()) as {
      data: { token: string };
    };
    const client = openSocket(b.url, issued.data.token);
    try {
      await client.next('init');
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
  const p = processes.pop()!;
  assert.equal(await stop(p), 0);
});
