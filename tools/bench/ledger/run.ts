// Ledger transfers on MariaDB/MySQL: 50 concurrent writers, each moving money between member
// accounts one transfer at a time, for BENCH_SECONDS (10 s) per path:
//   1. `ledger.post()`, one transfer per transaction, and the same SQL through a raw mysql2 pool;
//   2. the ledger batcher (group commit: the writers' transfers share transactions through
//      `ledger.postMany()`), and the same SQL through raw mysql2 with the batches it formed.
// Prints every rate, the ratios ledger / raw and the ledger audit.
// Budget: ≥ 5,000 transfers/s through the ledger with 50 writers, ratio ≥ 0.7 to raw mysql2.
// It works in its own database (BENCH_DATABASE, default `ledger_bench`) on the DATABASE_URL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import {
  createConnection,
  createPool,
  type PoolConnection,
  type RowDataPacket,
  type ResultSetHeader,
} from 'mysql2/promise';
import { migrateToLatest } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import {
  capitalAccount,
  memberAccount,
  platformAccount,
} from '../../../api/src/modules/ledger/ledger-accounts.ts';
import { createLedgerBatcher } from '../../../api/src/modules/ledger/ledger-batcher.ts';
import { createLedgerService, type ResolvedAccount } from '../../../api/src/modules/ledger/ledger.service.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';

const WRITERS = 50;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_RATE = 5000;
const BUDGET_RATIO = 0.7;

const serverUrl = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test');
const database = process.env.BENCH_DATABASE || 'ledger_bench';
if (!/^\w+$/.test(database)) throw new Error('BENCH_DATABASE must be a plain name');
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;

const admin = await createConnection({ uri: serverUrl.toString() });
await admin.query(`create database if not exists \`${database}\``);
await admin.end();

const orm = await MikroORM.init({
  ...ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'ledger-bench-')) }),
  pool: { min: WRITERS, max: WRITERS },
});
await migrateToLatest(orm);
const connection = orm.em.getConnection();
for (const table of ['journal_line', 'journal_entry', 'ledger_account', 'idempotency_record'])
  await connection.execute(`truncate table \`${table}\``);

const ledger = createLedgerService({ dialect: 'mysql', clock: systemClock });
const START = 1_000_000_00n;
const refs = Array.from({ length: ACCOUNTS }, (_, i) => memberAccount(i + 1, 'balance'));
const accounts: ResolvedAccount[] = await orm.em.fork().transactional(async (tx) => {
  const total = START * BigInt(ACCOUNTS);
  await ledger.post(tx, {
    type: 'pool_fund',
    actor: 'bench',
    lines: [
      { account: capitalAccount('INR'), amount: -total },
      { account: platformAccount('promotions', 'INR'), amount: total },
    ],
  });
  const resolved = await ledger.resolve(tx, refs);
  const promotions = (await ledger.resolve(tx, [platformAccount('promotions', 'INR')]))[0]!;
  for (let i = 0; i < resolved.length; i += 500) {
    const batch = resolved.slice(i, i + 500);
    await ledger.post(tx, {
      type: 'grant',
      actor: 'bench',
      lines: [
        { account: promotions, amount: -START * BigInt(batch.length) },
        ...batch.map((account) => ({ account, amount: START })),
      ],
    });
  }
  return resolved;
});

const pair = () => {
  const a = Math.floor(Math.random() * ACCOUNTS);
  let b = Math.floor(Math.random() * (ACCOUNTS - 1));
  if (b >= a) b += 1;
  return [accounts[a]!, accounts[b]!] as const;
};
const amount = () => BigInt(1 + Math.floor(Math.random() * 100));

/** Runs `writers` loops of `transfer` (which moves `perCall` transfers) for SECONDS; answers transfers/s. */
async function measure(label: string, transfer: () => Promise<void>, writers = WRITERS, perCall = 1) {
  let done = 0;
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < until) {
        try {
          await transfer();
          done += perCall;
        } catch (error) {
          failed += 1;
          if (failed <= 3) console.error(`${label}: ${(error as Error).message}`);
        }
      }
    }),
  );
  const rate = done / ((performance.now() - started) / 1000);
  console.log(
    `  ${label.padEnd(34)} ${rate.toFixed(0).padStart(6)} transfers/s (${done} in ${SECONDS} s, ${failed} failed)`,
  );
  return rate;
}

// Warm up both paths.
const viaLedger = async () => {
  const [from, to] = pair();
  const value = amount();
  await orm.em.fork().transactional((tx) =>
    ledger.post(tx, {
      type: 'transfer',
      actor: 'bench',
      lines: [
        { account: from, amount: -value },
        { account: to, amount: value },
      ],
    }),
  );
};

const pool = createPool({
  uri: benchUrl.toString(),
  connectionLimit: WRITERS,
  supportBigNumbers: true,
  bigNumberStrings: true,
  multipleStatements: true,
});
/** The statements `ledger.post()` sends for one transfer (one query), on one pooled connection. */
async function rawTransfer(db: PoolConnection) {
  const [from, to] = pair();
  const value = amount();
  const [low, high] = [from, to].sort((x, y) => x.id - y.id) as [ResolvedAccount, ResolvedAccount];
  const change = (account: ResolvedAccount) => (account === from ? -value : value).toString();
  const now = new Date();
  await db.query('begin');
  try {
    const [results] = (await db.query(
      [
        'savepoint ledger_post',
        'update ledger_account set balance = balance + case id when ? then ? when ? then ? end, updated_at = ? where id in (?, ?)',
        'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, ?)',
        'set @ledger_entry_id = last_insert_id()',
        'insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after) values ' +
          '(?, ?, @ledger_entry_id, ?, ?, ?, (select balance from ledger_account where id = ?) - ?), ' +
          '(?, ?, @ledger_entry_id, ?, ?, ?, (select balance from ledger_account where id = ?) - ?)',
        'select id, code, asset, balance from ledger_account where id in (?, ?) order by id',
      ].join(';\n'),
      [
        low.id,
        change(low),
        high.id,
        change(high),
        now,
        low.id,
        high.id,
        now,
        now,
        'transfer',
        '',
        'bench',
        null,
        now,
        now,
        from.id,
        'INR',
        (-value).toString(),
        from.id,
        0,
        now,
        now,
        to.id,
        'INR',
        value.toString(),
        to.id,
        0,
        low.id,
        high.id,
      ],
    )) as unknown as [
      [ResultSetHeader, ResultSetHeader, ResultSetHeader, ResultSetHeader, ResultSetHeader, RowDataPacket[]],
    ];
    if (results[1].affectedRows !== 2 || results[5].length !== 2) throw new Error('an account is missing');
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
const viaRaw = async () => {
  const db = await pool.getConnection();
  try {
    await rawTransfer(db);
  } finally {
    db.release();
  }
};

/** What the batcher writes for `size` transfers in one transaction (see `ledger.postMany()`). */
async function rawBatch(db: PoolConnection, size: number) {
  const transfers = Array.from({ length: size }, () => {
    const [from, to] = pair();
    return { from, to, value: amount() };
  });
  const ids = [...new Set(transfers.flatMap((t) => [t.from.id, t.to.id]))].sort((a, b) => a - b);
  const inList = ids.map(() => '?').join(', ');
  const now = new Date();
  await db.query('begin');
  try {
    const [rows] = (await db.query(
      `select id, code, asset, balance, allow_negative from ledger_account where id in (${inList}) order by id for update`,
      ids,
    )) as unknown as [RowDataPacket[]];
    const balances = new Map(rows.map((row) => [Number(row.id), BigInt(row.balance as string)]));
    const total = new Map<number, bigint>();
    const lines = transfers.map(({ from, to, value }) => {
      const after = [
        [from.id, -value],
        [to.id, value],
      ].map(([id, change]) => {
        const balance = balances.get(id as number)! + (change as bigint);
        balances.set(id as number, balance);
        total.set(id as number, (total.get(id as number) ?? 0n) + (change as bigint));
        return balance;
      });
      return { from, to, value, after };
    });
    const changed = [...total.keys()].sort((a, b) => a - b);
    const sql = [
      'savepoint ledger_post_many',
      `update ledger_account set balance = balance + case id ${changed.map(() => 'when ? then ?').join(' ')} end, updated_at = ? where id in (${changed.map(() => '?').join(', ')})`,
      ...lines.flatMap((_, k) => [
        'insert into journal_entry (created_at, updated_at, type, memo, actor, idempotency_key) values (?, ?, ?, ?, ?, ?)',
        `set @ledger_entry_${k} = last_insert_id()`,
      ]),
      'insert into journal_line (created_at, updated_at, entry_id, account_id, asset, amount, balance_after) values ' +
        lines
          .map((_, k) => `(?, ?, @ledger_entry_${k}, ?, ?, ?, ?), (?, ?, @ledger_entry_${k}, ?, ?, ?, ?)`)
          .join(', '),
    ];
    const params = [
      ...changed.flatMap((id) => [id, total.get(id)!.toString()]),
      now,
      ...changed,
      ...lines.flatMap(() => [now, now, 'transfer', '', 'bench', null]),
      ...lines.flatMap(({ from, to, value, after }) => [
        ...[now, now, from.id, 'INR', (-value).toString(), after[0]!.toString()],
        ...[now, now, to.id, 'INR', value.toString(), after[1]!.toString()],
      ]),
    ];
    await db.query(sql.join(';\n'), params);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Batches the batcher writes at once (its default): one being written while the next forms. */
const IN_FLIGHT = 2;
const batcher = createLedgerBatcher(orm, ledger, { inFlight: IN_FLIGHT });
const viaBatcher = async () => {
  const [from, to] = pair();
  const value = amount();
  await batcher.submit({
    type: 'transfer',
    actor: 'bench',
    lines: [
      { account: from, amount: -value },
      { account: to, amount: value },
    ],
  });
};

console.log(
  `\nledger transfers on ${benchUrl.host}/${database}: ${WRITERS} writers, ${ACCOUNTS} accounts, ${SECONDS} s each`,
);
for (let i = 0; i < 500; i++) await Promise.all([viaLedger(), viaRaw(), viaBatcher()]);
console.log('  one transfer per transaction:');
const ledgerRate = await measure('ledger.post() (MikroORM)', viaLedger);
const rawRate = await measure('raw mysql2, same statements', viaRaw);
console.log(`  ratio ledger / raw: ${(ledgerRate / rawRate).toFixed(2)}`);

console.log("  group commit (the writers' transfers share transactions):");
const before = batcher.stats();
const batchedRate = await measure('ledger batcher (postMany)', viaBatcher);
const after = batcher.stats();
const meanBatch = (after.entries - before.entries) / Math.max(1, after.batches - before.batches);
const size = Math.max(1, Math.round(meanBatch));
console.log(`  ${'transfers per transaction'.padEnd(34)} ${meanBatch.toFixed(1).padStart(6)} on average`);
const rawBatchedRate = await measure(
  `raw mysql2, batches of ${size}`,
  async () => {
    const db = await pool.getConnection();
    try {
      await rawBatch(db, size);
    } finally {
      db.release();
    }
  },
  IN_FLIGHT,
  size,
);
const ratio = batchedRate / rawBatchedRate;
console.log(`  ratio ledger / raw: ${ratio.toFixed(2)}`);
console.log(
  `  budget ≥ ${BUDGET_RATE}/s: ${batchedRate >= BUDGET_RATE ? 'within' : 'BELOW'}; ratio ≥ ${BUDGET_RATIO}: ${ratio >= BUDGET_RATIO ? 'within' : 'BELOW'}`,
);
await pool.end();

const report = await auditLedger(orm.em.fork());
for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
await orm.close();
process.exitCode = report.ok ? 0 : 1;
