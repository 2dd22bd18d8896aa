// Swaps over HTTP on MariaDB/MySQL (ADR 0032): starts the API (as `npm start` does) on a database of
// its own (BENCH_DATABASE, default `swap_bench`) with BENCH_MEMBERS (100) members, each with an INR
// and a USDT balance and a payment password, signed in; a finance operator seeds the pool from the
// treasury over the API; then BENCH_CLIENTS (100) concurrent connections swap (POST /api/Swap/swap)
// in both directions for BENCH_SECONDS (10 s) after a warm-up, each request a fresh Idempotency-Key
// and a loose minOut. Prints swaps/s, p50/p90/p99 latency and refusals, then checks the money: the
// reserves are the seed plus what the swap table says went in less what came out, k = INR·USDT did
// not decrease, every swap answered is one row, what members and the pool hold together is what
// they held before, and the ledger audit is clean. Exits non-zero when a check fails.
// Budget: ≥ 1,000 swaps/s with 100 clients on one pool, p99 < 100 ms. The API listens on BENCH_PORT
// (8190); BENCH_CPU_PROF=<folder> makes it write a CPU profile there when it stops.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest, seed } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { hashPassword } from '../../../api/src/modules/account/password.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import {
  capitalAccount,
  memberAccount,
  platformAccount,
} from '../../../api/src/modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../../../api/src/modules/ledger/ledger.service.ts';
import { formatAmount } from '../../../api/src/modules/ledger/money.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { startServer } from '../server.ts';
import { freshBenchDatabase, insertBenchMembers } from '../benchDatabase.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? CLIENTS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const WARM_UP = 2_000;
const BUDGET_RATE = 1000;
const BUDGET_P99_MS = 100;
const PASSWORD = 'Bench#Pass1';
const PAY = '135790';
const OPERATOR_PASSWORD = 'swap-bench-operator-password';
const APP_SECRET = 'swap-bench-app-secret-0123456789abcdef0123';
// Each member: ₹10 lakh and 1,00,000 USDT, far more than 10 s of swaps spend.
const MEMBER_INR = 10_00_000_00n;
const MEMBER_USDT = 100_000_000000n;
// The pool: ₹83 crore and 1 crore USDT, ₹83 per USDT; a swap moves its price by about a millionth.
const SEED_INR = 83_00_00_000_00n;
const SEED_USDT = 10_000_000_000000n;
const PRICE = 83;
/** The minOut each swap sends: this share of what it would give at the seed's price, before the fee. */
const LOOSE = 0.95;

const { benchUrl, database } = await freshBenchDatabase('swap_bench');
const dataDir = () => mkdtempSync(join(tmpdir(), 'swap-bench-'));

// The database as `npm run db:migrate` leaves it.
const orm = await MikroORM.init(ormOptions({ databaseUrl: benchUrl.toString(), dataDir: dataDir() }));
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: false });
const db = orm.em.getConnection();

// Members straight in the database (one Argon2 hash for all), each with a payment password.
const tag = Date.now().toString(36);
const now = new Date();
const members = await insertBenchMembers(db, {
  count: MEMBERS,
  prefix: 'swap',
  password: PASSWORD,
  pay: PAY,
  appSecret: APP_SECRET,
});
// A finance operator, who seeds the pool as the console does.
await db.execute(
  `insert into operator (created_at, updated_at, username, display_name, password_hash, role, disabled, last_login_at)
   values (?, ?, 'swap-bench-finance', 'Swap bench finance', ?, 'finance', 0, null)`,
  [now, now, await hashPassword(OPERATOR_PASSWORD)],
);

// The members' balances from outside capital through promotions, and the treasury the seed draws on.
const ledger = createLedgerService({ dialect: 'mysql', clock: systemClock });
await orm.em.fork().transactional(async (tx) => {
  for (const [asset, kind, each] of [
    ['INR', 'balance', MEMBER_INR],
    ['USDT', 'usdt', MEMBER_USDT],
  ] as const) {
    const total = each * BigInt(members.length);
    await ledger.post(tx, {
      type: 'pool_fund',
      actor: 'bench',
      memo: 'swap bench balances',
      lines: [
        { account: capitalAccount(asset), amount: -total },
        { account: platformAccount('promotions', asset), amount: total },
      ],
    });
    await ledger.post(tx, {
      type: 'grant',
      actor: 'bench',
      memo: 'swap bench balances',
      lines: [
        { account: platformAccount('promotions', asset), amount: -total },
        ...members.map((member) => ({ account: memberAccount(member.id, kind), amount: each })),
      ],
    });
  }
  for (const [asset, amount] of [
    ['INR', SEED_INR],
    ['USDT', SEED_USDT],
  ] as const)
    await ledger.post(tx, {
      type: 'pool_fund',
      actor: 'bench',
      memo: 'swap bench treasury',
      lines: [
        { account: capitalAccount(asset), amount: -amount },
        { account: platformAccount('fx_treasury', asset), amount },
      ],
    });
});
await orm.close();

const server = await startServer(PORT, {
  env: {
    DATABASE_URL: benchUrl.toString(),
    APP_SECRET,
    DEMO_FUNDS: '0',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_CPU_PROF && {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
    }),
  },
});

type Envelope<T> = { status: number; msg: string; data: T };
let answered: number;
let clean: boolean;
try {
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Lang: 'en-us', ...headers },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as Envelope<T>;
  };
  const operator = await post<{ token: string }>('/api/Admin/login', {
    username: 'swap-bench-finance',
    password: OPERATOR_PASSWORD,
  });
  if (operator.status !== 1) throw new Error(`operator login failed: ${operator.msg}`);
  const seeded = await post(
    '/api/Admin/swap/seed',
    { inr: formatAmount(SEED_INR, 'INR'), usdt: formatAmount(SEED_USDT, 'USDT'), reason: 'swap bench' },
    { 'operator-token': operator.data.token, 'Idempotency-Key': `swap-bench-seed-${tag}` },
  );
  if (seeded.status !== 1) throw new Error(`seeding the pool failed: ${seeded.msg}`);
  const tokens: string[] = [];
  for (const member of members) {
    const login = await post<{ token: string }>('/api/User/login', {
      mailbox: member.mailbox,
      password: PASSWORD,
    });
    if (login.status !== 1) throw new Error(`login failed: ${login.msg}`);
    tokens.push(login.data.token);
  }

  // Each connection is one member; each request a fresh Idempotency-Key, a direction and an amount
  // at random (₹100–₹1,000, or 1–12 USDT), and a minOut a little under what it would give.
  let nextClient = 0;
  const swapBody = () => {
    if (Math.random() < 0.5) {
      const rupees = 100 + Math.floor(Math.random() * 900);
      const minOut = ((rupees / PRICE) * LOOSE).toFixed(6);
      return { from: 'INR', amount: `${rupees}.00`, minOut, paymentPassword: PAY };
    }
    const usdt = 1 + Math.floor(Math.random() * 12);
    const minOut = (usdt * PRICE * LOOSE).toFixed(2);
    return { from: 'USDT', amount: `${usdt}.000000`, minOut, paymentPassword: PAY };
  };
  const swaps = (amount: number) =>
    autocannon({
      url: `${server.baseUrl}/api/Swap/swap`,
      connections: CLIENTS,
      ...(amount ? { amount } : { duration: SECONDS }),
      idReplacement: true,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context: { token?: string }) => {
            context.token ??= tokens[nextClient++ % tokens.length]!;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                token: context.token,
                'Idempotency-Key': 'swap-bench-[<id>]',
                Lang: 'en-us',
              },
              body: JSON.stringify(swapBody()),
            };
          },
        },
      ],
    });

  console.log(
    `\nswaps over HTTP on ${benchUrl.host}/${database}: ${CLIENTS} clients (${MEMBERS} members), ${SECONDS} s, ` +
      `one pool of ₹${formatAmount(SEED_INR, 'INR')} and ${formatAmount(SEED_USDT, 'USDT')} USDT, both directions`,
  );
  const warm = await swaps(WARM_UP); // warm up the JIT, the pools and the account id caches
  const result = await swaps(0);
  answered = warm['2xx'] + result['2xx'];
  const ok = result['2xx'];
  const rate = ok / SECONDS;
  const l = result.latency;
  console.log(
    `  swaps: ${ok} answered 200 in ${SECONDS} s → ${rate.toFixed(0)} swaps/s; non-2xx: ${result.non2xx} (warm-up ${warm.non2xx}), errors: ${result.errors}, timeouts: ${result.timeouts}`,
  );
  console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, max ${l.max}`);
  console.log(
    `  budget ≥ ${BUDGET_RATE}/s: ${rate >= BUDGET_RATE ? 'within' : 'BELOW'}; p99 < ${BUDGET_P99_MS} ms: ${l.p99 < BUDGET_P99_MS ? 'within' : 'OVER'}`,
  );
  clean = result.errors === 0 && result.non2xx === 0 && warm.errors === 0 && warm.non2xx === 0;
} finally {
  // Stopped first: swaps still in flight when the clients stopped finish before the checks.
  await server.stop();
}

const check = await MikroORM.init(ormOptions({ databaseUrl: benchUrl.toString(), dataDir: dataDir() }));
try {
  const sql = check.em.getConnection();
  const one = async (query: string) => {
    const [row] = await sql.execute<Record<string, unknown>[]>(query);
    return row!;
  };
  const balance = async (code: string) =>
    BigInt(
      String(
        (await one(`select coalesce(sum(balance), 0) as b from ledger_account where code = '${code}'`)).b,
      ),
    );
  const reserveInr = await balance('platform:swap_pool:INR');
  const reserveUsdt = await balance('platform:swap_pool:USDT');

  // What the swap table says went in and came out of the pool, per asset.
  const moved = await one(
    `select count(*) as swaps,
       coalesce(sum(case when from_asset = 'INR' then amount_in else 0 end), 0) as inr_in,
       coalesce(sum(case when from_asset = 'USDT' then amount_out else 0 end), 0) as inr_out,
       coalesce(sum(case when from_asset = 'USDT' then amount_in else 0 end), 0) as usdt_in,
       coalesce(sum(case when from_asset = 'INR' then amount_out else 0 end), 0) as usdt_out
     from swap`,
  );
  const big = (key: string) => BigInt(String(moved[key]));
  const swaps = Number(moved.swaps);
  const expectedInr = SEED_INR + big('inr_in') - big('inr_out');
  const expectedUsdt = SEED_USDT + big('usdt_in') - big('usdt_out');
  const reservesAdd = reserveInr === expectedInr && reserveUsdt === expectedUsdt;
  console.log(
    `  reserves: ₹${formatAmount(reserveInr, 'INR')} and ${formatAmount(reserveUsdt, 'USDT')} USDT; ` +
      `seed + Σ ins − Σ outs over ${swaps} swaps: ₹${formatAmount(expectedInr, 'INR')} and ${formatAmount(expectedUsdt, 'USDT')} USDT → ${reservesAdd ? 'equal' : 'DIFFERENT'}`,
  );

  const kBefore = SEED_INR * SEED_USDT;
  const kAfter = reserveInr * reserveUsdt;
  const kKept = kAfter >= kBefore;
  console.log(
    `  k = INR·USDT: ${kBefore} at the seed, ${kAfter} now → ${kKept ? 'not decreased' : 'DECREASED'}`,
  );

  // Every swap answered 200 is one row; those in flight when the clients stopped are written too.
  const rowsMatch = swaps >= answered && swaps <= answered + CLIENTS;
  console.log(
    `  rows: ${swaps} swaps written for ${answered} answered 200 (warm-up included) → ${rowsMatch ? 'consistent' : 'INCONSISTENT'}`,
  );

  // Members and the pool together hold what they held before: a swap only moves money between them.
  const held = async (asset: 'INR' | 'USDT', kind: string) =>
    BigInt(
      String(
        (
          await one(
            `select coalesce(sum(balance), 0) as b from ledger_account
             where (owner = 'member' and kind = '${kind}' and asset = '${asset}') or code = 'platform:swap_pool:${asset}'`,
          )
        ).b,
      ),
    );
  const inrHeld = await held('INR', 'balance');
  const usdtHeld = await held('USDT', 'usdt');
  const conserved =
    inrHeld === MEMBER_INR * BigInt(MEMBERS) + SEED_INR &&
    usdtHeld === MEMBER_USDT * BigInt(MEMBERS) + SEED_USDT;
  console.log(
    `  members + pool: ${conserved ? 'hold what they held before' : 'DO NOT hold what they held before'}`,
  );

  const report = await auditLedger(check.em.fork());
  for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
  const passed = clean && reservesAdd && kKept && rowsMatch && conserved && report.ok;
  console.log(passed ? '  checks: all passed' : '  checks: FAILED');
  process.exitCode = passed ? 0 : 1;
} finally {
  await check.close();
}
