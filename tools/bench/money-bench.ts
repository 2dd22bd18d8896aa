// One money move over HTTP on MariaDB/MySQL, as the purchase and equity benches measure it: starts
// the API (as `npm start` does, with the demo funds and offerings) on a database of its own
// (BENCH_DATABASE, default `<name>_bench`), registers BENCH_CLIENTS (100) members with a balance and
// a payment password, logs each in, then the same number of concurrent connections make the move
// (a fresh Idempotency-Key each) for BENCH_SECONDS (10 s). Prints moves/s, p50/p99 latency and
// errors, checks that every move answered 200 left one row, and runs the ledger audit.
// Budget: ≥ 1,000 moves/s with 100 clients, p99 < 100 ms, audit clean. The API listens on
// BENCH_PORT; BENCH_CPU_PROF=<folder> makes it write a CPU profile there when it stops.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest, seed } from '../../api/src/db/migrate.ts';
import { ormOptions } from '../../api/src/db/orm.ts';
import { auditLedger, describeAudit } from '../../api/src/modules/ledger/ledger-audit.ts';
import {
  capitalAccount,
  memberAccount,
  platformAccount,
} from '../../api/src/modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../../api/src/modules/ledger/ledger.service.ts';
import { systemClock } from '../../api/src/platform/clock.ts';
import { startServer } from './server.ts';
import { freshBenchDatabase, insertBenchMembers } from './benchDatabase.ts';

/** What is on offer: a fund or an offering, bought at its minimum. */
export type Product = { id: number; minimum: string };

export type MoneyBench = {
  /** Names the database (`<name>_bench`), the app secret and the temporary folders. */
  name: string;
  defaultPort: number;
  /** The move, for the printout: `fund purchases`, and one word for its count: `purchases`. */
  title: string;
  moves: string;
  /** Where the products on offer are listed, and how they are described in the printout. */
  listPath: string;
  describeProducts: (count: number) => string;
  /** The move's route and its body for one product, paid with the members' payment password. */
  path: string;
  body: (product: Product, paymentPassword: string) => Record<string, unknown>;
  /** The table holding a row per move, its rows' name, and the account kind the money moved into. */
  check: { table: string; rows: string; accountKind: string; accountLabel: string };
};

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_RATE = 1000;
const BUDGET_P99_MS = 100;
const PASSWORD = 'Bench#Pass1';
const PAY = '135790';
const BALANCE = 10_000_000_00n; // ₹1 crore each: no move fails for money

export async function runMoneyBench(bench: MoneyBench): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? bench.defaultPort);
  const appSecret = `${bench.name}-bench-app-secret-0123456789abcdef`;
  const { benchUrl, database } = await freshBenchDatabase(`${bench.name}_bench`);
  const openOrm = () =>
    MikroORM.init(
      ormOptions({
        databaseUrl: benchUrl.toString(),
        dataDir: mkdtempSync(join(tmpdir(), `${bench.name}-bench-`)),
      }),
    );

  // The database as `npm run db:migrate` leaves it: migrated, demo content and demo funds seeded.
  const orm = await openOrm();
  await migrateToLatest(orm);
  await seed(orm, systemClock, { demoFunds: true });
  const db = orm.em.getConnection();

  // Members straight in the database (one Argon2 hash for all), each with a payment password and a balance.
  const members = await insertBenchMembers(db, {
    count: CLIENTS,
    prefix: 'bench',
    password: PASSWORD,
    pay: PAY,
    appSecret,
  });
  const ledger = createLedgerService({ dialect: 'mysql', clock: systemClock });
  const memo = `${bench.name} bench balances`;
  await orm.em.fork().transactional(async (tx) => {
    const total = BALANCE * BigInt(members.length);
    await ledger.post(tx, {
      type: 'pool_fund',
      actor: 'bench',
      memo,
      lines: [
        { account: capitalAccount('INR'), amount: -total },
        { account: platformAccount('promotions', 'INR'), amount: total },
      ],
    });
    await ledger.post(tx, {
      type: 'grant',
      actor: 'bench',
      memo,
      lines: [
        { account: platformAccount('promotions', 'INR'), amount: -total },
        ...members.map((member) => ({ account: memberAccount(member.id, 'balance'), amount: BALANCE })),
      ],
    });
  });
  await orm.close();

  const server = await startServer(port, {
    env: {
      DATABASE_URL: benchUrl.toString(),
      APP_SECRET: appSecret,
      DEMO_FUNDS: '1',
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_CPU_PROF && {
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      }),
    },
  });
  let passed: boolean;
  try {
    const tokens: string[] = [];
    for (const member of members) {
      const answer = await fetch(`${server.baseUrl}/api/User/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mailbox: member.mailbox, password: PASSWORD }),
      });
      const login = (await answer.json()) as { status: number; msg: string; data: { token: string } };
      if (login.status !== 1) throw new Error(`login failed: ${login.msg}`);
      tokens.push(login.data.token);
    }
    const listed = (await (await fetch(`${server.baseUrl}${bench.listPath}`)).json()) as {
      data: { list: Product[] };
    };
    const products = listed.data.list;
    if (!products.length) throw new Error(`nothing listed at ${bench.listPath}`);

    // Each connection is one member; each request a fresh Idempotency-Key and a random product at its minimum.
    let nextClient = 0;
    const moves = (amount: number) =>
      autocannon({
        url: `${server.baseUrl}${bench.path}`,
        connections: CLIENTS,
        ...(amount ? { amount } : { duration: SECONDS }),
        idReplacement: true,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context: { token?: string }) => {
              context.token ??= tokens[nextClient++ % tokens.length]!;
              const product = products[Math.floor(Math.random() * products.length)]!;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  token: context.token,
                  'Idempotency-Key': 'bench-[<id>]',
                  Lang: 'en-us',
                },
                body: JSON.stringify(bench.body(product, PAY)),
              };
            },
          },
        ],
      });

    console.log(
      `\n${bench.title} over HTTP on ${benchUrl.host}/${database}: ${CLIENTS} clients (one member each), ${SECONDS} s, ` +
        bench.describeProducts(products.length),
    );
    await moves(2000); // warm up the JIT, the pools and the account id caches
    const result = await moves(0);
    const ok = result['2xx'];
    const rate = ok / SECONDS;
    const l = result.latency;
    console.log(
      `  ${bench.moves}: ${ok} answered 200 in ${SECONDS} s → ${rate.toFixed(0)} ${bench.moves}/s; non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
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

  const check = await openOrm();
  try {
    const { table, rows: rowsName, accountKind, accountLabel } = bench.check;
    const [row] = await check.em.getConnection().execute<{ rows: number; held: string }[]>(
      `select (select count(*) from \`${table}\`) as \`rows\`,
         (select coalesce(sum(balance), 0) from ledger_account where kind = ?) as held`,
      [accountKind],
    );
    const [answered] = await check.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*) as n from idempotency_record where answer is not null');
    console.log(
      `  check: ${String(row!.rows)} ${rowsName} for ${String(answered!.n)} ${bench.moves} answered (warm-up included); ${accountLabel} ₹${(Number(row!.held) / 100).toFixed(2)}`,
    );
    const report = await auditLedger(check.em.fork());
    for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
    process.exitCode = report.ok && Number(row!.rows) === Number(answered!.n) && passed ? 0 : 1;
  } finally {
    await check.close();
  }
}
