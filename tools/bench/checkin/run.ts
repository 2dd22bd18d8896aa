// Check-ins over HTTP on MariaDB/MySQL: starts the API (as `npm start` does) on a database of its
// own (BENCH_DATABASE, default `checkin_bench`) with BENCH_MEMBERS (150,000) members, each signed in
// (sessions written straight to the database), then BENCH_CLIENTS (100) concurrent connections
// check in (POST /api/Checkin/sign) for BENCH_SECONDS (10 s), each request a member who has not
// checked in today. Prints check-ins/s, p50/p99 latency and errors, and checks that every check-in
// answered 200 is one row. Budget: ≥ 1,500 check-ins/s with 100 clients, p99 < 50 ms. The API
// listens on BENCH_PORT (8198).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest, seed } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { startServer } from '../server.ts';
import { freshBenchDatabase } from '../benchDatabase.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 150_000);
const PORT = Number(process.env.BENCH_PORT ?? 8198);
const WARM_UP = 3_000;
const BUDGET_RATE = 1500;
const BUDGET_P99_MS = 50;

const { benchUrl, database } = await freshBenchDatabase('checkin_bench');

const dataDir = () => mkdtempSync(join(tmpdir(), 'checkin-bench-'));
const orm = await MikroORM.init(ormOptions({ databaseUrl: benchUrl.toString(), dataDir: dataDir() }));
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: false });
const db = orm.em.getConnection();

// Members and their sessions straight in the database: token `checkin-bench-<id>`, stored as its SHA-256.
const tag = Date.now().toString(36);
const now = new Date();
const expires = new Date(now.getTime() + 86_400_000);
await db.execute(
  `insert into member (created_at, updated_at, mailbox, password_hash, nickname, avatar, invite_code, inviter_id,
     vip_level, lang, payment_password_hash, totp_secret, totp_pending_secret, totp_last_step, withdraw_locked_until)
   select ?, ?, concat('checkin', seq, '@example.com'), 'x', concat('checkin', seq), null, concat('C${tag}', seq), null,
     0, 'en-us', null, null, null, null, null from seq_1_to_${MEMBERS}`,
  [now, now],
);
await db.execute(
  `insert into session (created_at, updated_at, member_id, token_hash, client, ip, expires_at, revoked_at, revoked_reason)
   select ?, ?, id, sha2(concat('checkin-bench-', id), 256), 'bench', '127.0.0.1', ?, null, null from member`,
  [now, now, expires],
);
const idRows: { id: unknown }[] = await db.execute('select id from member order by id');
const ids = idRows.map((row) => Number(row.id));
await orm.close();

const server = await startServer(PORT, {
  env: {
    DATABASE_URL: benchUrl.toString(),
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_CPU_PROF && {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
    }),
  },
});
let passed: boolean;
let answered: number;
try {
  // Each request is the next member who has not checked in yet.
  let next = 0;
  const checkIns = (amount: number) =>
    autocannon({
      url: `${server.baseUrl}/api/Checkin/sign`,
      connections: CLIENTS,
      ...(amount ? { amount } : { duration: SECONDS }),
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { token: `checkin-bench-${ids[next++ % ids.length]!}`, Lang: 'en-us', client: 'bench' },
          }),
        },
      ],
    });

  console.log(
    `\ncheck-ins over HTTP on ${benchUrl.host}/${database}: ${CLIENTS} clients, ${SECONDS} s, ${MEMBERS} members signed in`,
  );
  const warm = await checkIns(WARM_UP); // warm up the JIT and the pools
  const result = await checkIns(0);
  answered = warm['2xx'] + result['2xx'];
  const ok = result['2xx'];
  const rate = ok / SECONDS;
  const l = result.latency;
  console.log(
    `  check-ins: ${ok} answered 200 in ${SECONDS} s → ${rate.toFixed(0)} check-ins/s; non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max}`);
  console.log(
    `  budget ≥ ${BUDGET_RATE}/s: ${rate >= BUDGET_RATE ? 'within' : 'BELOW'}; p99 < ${BUDGET_P99_MS} ms: ${l.p99 < BUDGET_P99_MS ? 'within' : 'OVER'}`,
  );
  if (next > ids.length) console.log(`  note: members ran out (${next} requests): raise BENCH_MEMBERS`);
  passed = result.errors === 0 && result.non2xx === 0;
} finally {
  await server.stop();
}

const check = await MikroORM.init(ormOptions({ databaseUrl: benchUrl.toString(), dataDir: dataDir() }));
try {
  const [row] = await check.em
    .getConnection()
    .execute<{ days: number; members: number }[]>(
      'select count(*) as days, count(distinct member_id) as members from checkin_day',
    );
  const days = Number(row!.days);
  console.log(
    `  check: ${days} days for ${answered} check-ins answered (warm-up included; those in flight when the clients stopped are written too), ${String(row!.members)} members`,
  );
  // One day per member, never two; at most one more per client than the answers counted.
  const consistent = days === Number(row!.members) && days >= answered && days <= answered + CLIENTS;
  process.exitCode = consistent && passed ? 0 : 1;
} finally {
  await check.close();
}
