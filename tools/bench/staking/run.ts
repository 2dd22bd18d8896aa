// Staking income on MariaDB/MySQL: BENCH_STAKES (1,000,000) stakes of BENCH_MEMBERS (250,000)
// members in one INR plan, all with their first day due, bulk-inserted; then one pass of the
// staking income job is timed (api/src/modules/staking, batches of BENCH_BATCH stakes), and in the
// same run one bare `insert … select` of as many rows into a copy of stake_income. Prints both
// times, their ratio and the ledger audit. Budget: the pass in ≤ 60 s. The same shape as
// ../settlement/run.ts (BENCH_PROFILE=1 prints time per statement). It works in its own database
// (BENCH_DATABASE, default `staking_bench`) on the DATABASE_URL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import { formatAmount } from '../../../api/src/modules/ledger/money.ts';
import { dailyIncomeOf } from '../../../api/src/modules/staking/staking-plan.service.ts';
import { createStakingSettler } from '../../../api/src/modules/staking/staking-settlement.service.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { freshBenchDatabase, profileStatements } from '../benchDatabase.ts';

const STAKES = Number(process.env.BENCH_STAKES ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 250_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 20_000);
const BUDGET_S = 60;
const PRINCIPAL = 1_000_000n; // ₹10,000
const RATE_BPS = 1200; // 12 % a year
const TERM = 30;

const { benchUrl, database } = await freshBenchDatabase('staking_bench');

const orm = await MikroORM.init({
  ...ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'staking-bench-')) }),
  pool: { min: 1, max: 4 },
});
await migrateToLatest(orm);
const db = orm.em.getConnection();
const run = (sql: string, params: unknown[] = []) => db.execute(sql, params);
const seconds = (from: number) => (performance.now() - from) / 1000;

console.log(
  `\nstaking income on ${benchUrl.host}/${database}: ${STAKES.toLocaleString('en')} due stakes of ` +
    `${MEMBERS.toLocaleString('en')} members, batches of ${BATCH.toLocaleString('en')}`,
);

// --- Set-up (not timed): accounts, a consistent ledger, the plan and its stakes ----------------
const setupStarted = performance.now();
const daily = dailyIncomeOf(PRINCIPAL, RATE_BPS);
// Stake n belongs to member n mod M: a batch holds about one stake per member (the worst case).
const perMember = (m: string) => `(${STAKES} div ${MEMBERS} + (${m} <= ${STAKES} mod ${MEMBERS}))`;
const now = new Date();
const startAt = new Date(now.getTime() - 86_400_000 - 60_000);
const dueAt = new Date(startAt.getTime() + 86_400_000);
const endAt = new Date(startAt.getTime() + TERM * 86_400_000);
// Member staking accounts are ids 1..M (holding their stakes), balance accounts M+1..2M; then the platform's.
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
   select seq, ?, ?, concat('member:', seq, ':staking:INR'), 'member', seq, 'staking', 'INR', 0,
     ${PRINCIPAL} * ${perMember('seq')}
   from seq_1_to_${MEMBERS}`,
  [now, now],
);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
   select ${MEMBERS} + seq, ?, ?, concat('member:', seq, ':balance:INR'), 'member', seq, 'balance', 'INR', 0, 0
   from seq_1_to_${MEMBERS}`,
  [now, now],
);
const poolFunding = daily * BigInt(STAKES) * 2n;
const totalPrincipal = PRINCIPAL * BigInt(STAKES);
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values
   (${2 * MEMBERS + 1}, ?, ?, 'external:capital:INR', 'external', null, 'capital', 'INR', 1, ?),
   (${2 * MEMBERS + 2}, ?, ?, 'platform:staking_pool:1:INR', 'platform', null, 'staking_pool', 'INR', 0, ?)`,
  [now, now, -(poolFunding + totalPrincipal), now, now, poolFunding],
);
// One set-up entry explains every balance above, so the audit holds before and after.
await run(
  "insert into journal_entry (id, created_at, updated_at, type, memo, actor) values (1, ?, ?, 'pool_fund', 'staking bench set-up', 'bench')",
  [now, now],
);
await run(
  `insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
   select ?, ?, 1, id, 'INR', balance, balance from ledger_account where balance <> 0`,
  [now, now],
);
await run(
  `insert into staking_plan (id, created_at, updated_at, name_hi_in, name_en_us, name_zh_cn, description_hi_in,
     description_en_us, description_zh_cn, asset, term_days, annual_rate_bps, minimum, maximum, total_cap, staked,
     claim_window_days, status)
   values (1, ?, ?, 'बेंच', 'Bench', '基准', '', '', '', 'INR', ${TERM}, ${RATE_BPS}, 10000, ${PRINCIPAL},
     ${totalPrincipal}, ${totalPrincipal}, 7, 'open')`,
  [now, now],
);
await run(
  `insert into stake (created_at, updated_at, member_id, plan_id, asset, principal, annual_rate_bps, daily_income,
     term_days, term, start_at, end_at, next_day, next_due_at, term_income, total_income, auto_compound, state,
     claim_deadline, closed_at, paid_out, stake_account_id, pay_account_id)
   select ?, ?, m, 1, 'INR', ${PRINCIPAL}, ${RATE_BPS}, ${daily}, ${TERM}, 1, ?, ?, 1, ?, 0, 0, 0, 'in_progress',
     null, null, null, m, ${MEMBERS} + m
   from (select seq, (seq - 1) mod ${MEMBERS} + 1 as m from seq_1_to_${STAKES}) s`,
  [now, now, startAt, endAt, dueAt],
);
await run('analyze table stake, stake_income, ledger_account');
console.log(`  set-up: ${seconds(setupStarted).toFixed(1)} s (bulk insert of accounts, ledger and stakes)`);

// --- One pass of the income job (timed) -------------------------------------------------------
profileStatements(db);
const settler = createStakingSettler({ dialect: 'mysql', clock: systemClock, batchSize: BATCH });
let started = performance.now();
const result = await settler.runPass(orm.em);
const passS = seconds(started);
console.log(
  `  income pass: ${passS.toFixed(1)} s — ${result.accrued.toLocaleString('en')} days recorded, ` +
    `${result.paid.toLocaleString('en')} paid, ${result.pending} waiting, ${result.batches} batches ` +
    `(${Math.round(result.accrued / passS).toLocaleString('en')} stakes/s)`,
);

// --- One bare insert … select of as many rows (timed) ------------------------------------------
await run('create table bench_income_copy like stake_income');
started = performance.now();
await run(
  `insert into bench_income_copy (created_at, updated_at, stake_id, plan_id, member_id, account_id, term, day, amount,
     due_at, state, batch_key, paid_at)
   select ?, ?, s.id, s.plan_id, s.member_id, s.stake_account_id, s.term, 1, s.daily_income, ?, 'paid', 'bare', ?
   from stake s`,
  [now, now, dueAt, now],
);
const bareS = seconds(started);
console.log(`  bare insert … select of ${STAKES.toLocaleString('en')} rows: ${bareS.toFixed(1)} s`);
console.log(`  ratio pass / bare: ${(passS / bareS).toFixed(2)}×`);
console.log(`  budget ≤ ${BUDGET_S} s: ${passS <= BUDGET_S ? 'within' : 'OVER'}`);

// --- Checks: every stake paid its day once, the ledger whole ------------------------------------
const [counts] = (await db.execute(
  `select (select count(*) from stake_income) as incomes,
     (select count(*) from stake where next_day = 2 and term_income = daily_income) as moved,
     (select balance from ledger_account where code = 'platform:staking_pool:1:INR') as pool`,
)) as Record<string, unknown>[];
const expectedPool = poolFunding - daily * BigInt(STAKES);
console.log(
  `  check: ${String(counts!.incomes)} incomes, ${String(counts!.moved)} stakes moved on, pool ${formatAmount(BigInt(String(counts!.pool)), 'INR')} ` +
    `(expected ${formatAmount(expectedPool, 'INR')})`,
);
const report = await auditLedger(orm.em.fork());
for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
await orm.close();
const correct =
  Number(counts!.incomes) === STAKES &&
  Number(counts!.moved) === STAKES &&
  BigInt(String(counts!.pool)) === expectedPool;
process.exitCode = report.ok && correct && passS <= BUDGET_S ? 0 : 1;
