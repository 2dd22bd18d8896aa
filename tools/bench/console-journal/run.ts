// The operator console's journal table on MariaDB/MySQL: BENCH_LINES (100,000) journal lines
// bulk-inserted into a database of their own (BENCH_DATABASE, default `h5_bench_journal`, dropped
// and created on the DATABASE_URL server, default mysql://root@127.0.0.1:3306), then the API is
// started on it and `GET /api/Admin/journal` is called over HTTP as the console calls it, as a
// finance operator: the first, a middle and the last page of every filter (none, one member's
// accounts, a platform account, the busiest account, an entry type, a week, an account and a
// type together) in both sorts. BENCH_REPEAT (15) calls per case after one warm-up call; prints
// p50/p95/max per case and over all calls. Budget: p95 < 200 ms over all calls and in each case.
import { createConnection } from 'mysql2/promise';
import { MikroORM } from '@mikro-orm/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { hashPassword } from '../../../api/src/modules/account/password.ts';
import { auditLedger } from '../../../api/src/modules/ledger/ledger-audit.ts';
import { startServer } from '../server.ts';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const BUDGET_MS = 200;
const ROWS = 20;
const PASSWORD = 'journal-bench-password';

const serverUrl = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test');
const database = process.env.BENCH_DATABASE || 'h5_bench_journal';
if (!/^\w+$/.test(database)) throw new Error('BENCH_DATABASE must be a plain name');
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;

const admin = await createConnection({ uri: serverUrl.toString() });
await admin.query(`drop database if exists \`${database}\``);
await admin.query(`create database \`${database}\``);

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
console.log(
  `\nconsole journal on ${benchUrl.host}/${database}: ${LINES.toLocaleString('en')} journal lines, ` +
    `${MEMBERS.toLocaleString('en')} members, pages of ${ROWS}`,
);

// --- Set-up (not timed): the schema, accounts, entries and lines, an operator ----------------
const setupStarted = performance.now();
const orm = await MikroORM.init({
  ...ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'journal-bench-')) }),
  pool: { min: 1, max: 2 },
});
await migrateToLatest(orm);
const db = orm.em.getConnection();
const run = (sql: string, params: unknown[] = []) => db.execute(sql, params);

// Every entry credits one account (a member's balance, or a platform account) from external capital:
// the busiest account holds half the lines, as a real platform's clearing accounts do.
const ENTRIES = Math.floor(LINES / 2);
const TYPES = [
  'deposit',
  'fund_income',
  'grant',
  'transfer',
  'pool_fund',
  'fund_principal_return',
  'conversion',
  'piggy_out',
];
const PLATFORM = ['promotions', 'fee_income', 'platform_dividend', 'reserve_fund'];
const DAYS = 90;
const now = Date.now();
const firstAt = new Date(now - DAYS * 86_400_000);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
   select seq, ?, ?, concat('member:', seq, ':balance:INR'), 'member', seq, 'balance', 'INR', 0, 0 from seq_1_to_${MEMBERS}`,
  [firstAt, firstAt],
);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values
   ${PLATFORM.map((kind, i) => `(${MEMBERS + 1 + i}, ?, ?, 'platform:${kind}:INR', 'platform', null, '${kind}', 'INR', 0, 0)`).join(', ')},
   (${MEMBERS + 1 + PLATFORM.length}, ?, ?, 'external:capital:INR', 'external', null, 'capital', 'INR', 1, 0)`,
  Array.from({ length: (PLATFORM.length + 1) * 2 }, () => firstAt),
);
const capitalId = MEMBERS + 1 + PLATFORM.length;
// Entry n: at an even pace over DAYS days; one in ten credits a platform account, the rest a member.
const spacingMs = Math.floor((DAYS * 86_400_000) / ENTRIES);
await run(
  `insert into journal_entry (id, created_at, updated_at, type, memo, actor, idempotency_key)
   select seq, from_unixtime(? + seq * ?), from_unixtime(? + seq * ?),
     elt(1 + seq mod ${TYPES.length}, ${TYPES.map((t) => `'${t}'`).join(', ')}),
     concat('bench entry #', seq), concat('member:', 1 + seq mod ${MEMBERS}), null
   from seq_1_to_${ENTRIES}`,
  [firstAt.getTime() / 1000, spacingMs / 1000, firstAt.getTime() / 1000, spacingMs / 1000],
);
const creditedAccount = `if(seq mod 10 = 0, ${MEMBERS + 1} + (seq div 10) mod ${PLATFORM.length}, 1 + (seq * 7919) mod ${MEMBERS})`;
// Amounts from ₹1.00 to ₹10,000.00, spread so that sorting by amount means something.
const amountOf = '100 + (seq * 104729) mod 1000000';
await run(
  `insert into journal_line (id, created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
   select 2 * seq - 1, e.created_at, e.created_at, seq, ${creditedAccount}, 'INR', ${amountOf}, 0
   from seq_1_to_${ENTRIES} join journal_entry e on e.id = seq`,
);
await run(
  `insert into journal_line (id, created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
   select 2 * seq, e.created_at, e.created_at, seq, ${capitalId}, 'INR', -(${amountOf}), 0
   from seq_1_to_${ENTRIES} join journal_entry e on e.id = seq`,
);
// Each line's balance after it, and each account's balance: the audit holds.
await run(
  `update journal_line l join (
     select id, sum(amount) over (partition by account_id order by id) as after_line from journal_line
   ) s on s.id = l.id set l.balance_after = s.after_line`,
);
await run(
  `update ledger_account a join (select account_id, sum(amount) as total from journal_line group by account_id) s
     on s.account_id = a.id set a.balance = s.total`,
);
await run('analyze table journal_line, journal_entry, ledger_account');
await run(
  `insert into operator (created_at, updated_at, username, display_name, password_hash, role, disabled, last_login_at)
   values (?, ?, 'bench-finance', 'Bench finance', ?, 'finance', 0, null)`,
  [new Date(), new Date(), await hashPassword(PASSWORD)],
);
const audit = await auditLedger(orm.em.fork());
await orm.close();
console.log(
  `  set-up: ${seconds(setupStarted)} s; ${audit.lines.toLocaleString('en')} lines in ${audit.entries.toLocaleString('en')} entries, ` +
    `${audit.accounts.toLocaleString('en')} accounts, ledger ${audit.ok ? 'clean' : 'NOT clean'}`,
);

// --- The API on that database, called as the console calls it --------------------------------
const server = await startServer(PORT, { env: { DATABASE_URL: benchUrl.toString(), DEMO_FUNDS: '0' } });
let withinBudget: boolean;
try {
  const login = (await (
    await fetch(`${server.baseUrl}/api/Admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-finance', password: PASSWORD }),
    })
  ).json()) as { status: number; msg: string; data: { token: string } };
  if (login.status !== 1) throw new Error(`operator login failed: ${login.msg}`);
  const token = login.data.token;

  type Page = { list: { lineId: number }[]; total: number };
  async function journal(query: Record<string, string | number>): Promise<{ ms: number; page: Page }> {
    const url = new URL('/api/Admin/journal', server.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const started = performance.now();
    const response = await fetch(url, { headers: { 'operator-token': token, Lang: 'en-us' } });
    const body = (await response.json()) as { status: number; msg: string; data: Page };
    const ms = performance.now() - started;
    if (body.status !== 1) throw new Error(`${url.search}: ${body.msg}`);
    return { ms, page: body.data };
  }

  const week = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const filters: [string, Record<string, string>][] = [
    ['all lines', {}],
    ['one member (member:7)', { account: 'member:7' }],
    ['a platform account (promotions)', { account: 'promotions' }],
    ['the busiest account (external:capital:INR)', { account: 'external:capital:INR' }],
    ['a type (grant)', { type: 'grant' }],
    ['a week (from, to)', { from: week(45), to: week(39) }],
    [
      'account and type (external:capital:INR, deposit)',
      { account: 'external:capital:INR', type: 'deposit' },
    ],
  ];
  const sorts: [string, Record<string, string>][] = [
    ['id desc', { sort: 'id', order: 'desc' }],
    ['amount asc', { sort: 'amount', order: 'asc' }],
  ];
  const all: number[] = [];
  const cases: { name: string; p50: number; p95: number; max: number }[] = [];
  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  for (const [filterName, filter] of filters) {
    for (const [sortName, sort] of sorts) {
      const { page: first } = await journal({ ...filter, ...sort, page: 1, rows: ROWS });
      const lastPage = Math.max(1, Math.ceil(first.total / ROWS));
      for (const [pageName, page] of [
        ['first', 1],
        ['middle', Math.ceil(lastPage / 2)],
        ['last', lastPage],
      ] as const) {
        await journal({ ...filter, ...sort, page, rows: ROWS });
        const times: number[] = [];
        for (let i = 0; i < REPEAT; i++)
          times.push((await journal({ ...filter, ...sort, page, rows: ROWS })).ms);
        times.sort((a, b) => a - b);
        all.push(...times);
        const name = `${filterName}, ${sortName}, ${pageName} page (${page} of ${lastPage}, ${first.total.toLocaleString('en')} lines)`;
        cases.push({ name, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1)! });
      }
    }
  }
  const width = Math.max(...cases.map((c) => c.name.length));
  console.log(`\n  ${'case'.padEnd(width)}   p50 ms   p95 ms   max ms`);
  const ms = (value: number) => value.toFixed(1).padStart(8);
  for (const c of cases)
    console.log(
      `  ${c.name.padEnd(width)} ${ms(c.p50)} ${ms(c.p95)} ${ms(c.max)}${c.p95 >= BUDGET_MS ? '  OVER BUDGET' : ''}`,
    );
  all.sort((a, b) => a - b);
  const overall = { p50: pct(all, 50), p95: pct(all, 95), max: all.at(-1)! };
  withinBudget = overall.p95 < BUDGET_MS && cases.every((c) => c.p95 < BUDGET_MS);
  console.log(
    `\n  overall (${all.length} calls): p50 ${overall.p50.toFixed(1)} ms, p95 ${overall.p95.toFixed(1)} ms, max ${overall.max.toFixed(1)} ms` +
      ` — budget p95 < ${BUDGET_MS} ms: ${withinBudget ? 'met' : 'NOT MET'}`,
  );
} finally {
  await server.stop();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists \`${database}\``);
  await admin.end();
}
process.exitCode = withinBudget ? 0 : 1;
