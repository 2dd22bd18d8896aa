// Fund settlement on MariaDB/MySQL: BENCH_ORDERS (1,000,000) orders of BENCH_MEMBERS (250,000)
// members, all with their first income due, bulk-inserted; then one settlement pass is timed
// (the engine of api/src/modules/fund, batches of BENCH_BATCH orders), and in the same run one
// bare `insert … select` of as many rows into a copy of fund_income. Prints both times, their
// ratio and the ledger audit. Budget: the pass in ≤ 60 s, ratio ≤ 2×. BENCH_LAYOUT=grouped puts
// each member's orders next to each other (see below); BENCH_PROFILE=1 prints time per statement.
// It works in its own database (BENCH_DATABASE, default `settlement_bench`) on the DATABASE_URL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { createFundSettler } from '../../../api/src/modules/fund/fund-settlement.service.ts';
import { splitDaily } from '../../../api/src/modules/fund/fund-split.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import { formatAmount } from '../../../api/src/modules/ledger/money.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { freshBenchDatabase, profileStatements } from '../benchDatabase.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 250_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 20_000);
// `spread` (default): order n belongs to member n mod M, so a batch holds about one order per
// member (the worst case for aggregating member lines, and the usual one: a member's orders fall
// due at different times). `grouped`: a member's orders are adjacent and share a batch.
const LAYOUT = process.env.BENCH_LAYOUT === 'grouped' ? 'grouped' : 'spread';
const BUDGET_S = 60;
const BUDGET_RATIO = 2;
const PRINCIPAL = 1_000_000n; // ₹10,000
const RATE_BPS = 300; // 3 % a month
const CYCLE = 30;

const { benchUrl, database } = await freshBenchDatabase('settlement_bench');

const orm = await MikroORM.init({
  ...ormOptions({
    databaseUrl: benchUrl.toString(),
    dataDir: mkdtempSync(join(tmpdir(), 'settlement-bench-')),
  }),
  pool: { min: 1, max: 4 },
});
await migrateToLatest(orm);
const db = orm.em.getConnection();
const run = (sql: string, params: unknown[] = []) => db.execute(sql, params);
const seconds = (from: number) => (performance.now() - from) / 1000;

console.log(
  `\nfund settlement on ${benchUrl.host}/${database}: ${ORDERS.toLocaleString('en')} due orders of ` +
    `${MEMBERS.toLocaleString('en')} members (${LAYOUT}), batches of ${BATCH.toLocaleString('en')}`,
);

// --- Set-up (not timed): accounts, a consistent ledger, the orders ---------------------------
const setupStarted = performance.now();
const split = splitDaily(PRINCIPAL, RATE_BPS);
const perMember = (m: string) =>
  LAYOUT === 'spread'
    ? `(${ORDERS} div ${MEMBERS} + (${m} <= ${ORDERS} mod ${MEMBERS}))`
    : `greatest(0, least(${m} * ${Math.ceil(ORDERS / MEMBERS)}, ${ORDERS}) - (${m} - 1) * ${Math.ceil(ORDERS / MEMBERS)})`;
const memberOfOrder =
  LAYOUT === 'spread' ? `(seq - 1) mod ${MEMBERS} + 1` : `(seq - 1) div ${Math.ceil(ORDERS / MEMBERS)} + 1`;
const now = new Date();
const purchasedAt = new Date(now.getTime() - 86_400_000 - 60_000);
const dueAt = new Date(purchasedAt.getTime() + 86_400_000);
// Member balance accounts are ids 1..M, locked accounts M+1..2M; then the platform's.
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
   select seq, ?, ?, concat('member:', seq, ':balance:INR'), 'member', seq, 'balance', 'INR', 0, 0 from seq_1_to_${MEMBERS}`,
  [now, now],
);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
   select ${MEMBERS} + seq, ?, ?, concat('member:', seq, ':locked:INR'), 'member', seq, 'locked', 'INR', 0,
     ${PRINCIPAL} * ${perMember('seq')}
   from seq_1_to_${MEMBERS}`,
  [now, now],
);
const poolFunding = split.gross * BigInt(ORDERS) * 2n;
const totalPrincipal = PRINCIPAL * BigInt(ORDERS);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values
   (${2 * MEMBERS + 1}, ?, ?, 'external:capital:INR', 'external', null, 'capital', 'INR', 1, ?),
   (${2 * MEMBERS + 2}, ?, ?, 'platform:fund_pool:1:INR', 'platform', null, 'fund_pool', 'INR', 0, ?)`,
  [now, now, -(poolFunding + totalPrincipal), now, now, poolFunding],
);
// One set-up entry explains every balance above, so the audit holds before and after.
await run(
  "insert into journal_entry (id, created_at, updated_at, type, memo, actor) values (1, ?, ?, 'pool_fund', 'settlement bench set-up', 'bench')",
  [now, now],
);
await run(
  `insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
   select ?, ?, 1, id, 'INR', balance, balance from ledger_account where id > ${MEMBERS}`,
  [now, now],
);
await run(
  `insert into fund (id, created_at, updated_at, seed_key, name_hi_in, name_en_us, name_zh_cn, description_hi_in,
     description_en_us, description_zh_cn, cycle_days, monthly_rate_bps, minimum, maximum_per_member, total_size, sold, status)
   values (1, ?, ?, null, 'बेंच', 'Bench', '基准', '', '', '', ${CYCLE}, ${RATE_BPS}, 10000, ${totalPrincipal}, ${totalPrincipal}, ${totalPrincipal}, 'sold_out')`,
  [now, now],
);
await run(
  `insert into fund_order (created_at, updated_at, member_id, fund_id, amount, is_trial, trial_quota_id, cycle_days,
     monthly_rate_bps, gross_daily, member_daily, fee_daily, dividend_daily, income_account_id, principal_account_id,
     return_account_id, purchased_at, state, next_period, next_due_at, completed_at)
   select ?, ?, m, 1, ${PRINCIPAL}, 0, null, ${CYCLE}, ${RATE_BPS}, ${split.gross}, ${split.member}, ${split.fee},
     ${split.dividend}, m, ${MEMBERS} + m, m, ?, 'in_progress', 1, ?, null
   from (select seq, ${memberOfOrder} as m from seq_1_to_${ORDERS}) s`,
  [now, now, purchasedAt, dueAt],
);
await run('analyze table fund_order, fund_income, ledger_account');
console.log(`  set-up: ${seconds(setupStarted).toFixed(1)} s (bulk insert of accounts, ledger and orders)`);

// --- One settlement pass (timed) ---------------------------------------------------------------
profileStatements(db);
const settler = createFundSettler({ dialect: 'mysql', clock: systemClock, batchSize: BATCH });
let started = performance.now();
const result = await settler.runPass(orm.em);
const passS = seconds(started);
console.log(
  `  settlement pass: ${passS.toFixed(1)} s — ${result.accrued.toLocaleString('en')} incomes recorded, ` +
    `${result.paid.toLocaleString('en')} paid, ${result.pending} waiting, ${result.batches} batches ` +
    `(${Math.round(result.accrued / passS).toLocaleString('en')} orders/s)`,
);

// --- One bare insert … select of as many rows (timed) ------------------------------------------
await run('create table bench_income_copy like fund_income');
started = performance.now();
await run(
  `insert into bench_income_copy (created_at, updated_at, order_id, period, fund_id, member_id, account_id, due_at,
     gross, member_amount, fee, dividend, state, batch_key, paid_at)
   select ?, ?, o.id, 1, o.fund_id, o.member_id, o.income_account_id, ?, o.gross_daily, o.member_daily,
     o.fee_daily, o.dividend_daily, 'paid', 'bare', ? from fund_order o`,
  [now, now, dueAt, now],
);
const bareS = seconds(started);
console.log(`  bare insert … select of ${ORDERS.toLocaleString('en')} rows: ${bareS.toFixed(1)} s`);
const ratio = passS / bareS;
console.log(`  ratio pass / bare: ${ratio.toFixed(2)}×`);
console.log(
  `  budget ≤ ${BUDGET_S} s: ${passS <= BUDGET_S ? 'within' : 'OVER'}; ratio ≤ ${BUDGET_RATIO}×: ${ratio <= BUDGET_RATIO ? 'within' : 'OVER'}`,
);

// --- Checks: every order paid once, the ledger whole --------------------------------------------
const [[counts]] = (await Promise.all([
  db.execute(
    `select (select count(*) from fund_income) as incomes,
       (select count(*) from fund_order where next_period = 2) as moved,
       (select balance from ledger_account where code = 'platform:fund_pool:1:INR') as pool`,
  ),
])) as [Record<string, unknown>[]];
const expectedPool = poolFunding - split.gross * BigInt(ORDERS);
console.log(
  `  check: ${String(counts!.incomes)} incomes, ${String(counts!.moved)} orders moved on, pool ${formatAmount(BigInt(String(counts!.pool)), 'INR')} ` +
    `(expected ${formatAmount(expectedPool, 'INR')})`,
);
const report = await auditLedger(orm.em.fork());
for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
await orm.close();
const correct =
  Number(counts!.incomes) === ORDERS &&
  Number(counts!.moved) === ORDERS &&
  BigInt(String(counts!.pool)) === expectedPool;
process.exitCode = report.ok && correct ? 0 : 1;
