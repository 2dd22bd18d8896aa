// The VIP5 weekly reserve dividend on MariaDB/MySQL: BENCH_MEMBERS (100,000) VIP5 members, each
// holding a different amount in products, bulk-inserted with a ledger that explains every balance;
// then one run of the dividend (api/src/modules/dividend: the week's row, the holdings read, the
// largest-remainder split, the payouts inserted, one journal entry to every balance) is timed.
// Prints the seconds, checks that the parts sum to the total and that every member was paid once,
// and runs the ledger audit. Budget: ≤ 10 s. It works in its own database (BENCH_DATABASE, default
// `dividend_bench`) on the DATABASE_URL server, dropped at the end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { createDividendService } from '../../../api/src/modules/dividend/dividend.service.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import { formatAmount } from '../../../api/src/modules/ledger/money.ts';
import { createVipService } from '../../../api/src/modules/vip/vip.service.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { profileStatements } from '../benchDatabase.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BUDGET_S = 10;
const RESERVE = 50_000_000_00n; // ₹5 crore
const SHARE_BPS = 1000; // 10 % a week: every member's part is at least a few paise

const serverUrl = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test');
const database = process.env.BENCH_DATABASE || 'dividend_bench';
if (!/^\w+$/.test(database)) throw new Error('BENCH_DATABASE must be a plain name');
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;

const admin = await createConnection({ uri: serverUrl.toString() });
await admin.query(`drop database if exists \`${database}\``);
await admin.query(`create database \`${database}\``);

const orm = await MikroORM.init(
  ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'dividend-bench-')) }),
);
let passed: boolean;
try {
  await migrateToLatest(orm);
  const db = orm.em.getConnection();
  const run = (sql: string, params: unknown[] = []) => db.execute(sql, params);
  const seconds = (from: number) => (performance.now() - from) / 1000;
  console.log(
    `\nVIP5 dividend on ${benchUrl.host}/${database}: ${MEMBERS.toLocaleString('en')} VIP5 members, ` +
      `${SHARE_BPS / 100} % of a ₹${formatAmount(RESERVE, 'INR')} reserve`,
  );

  // --- Set-up (not timed): members, their accounts and a ledger that explains every balance ------
  const setupStarted = performance.now();
  const now = new Date();
  await run(
    `insert into member (created_at, updated_at, mailbox, password_hash, nickname, invite_code, vip_level, lang)
     select ?, ?, concat('bench', seq, '@example.com'), 'x', concat('bench', seq), concat('D', seq), 5, 'en-us'
     from seq_1_to_${MEMBERS}`,
    [now, now],
  );
  // Balance accounts are ids 1..M (registration opens them), fund principal M+1..2M: each member
  // holds a different amount, ₹1 to about ₹10 lakh, so the parts have awkward remainders.
  const held = (m: string) => `(100000 + (${m} * 7919) mod 100000000)`;
  await run(
    `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
     select seq, ?, ?, concat('member:', seq, ':balance:INR'), 'member', seq, 'balance', 'INR', 0, 0 from seq_1_to_${MEMBERS}`,
    [now, now],
  );
  await run(
    `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
     select ${MEMBERS} + seq, ?, ?, concat('member:', seq, ':locked:INR'), 'member', seq, 'locked', 'INR', 0, ${held('seq')}
     from seq_1_to_${MEMBERS}`,
    [now, now],
  );
  const [[sums]] = (await Promise.all([
    run(`select sum(balance) as held from ledger_account where kind = 'locked'`),
  ])) as [Record<string, unknown>[]];
  const totalHeld = BigInt(String(sums!.held));
  await run(
    `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance) values
     (${2 * MEMBERS + 1}, ?, ?, 'external:capital:INR', 'external', null, 'capital', 'INR', 1, ?),
     (${2 * MEMBERS + 2}, ?, ?, 'platform:reserve_fund:INR', 'platform', null, 'reserve_fund', 'INR', 0, ?)`,
    [now, now, -(totalHeld + RESERVE), now, now, RESERVE],
  );
  await run(
    "insert into journal_entry (id, created_at, updated_at, type, memo, actor) values (1, ?, ?, 'pool_fund', 'dividend bench set-up', 'bench')",
    [now, now],
  );
  await run(
    `insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
     select ?, ?, 1, id, 'INR', balance, balance from ledger_account where id > ${MEMBERS}`,
    [now, now],
  );
  await run('analyze table member, ledger_account');
  const dividends = createDividendService({
    clock: systemClock,
    dialect: 'mysql',
    vip: createVipService({ clock: systemClock, dialect: 'mysql' }),
  });
  await dividends.setSettings(orm.em.fork(), { shareBps: SHARE_BPS }, { actor: 'bench', reason: 'bench' });
  console.log(`  set-up: ${seconds(setupStarted).toFixed(1)} s`);

  profileStatements(db);

  // --- One run (timed) ------------------------------------------------------------------------------
  const started = performance.now();
  const paid = await dividends.run(orm.em, { actor: 'bench' });
  const runS = seconds(started);
  console.log(
    `  run: ${runS.toFixed(2)} s — week of ${paid.week}, ₹${formatAmount(paid.total, 'INR')} to ` +
      `${paid.members.toLocaleString('en')} members (budget ≤ ${BUDGET_S} s: ${runS <= BUDGET_S ? 'within' : 'OVER'})`,
  );

  // --- Checks: the parts sum to the total, each member paid once, the ledger whole ---------------
  const [[check]] = (await Promise.all([
    run(
      `select (select count(*) from dividend_payout) as payouts,
         (select sum(amount) from dividend_payout) as paid,
         (select count(*) from ledger_account where kind = 'balance' and balance > 0) as credited,
         (select sum(balance) from ledger_account where kind = 'balance') as balances,
         (select balance from ledger_account where kind = 'reserve_fund') as reserve`,
    ),
  ])) as [Record<string, unknown>[]];
  const expectedTotal = (RESERVE * BigInt(SHARE_BPS)) / 10_000n;
  const correct =
    paid.total === expectedTotal &&
    BigInt(String(check!.paid)) === expectedTotal &&
    BigInt(String(check!.balances)) === expectedTotal &&
    BigInt(String(check!.reserve)) === RESERVE - expectedTotal &&
    Number(check!.payouts) === paid.members &&
    Number(check!.credited) === paid.members &&
    paid.members === MEMBERS;
  console.log(
    `  check: ${String(check!.payouts)} payouts summing to ₹${formatAmount(BigInt(String(check!.paid)), 'INR')}, ` +
      `${String(check!.credited)} balances credited, reserve left ₹${formatAmount(BigInt(String(check!.reserve)), 'INR')}: ` +
      (correct ? 'exact' : 'WRONG'),
  );
  const report = await auditLedger(orm.em.fork());
  for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
  passed = report.ok && correct && runS <= BUDGET_S;
} finally {
  await orm.close();
  await admin.query(`drop database if exists \`${database}\``);
  await admin.end();
}
process.exitCode = passed ? 0 : 1;
