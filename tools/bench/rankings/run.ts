// The rankings job on MariaDB/MySQL: BENCH_MEMBERS (100,000) members who registered this week, each
// invited by member ⌊n / 3⌋ + 1 (a tree three levels deep, as registration writes it), with
// BENCH_PURCHASES (200,000) fund purchases among them this week, bulk-inserted; then two passes of
// the job (api/src/modules/ranking: four boards, each read set-based and written whole) are timed,
// and reading a board as `GET /api/Rank/board` does (the board's row, the top 50, one member's own
// place) 1,000 times. Budget: a pass well inside the job's five minutes (≤ 60 s), a read ≤ 5 ms.
// It works in its own database (BENCH_DATABASE, default `rankings_bench`, dropped after) on the
// DATABASE_URL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { createRankingService } from '../../../api/src/modules/ranking/ranking.service.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { freshBenchDatabase } from '../benchDatabase.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 200_000);
const READS = 1000;
const PASS_BUDGET_S = 60;
const READ_BUDGET_MS = 5;

const { serverUrl, benchUrl, database } = await freshBenchDatabase('rankings_bench');

const orm = await MikroORM.init({
  ...ormOptions({
    databaseUrl: benchUrl.toString(),
    dataDir: mkdtempSync(join(tmpdir(), 'rankings-bench-')),
  }),
  pool: { min: 1, max: 4 },
});
await migrateToLatest(orm);
const db = orm.em.getConnection();
const run = (sql: string, params: unknown[] = []) => db.execute(sql, params);
const seconds = (from: number) => (performance.now() - from) / 1000;

console.log(
  `\nrankings on ${benchUrl.host}/${database}: ${MEMBERS.toLocaleString('en')} members, ` +
    `${PURCHASES.toLocaleString('en')} purchases this week`,
);

// --- Set-up (not timed): members and their tree, balance accounts, this week's purchases ---------
const setupStarted = performance.now();
const now = new Date();
await run(
  `insert into member (id, created_at, updated_at, mailbox, password_hash, nickname, invite_code, inviter_id, lang)
   select seq, ?, ?, concat('m', seq, '@example.com'), 'x', concat('member', seq), concat('C', seq),
     if(seq > 1, seq div 3 + 1, null), 'en-us'
   from seq_1_to_${MEMBERS}`,
  [now, now],
);
await run(
  'insert into member_tree (ancestor_id, depth, descendant_id) select inviter_id, 1, id from member where inviter_id is not null',
);
for (const depth of [2, 3])
  await run(
    `insert into member_tree (ancestor_id, depth, descendant_id)
     select t.ancestor_id, ${depth}, m.id from member m join member_tree t on t.descendant_id = m.inviter_id and t.depth = ${depth - 1}`,
  );
await run(
  `insert into ledger_account (id, created_at, updated_at, code, owner, member_id, kind, asset, balance)
   select seq, ?, ?, concat('member:', seq, ':balance:INR'), 'member', seq, 'balance', 'INR', 0 from seq_1_to_${MEMBERS}`,
  [now, now],
);
// Only the members' side of each purchase: the side the rankings read.
await run(
  `insert into journal_entry (id, created_at, updated_at, type, memo, actor)
   select seq, ?, ?, 'fund_purchase', '', 'bench' from seq_1_to_${PURCHASES}`,
  [now, now],
);
await run(
  `insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after)
   select ?, ?, seq, (seq - 1) mod ${MEMBERS} + 1, 'INR', -((seq * 7919) mod 100000 + 100) * 100, 0
   from seq_1_to_${PURCHASES}`,
  [now, now],
);
await run('analyze table member, member_tree, ledger_account, journal_entry, journal_line');
console.log(`  set-up: ${seconds(setupStarted).toFixed(1)} s (bulk insert)`);

// --- Two passes of the job (timed): the first writes every board, the second replaces them --------
const rankings = createRankingService({ clock: systemClock, dialect: 'mysql' });
const passes: number[] = [];
for (let pass = 1; pass <= 2; pass++) {
  const started = performance.now();
  const runs = await rankings.runPass(orm.em);
  passes.push(seconds(started));
  console.log(
    `  pass ${pass}: ${passes.at(-1)!.toFixed(1)} s — ` +
      runs
        .map((entry) => `${entry.board} ${entry.periodKey}: ${entry.total.toLocaleString('en')}`)
        .join(', '),
  );
}

// --- Reading a board as a request does (timed) ---------------------------------------------------
const fork = orm.em.fork();
const readStarted = performance.now();
for (let i = 0; i < READS; i++) {
  const { span } = await rankings.status(fork, 'invested', 'week');
  await rankings.places(fork, 'invested', span.key, { limit: 50 });
  await rankings.placeOf(fork, 'invested', span.key, 1 + ((i * 7919) % MEMBERS));
}
const readMs = (seconds(readStarted) * 1000) / READS;
console.log(`  a board read (its row, the top 50, one own place): ${readMs.toFixed(2)} ms on average`);

await orm.close();
const cleanup = await createConnection({ uri: serverUrl.toString() });
await cleanup.query(`drop database if exists \`${database}\``);
await cleanup.end();
const slowest = Math.max(...passes);
const ok = slowest <= PASS_BUDGET_S && readMs <= READ_BUDGET_MS;
console.log(
  `${ok ? 'PASS' : 'FAIL'}: a pass in ${slowest.toFixed(1)} s (budget ${PASS_BUDGET_S} s), ` +
    `a read in ${readMs.toFixed(2)} ms (budget ${READ_BUDGET_MS} ms)`,
);
process.exit(ok ? 0 : 1);
