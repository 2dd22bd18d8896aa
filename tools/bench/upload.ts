// A 300 MB video upload over tus: starts the API (as `npm start` does) on a database of its own
// (BENCH_DATABASE, default `upload_bench`, on DATABASE_URL's MariaDB) with one signed-in member,
// creates an upload of 314,572,800 bytes and sends them in one PATCH over 127.0.0.1 (generated as
// they go: an MP4 header, then 1 MiB of random bytes repeated), as tus-js-client does without a
// chunk size. Prints the API process's RSS growth while it received them (budget < 64 MB: the
// bytes stream to disk), the throughput (budget ≥ 100 MB/s) and whether the stored file's sha256 is
// the sent bytes'. BENCH_SIZE_MB changes the size; the API listens on BENCH_PORT (8199).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest, seed } from '../../api/src/db/migrate.ts';
import { ormOptions } from '../../api/src/db/orm.ts';
import { systemClock } from '../../api/src/platform/clock.ts';
import { freshBenchDatabase } from './benchDatabase.ts';
import { startServer } from './server.ts';

const SIZE = Number(process.env.BENCH_SIZE_MB ?? 300) * 1024 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const BUDGET_RSS_MB = 64;
const BUDGET_MB_S = 100;
const CHUNK = 1 << 20;
const TOKEN = 'upload-bench-member';

const { benchUrl, database } = await freshBenchDatabase('upload_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
const orm = await MikroORM.init(ormOptions({ databaseUrl: benchUrl.toString(), dataDir }));
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: false });
const db = orm.em.getConnection();
// One member and their session straight in the database: token `upload-bench-member`, stored as its SHA-256.
const now = new Date();
await db.execute(
  `insert into member (created_at, updated_at, mailbox, password_hash, nickname, avatar, invite_code, inviter_id,
     vip_level, lang, payment_password_hash, totp_secret, totp_pending_secret, totp_last_step, withdraw_locked_until)
   values (?, ?, 'upload-bench@example.com', 'x', 'uploader', null, ?, null, 0, 'en-us', null, null, null, null, null)`,
  [now, now, `U${Date.now().toString(36)}`],
);
await db.execute(
  `insert into session (created_at, updated_at, member_id, token_hash, client, ip, expires_at, revoked_at, revoked_reason)
   select ?, ?, id, sha2(?, 256), 'bench', '127.0.0.1', ?, null, null from member`,
  [now, now, TOKEN, new Date(now.getTime() + 86_400_000)],
);
await orm.close();

/** The API process's resident set in bytes (Linux). */
const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
};

/** One HTTP request to the API; `body` is written with back-pressure. */
function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: (write: (chunk: Buffer) => Promise<void>) => Promise<void>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString() }),
      );
    });
    req.on('error', reject);
    if (!body) return void req.end();
    const write = (chunk: Buffer) =>
      new Promise<void>((done) => {
        if (req.write(chunk)) done();
        else req.once('drain', done);
      });
    body(write).then(() => req.end(), reject);
  });
}

const tus = { token: TOKEN, 'Tus-Resumable': '1.0.0' };

/** Creates an upload of `size` and sends it in one PATCH; answers the id, the sha256 sent and the ms. */
async function upload(size: number) {
  const created = await call('POST', '/api/Upload/video', { ...tus, 'Upload-Length': String(size) });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${created.text}`);
  const id = String(created.headers.location).split('/').pop()!;
  const pattern = randomBytes(CHUNK);
  const head = Buffer.from(pattern);
  // An MP4's `ftyp` box first: the type is decided from the bytes.
  Buffer.from('00000018667479706973736f0000020069736f6d6d703431', 'hex').copy(head);
  const hash = createHash('sha256');
  const started = performance.now();
  const sent = await call(
    'POST',
    `/api/Upload/video/${id}`,
    {
      ...tus,
      'X-HTTP-Method-Override': 'PATCH',
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': '0',
      'Content-Length': String(size),
    },
    async (write) => {
      for (let at = 0; at < size; at += CHUNK) {
        const chunk = (at === 0 ? head : pattern).subarray(0, Math.min(CHUNK, size - at));
        hash.update(chunk);
        await write(chunk);
      }
    },
  );
  const ms = performance.now() - started;
  if (sent.status !== 204) throw new Error(`PATCH answered ${sent.status}: ${sent.text}`);
  return { id, sha256: hash.digest('hex'), ms };
}

async function sha256OfFile(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const server = await startServer(PORT, { dataDir, env: { DATABASE_URL: benchUrl.toString() } });
const pid = server.process.pid!;
let passed: boolean;
try {
  // A small upload first: the code paths loaded and warm, so the growth is the big upload's own.
  await upload(4 * 1024 * 1024);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const result = await upload(SIZE);
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const stored = await sha256OfFile(join(dataDir, 'videos', result.id));
  const growthMb = (peak - before) / 1024 / 1024;
  const mbPerS = SIZE / 1024 / 1024 / (result.ms / 1000);
  const same = stored === result.sha256;
  console.log(`upload: ${SIZE / 1024 / 1024} MB over tus (one PATCH) on 127.0.0.1, database ${database}`);
  console.log(
    `  time ${(result.ms / 1000).toFixed(2)} s, throughput ${mbPerS.toFixed(1)} MB/s (budget ≥ ${BUDGET_MB_S})`,
  );
  console.log(
    `  API RSS ${(before / 1024 / 1024).toFixed(1)} MB → peak ${(peak / 1024 / 1024).toFixed(1)} MB, growth ${growthMb.toFixed(1)} MB (budget < ${BUDGET_RSS_MB})`,
  );
  console.log(
    `  stored file sha256 ${same ? 'matches' : 'DIFFERS from'} the bytes sent (${result.sha256.slice(0, 16)}…)`,
  );
  passed = same && growthMb < BUDGET_RSS_MB && mbPerS >= BUDGET_MB_S;
  console.log(passed ? 'upload: within budget' : 'upload: OVER BUDGET');
} finally {
  await server.stop();
}
process.exit(passed ? 0 : 1);
