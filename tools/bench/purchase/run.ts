// Fund purchases over HTTP on MariaDB/MySQL: starts the API (as `npm start` does, with the demo
// funds) on a database of its own (BENCH_DATABASE, default `purchase_bench`), registers
// BENCH_CLIENTS (100) members with a balance and a payment password, logs each in, then the same
// number of concurrent connections buy funds (POST /api/Fund/purchase, a fresh Idempotency-Key
// each) for BENCH_SECONDS (10 s). Prints purchases/s, p50/p99 latency and errors, checks that
// every purchase answered 200 is one order, and runs the ledger audit.
// Budget: ≥ 1,000 purchases/s with 100 clients, p99 < 100 ms, audit clean. The API listens on
// BENCH_PORT (8196); BENCH_CPU_PROF=<folder> makes it write a CPU profile there when it stops.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest, seed } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import {
  capitalAccount,
  memberAccount,
  platformAccount,
} from '../../../api/src/modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../../../api/src/modules/ledger/ledger.service.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { startServer } from '../server.ts';
import { freshBenchDatabase, insertBenchMembers } from '../benchDatabase.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const BUDGET_RATE = 1000;
const BUDGET_P99_MS = 100;
const PASSWORD = 'Bench#Pass1';
const PAY = '135790';
const APP_SECRET = 'purchase-bench-app-secret-0123456789abcdef';
const BALANCE = 10_000_000_00n; // ₹1 crore each: no purchase fails for money

const { benchUrl, database } = await freshBenchDatabase('purchase_bench');

// The database as `npm run db:migrate` leaves it: migrated, demo content and demo funds seeded.
const orm = await MikroORM.init(
  ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'purchase-bench-')) }),
);
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: true });
const db = orm.em.getConnection();

// Members straight in the database (one Argon2 hash for all), each with a payment password and a balance.
const members = await insertBenchMembers(db, {
  count: CLIENTS,
  prefix: 'bench',
  password: PASSWORD,
  pay: PAY,
  appSecret: APP_SECRET,
});
const ledger = createLedgerService({ dialect: 'mysql', clock: systemClock });
await orm.em.fork().transactional(async (tx) => {
  const total = BALANCE * BigInt(members.length);
  await ledger.post(tx, {
    type: 'pool_fund',
    actor: 'bench',
    memo: 'purchase bench balances',
    lines: [
      { account: capitalAccount('INR'), amount: -total },
      { account: platformAccount('promotions', 'INR'), amount: total },
    ],
  });
  await ledger.post(tx, {
    type: 'grant',
    actor: 'bench',
    memo: 'purchase bench balances',
    lines: [
      { account: platformAccount('promotions', 'INR'), amount: -total },
      ...members.map((member) => ({ account: memberAccount(member.id, 'balance'), amount: BALANCE })),
    ],
  });
});
await orm.close();

const server = await startServer(PORT, {
  env: {
    DATABASE_URL: benchUrl.toString(),
    APP_SECRET,
    DEMO_FUNDS: '1',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_CPU_PROF && {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
    }),
  },
});
let passed: boolean;
try {
  const post = async (path: string, body: Record<string, string>) => {
    const answer = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as { status: number; msg: string; data: { token: string } };
  };
  const tokens: string[] = [];
  for (const member of members) {
    const login = await post('/api/User/login', { mailbox: member.mailbox, password: PASSWORD });
    if (login.status !== 1) throw new Error(`login failed: ${login.msg}`);
    tokens.push(login.data.token);
  }
  const listed = (await (await fetch(`${server.baseUrl}/api/Fund/list?status=on_sale`)).json()) as {
    data: { list: { id: number; minimum: string }[] };
  };
  const funds = listed.data.list;
  if (!funds.length) throw new Error('no fund on sale');

  // Each connection is one member; each request a fresh Idempotency-Key and a random fund at its minimum.
  let nextClient = 0;
  const purchases = (amount: number) =>
    autocannon({
      url: `${server.baseUrl}/api/Fund/purchase`,
      connections: CLIENTS,
      ...(amount ? { amount } : { duration: SECONDS }),
      idReplacement: true,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context: { token?: string }) => {
            context.token ??= tokens[nextClient++ % tokens.length]!;
            const fund = funds[Math.floor(Math.random() * funds.length)]!;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                token: context.token,
                'Idempotency-Key': 'bench-[<id>]',
                Lang: 'en-us',
              },
              body: JSON.stringify({
                fund_id: fund.id,
                amount: fund.minimum,
                paymentPassword: PAY,
                agree: 1,
              }),
            };
          },
        },
      ],
    });

  console.log(
    `\nfund purchases over HTTP on ${benchUrl.host}/${database}: ${CLIENTS} clients (one member each), ${SECONDS} s, ` +
      `${funds.length} funds at their minimum`,
  );
  await purchases(2000); // warm up the JIT, the pools and the account id caches
  const result = await purchases(0);
  const ok = result['2xx'];
  const rate = ok / SECONDS;
  const l = result.latency;
  console.log(
    `  purchases: ${ok} answered 200 in ${SECONDS} s → ${rate.toFixed(0)} purchases/s; non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max}`);
  console.log(
    `  budget ≥ ${BUDGET_RATE}/s: ${rate >= BUDGET_RATE ? 'within' : 'BELOW'}; p99 < ${BUDGET_P99_MS} ms: ${l.p99 < BUDGET_P99_MS ? 'within' : 'OVER'}`,
  );

  passed = result.errors === 0;
} finally {
  // Stopped first: requests still in flight when the clients stopped finish before the check.
  await server.stop();
}

const check = await MikroORM.init(
  ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'purchase-bench-')) }),
);
try {
  const [row] = await check.em.getConnection().execute<{ orders: number; locked: string }[]>(
    `select (select count(*) from fund_order) as orders,
       (select coalesce(sum(balance), 0) from ledger_account where kind = 'locked') as locked`,
  );
  const [warm] = await check.em
    .getConnection()
    .execute<{ n: number }[]>('select count(*) as n from idempotency_record where answer is not null');
  console.log(
    `  check: ${String(row!.orders)} orders for ${String(warm!.n)} purchases answered (warm-up included); locked principal ₹${(Number(row!.locked) / 100).toFixed(2)}`,
  );
  const report = await auditLedger(check.em.fork());
  for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
  process.exitCode = report.ok && Number(row!.orders) === Number(warm!.n) && passed ? 0 : 1;
} finally {
  await check.close();
}
