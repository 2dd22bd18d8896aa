// The deposit watcher (ADR 0037, issue #20's budgets) on a local chain (`hardhat node` with the
// USDT-like TestUsdt), against a real API process on MariaDB/MySQL (BENCH_DATABASE, default
// `chain_bench`, dropped after) or on libsql (BENCH_DB=libsql). The API serves ERC20 from the chain
// with BENCH_CONFIRMATIONS (12) confirmations and polls it every BENCH_POLL_MS (1000, given as
// CHAIN_POLL_MS); BENCH_MEMBERS (2,000) members each have their deposit address in
// `deposit_address` (derived from the test xpub as the API derives it).
//  1. Throughput: BENCH_BLOCKS (100) blocks of BENCH_TRANSFERS (1,000) USDT transfers to the
//     members (batchTransfer, BENCH_BATCH (250) a transaction, automine off, one evm_mine a block,
//     BENCH_BLOCK_MS (1000) apart: a block a second, 1,000 transfers/s, well above USDT's traffic
//     on any chain we serve; 0 mines as fast as the chain can), then N empty blocks. Prints how long
//     the blocks took, when every deposit was recorded and credited, the watcher's logs/s and
//     credits/s, its lag in blocks when the last block was mined; it kept up when every deposit
//     is credited within the production (N confirmation blocks included) + 2 s.
//  2. Latency: BENCH_SINGLES (20) single deposits (a mint, automine on), each seen by the watcher
//     at N − 1 confirmations; then the N-th confirmation block is mined at a random moment of the
//     poll interval and the deposit's row is polled until credited: p50/p95/max against < 2 s.
// Then the money: every deposit credited once (as many `deposit` journal entries as credited
// deposits), each member's USDT is what was sent to their address, and the ledger audit is clean.
// Exits non-zero when a budget is missed or a check fails. Quick run: BENCH_BLOCKS=10.
// The API listens on BENCH_PORT (8191); BENCH_CPU_PROF=<folder> makes it write a CPU profile there.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { encodeFunctionData, type Address, type Hash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { migrateToLatest, seed } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { hashPassword } from '../../../api/src/modules/account/password.ts';
import { MemberSchema } from '../../../api/src/modules/account/member.entity.ts';
import { DepositAddressSchema } from '../../../api/src/modules/chain/chain.entity.ts';
import { deriveDepositAddress } from '../../../api/src/modules/chain/hd-address.ts';
import {
  accountCode,
  capitalAccount,
  platformAccount,
} from '../../../api/src/modules/ledger/ledger-accounts.ts';
import { auditLedger, describeAudit } from '../../../api/src/modules/ledger/ledger-audit.ts';
import { createLedgerService } from '../../../api/src/modules/ledger/ledger.service.ts';
import { formatAmount } from '../../../api/src/modules/ledger/money.ts';
import { queryRows } from '../../../api/src/modules/ledger/sql.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import {
  chainEnv,
  FUNDED_KEYS,
  startLocalChain,
  TEST_XPUB,
  testUsdtArtifact,
} from '../../../api/src/test/chain/local-chain.ts';
import { freshBenchDatabase } from '../benchDatabase.ts';
import { startServer } from '../server.ts';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const MEMBERS = env('BENCH_MEMBERS', 2_000);
const BLOCKS = env('BENCH_BLOCKS', 100);
const PER_BLOCK = env('BENCH_TRANSFERS', 1_000);
const PER_TX = env('BENCH_BATCH', 250);
const BLOCK_MS = env('BENCH_BLOCK_MS', 1000);
const CONFIRMATIONS = env('BENCH_CONFIRMATIONS', 12);
const POLL_MS = env('BENCH_POLL_MS', 1_000);
const SINGLES = env('BENCH_SINGLES', 20);
const PORT = env('BENCH_PORT', 8191);
const LIBSQL = process.env.BENCH_DB === 'libsql';
const BUDGET_CREDIT_MS = 2_000;
/** Kept up: every deposit credited within the production, N confirmation blocks included, + this. */
const BUDGET_KEEP_UP_MS = 2_000;
const APP_SECRET = 'chain-bench-app-secret-0123456789abcdef012';
const CHAIN = 'ERC20';
/** How often the bench reads the deposits' states while the blocks are produced. */
const SAMPLE_MS = 200;
/** The watcher is stuck when it records, credits and reads nothing for this long. */
const STALL_MS = Math.max(30_000, 20 * POLL_MS);
/** Gas a batchTransfer may use per transfer (25.7k to an address that held no USDT). */
const GAS_PER_TRANSFER = 30_000n;

if (CONFIRMATIONS < 2) throw new Error('BENCH_CONFIRMATIONS must be at least 2');
if (PER_TX < 1 || PER_BLOCK % PER_TX) throw new Error('BENCH_TRANSFERS must be a multiple of BENCH_BATCH');
if (MEMBERS < Math.max(1, SINGLES)) throw new Error('BENCH_MEMBERS must be at least BENCH_SINGLES');

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const count = (value: number) => value.toLocaleString('en');
const usdt = (minor: bigint) => `${formatAmount(minor, 'USDT')} USDT`;
/** Transfer k of the throughput part (1.00 to 1.99 USDT, in minor units: the token has 6 decimals). */
const amountOf = (k: number) => 1_000_000n + BigInt(k % 100) * 10_000n;
/** Single deposit i of the latency part. */
const singleAmountOf = (i: number) => 2_000_000n + BigInt(i) * 10_000n;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ---- The chain -----------------------------------------------------------------------------------

const chain = await startLocalChain();
const { abi } = testUsdtArtifact();
/** Sends the transfers (one of Hardhat's unlocked accounts); the token's deployer mints. */
const sender = privateKeyToAccount(FUNDED_KEYS[1]).address.toLowerCase() as Address;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const head = async () => BigInt(await chain.rpc<Hex>('eth_blockNumber'));

// ---- The database: members, each with a deposit address ------------------------------------------

let databaseUrl: string | undefined;
let database = 'libsql';
const dataDir = mkdtempSync(join(tmpdir(), 'chain-bench-'));
if (!LIBSQL) {
  const fresh = await freshBenchDatabase('chain_bench');
  databaseUrl = fresh.benchUrl.toString();
  database = `${fresh.benchUrl.host}/${fresh.database}`;
}
const openOrm = () => MikroORM.init(ormOptions({ databaseUrl, dataDir }));

const setupStarted = performance.now();
const orm = await openOrm();
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: false });
const members: { id: number; address: Address }[] = [];
{
  const em = orm.em.fork();
  const passwordHash = await hashPassword('Bench#Pass1');
  const tag = Date.now().toString(36);
  const now = new Date();
  for (let from = 0; from < MEMBERS; from += 500) {
    const rows = Array.from({ length: Math.min(500, MEMBERS - from) }, (_, i) => {
      const n = from + i + 1;
      return {
        createdAt: now,
        updatedAt: now,
        mailbox: `chain${n}@example.com`,
        passwordHash,
        nickname: `chain${n}`,
        inviteCode: `C${tag}${n}`,
        vipLevel: 0,
        lang: 'en-us',
      };
    });
    await em.insertMany(MemberSchema, rows);
  }
  const ids = await queryRows<{ id: unknown }>(em, 'select id from member order by id');
  for (const { id } of ids) {
    const memberId = Number(id);
    members.push({ id: memberId, address: deriveDepositAddress(TEST_XPUB, memberId) });
  }
  for (let from = 0; from < members.length; from += 500)
    await em.insertMany(
      DepositAddressSchema,
      members.slice(from, from + 500).map((member) => ({
        createdAt: now,
        updatedAt: now,
        memberId: member.id,
        chain: CHAIN,
        address: member.address,
        derivationIndex: member.id,
      })),
    );
}
// Deposits are credited from chain clearing, which the platform funds from outside capital: with
// exactly what will be sent, so it ends at zero.
let blockTotal = 0n;
for (let k = 0; k < PER_BLOCK * BLOCKS; k += 1) blockTotal += amountOf(k);
let clearing = blockTotal;
for (let i = 0; i < SINGLES; i += 1) clearing += singleAmountOf(i);
await orm.em.fork().transactional((tx) =>
  createLedgerService({ dialect: LIBSQL ? 'sqlite' : 'mysql', clock: systemClock }).post(tx, {
    type: 'pool_fund',
    actor: 'bench',
    memo: 'chain bench clearing',
    lines: [
      { account: capitalAccount('USDT'), amount: -clearing },
      { account: platformAccount('chain_clearing', 'USDT'), amount: clearing },
    ],
  }),
);
await orm.close();
const setupMs = performance.now() - setupStarted;

// ---- The API, serving ERC20 from the chain --------------------------------------------------------

const server = await startServer(PORT, {
  dataDir,
  env: {
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    APP_SECRET,
    DEMO_FUNDS: '0',
    LOG_LEVEL: 'warn',
    CHAIN_POLL_MS: String(POLL_MS),
    ...chainEnv(chain, { confirmations: CONFIRMATIONS }),
    ...(process.env.BENCH_CPU_PROF && {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
    }),
  },
});
const reader = await openOrm();
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  queryRows<T>(reader.em.fork() as EntityManager, query, params);

const CLEARING = accountCode(platformAccount('chain_clearing', 'USDT'));

/** The deposits by state (exact, a scan of the table). */
async function states() {
  const rows = await sql<{ state: string; n: unknown }>(
    'select state, count(*) as n from deposit where chain = ? group by state',
    [CHAIN],
  );
  const of = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  const recorded = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { recorded, credited: of('credited'), other: recorded - of('credited') - of('confirming') };
}

type Sample = { at: number; recorded: number; credited: bigint; lastRead: number; lastError: string | null };
/**
 * What the watcher has done, cheaply enough to ask every SAMPLE_MS while it works: the deposits it
 * recorded (counted until there are `recordedTarget`, then carried over), the USDT it credited
 * (what chain clearing paid out: one row), the last block it read (`chain_sync.next_block` − 1) and
 * the last failure it kept.
 */
async function sample(previous?: Sample, recordedTarget = Infinity): Promise<Sample> {
  const [recorded, balance, sync] = await Promise.all([
    previous && previous.recorded >= recordedTarget
      ? previous.recorded
      : sql<{ n: unknown }>('select count(*) as n from deposit where chain = ?', [CHAIN]).then((rows) =>
          Number(rows[0]!.n),
        ),
    sql<{ balance: unknown }>('select balance from ledger_account where code = ?', [CLEARING]),
    sql<{ next_block: unknown; last_error: string | null }>(
      'select next_block, last_error from chain_sync where chain = ?',
      [CHAIN],
    ),
  ]);
  const lastRead = sync[0] ? Number(String(sync[0].next_block)) - 1 : -1;
  const credited = clearing - BigInt(String(balance[0]?.balance ?? clearing));
  return { at: performance.now(), recorded, credited, lastRead, lastError: sync[0]?.last_error ?? null };
}

/** Polls `check` every `everyMs` until it answers true; false after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 10) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

console.log(
  `\ndeposit watcher on ${database}: ${count(MEMBERS)} members with an ${CHAIN} address, ` +
    `N = ${CONFIRMATIONS} confirmations, CHAIN_POLL_MS ${POLL_MS}; set-up ${ms(setupMs)}, API up in ${ms(server.startMs)}`,
);

const failures: string[] = [];
/** What was sent to each member's address, in USDT minor units (the token has 6 decimals). */
const sent = new Map<number, bigint>();
let sentTotal = 0n;
let deposits = 0;
try {
  // The watcher is running when it has recorded where it read to.
  const started = await until(async () => (await sample()).lastRead >= 0, 10_000 + 5 * POLL_MS, 50);
  if (!started) throw new Error(`the deposit watcher wrote no chain_sync row for ${CHAIN}: is it running?`);

  // ---- 1. Throughput ------------------------------------------------------------------------------

  const txsPerBlock = PER_BLOCK / PER_TX;
  const gas = BigInt(PER_TX) * GAS_PER_TRANSFER + 100_000n;
  const { gasLimit } = await chain.client.getBlock();
  if (gas * BigInt(txsPerBlock) > gasLimit)
    throw new Error(
      `${txsPerBlock} transactions of ${gas} gas do not fit the block gas limit ${gasLimit}: lower BENCH_TRANSFERS`,
    );
  await chain.mint(sender, blockTotal);
  // Each block's calls, encoded before the clock starts: member k mod M gets transfer k.
  const calls: Hex[][] = [];
  for (let b = 0; b < BLOCKS; b += 1) {
    const block: Hex[] = [];
    for (let t = 0; t < txsPerBlock; t += 1) {
      const first = b * PER_BLOCK + t * PER_TX;
      const to: Address[] = [];
      const value: bigint[] = [];
      for (let k = first; k < first + PER_TX; k += 1) {
        const member = members[k % members.length]!;
        to.push(member.address);
        value.push(amountOf(k));
        sent.set(member.id, (sent.get(member.id) ?? 0n) + amountOf(k));
      }
      block.push(encodeFunctionData({ abi, functionName: 'batchTransfer', args: [to, value] }));
    }
    calls.push(block);
  }
  sentTotal = blockTotal;
  deposits = PER_BLOCK * BLOCKS;

  console.log(
    `\n  throughput: ${BLOCKS} blocks × ${count(PER_BLOCK)} transfers (${txsPerBlock} batchTransfer of ${PER_TX}) ` +
      `to ${count(MEMBERS)} addresses, ${BLOCK_MS ? `a block every ${BLOCK_MS} ms` : 'blocks as fast as the chain mines'}`,
  );
  const before = await sample();
  const beforeStates = await states();
  const samples: Sample[] = [];
  let sampling = true;
  let drained = false; // every deposit credited
  let chainHead = Number(await head());
  let maxLag = 0;
  const sampler = (async () => {
    while (sampling) {
      const s = await sample(samples.at(-1) ?? before, before.recorded + deposits);
      samples.push(s);
      if (s.lastRead >= 0) maxLag = Math.max(maxLag, chainHead - s.lastRead);
      if (s.credited - before.credited >= blockTotal) drained = true;
      if (drained) break;
      await sleep(SAMPLE_MS);
    }
  })();

  await chain.rpc('evm_setAutomine', [false]);
  const productionStarted = performance.now();
  const pace = (block: number) =>
    sleep(Math.max(0, productionStarted + block * BLOCK_MS - performance.now()));
  for (let b = 0; b < BLOCKS; b += 1) {
    if (BLOCK_MS) await pace(b);
    for (const data of calls[b]!)
      await chain.rpc<Hash>('eth_sendTransaction', [{ from: sender, to: chain.usdt, data, gas: hex(gas) }]);
    await chain.rpc('evm_mine');
    chainHead += 1;
    const mined = await chain.rpc<{ transactions: Hash[] }>('eth_getBlockByNumber', ['latest', false]);
    if (mined.transactions.length !== txsPerBlock)
      throw new Error(`block ${b + 1} holds ${mined.transactions.length} of its ${txsPerBlock} transactions`);
  }
  const blocksMs = performance.now() - productionStarted;
  for (let b = 0; b < CONFIRMATIONS; b += 1) {
    if (BLOCK_MS) await pace(BLOCKS + b);
    await chain.rpc('evm_mine');
    chainHead += 1;
  }
  const productionMs = performance.now() - productionStarted;
  const atEnd = { ...(await sample()), ...(await states()) };
  await chain.rpc('evm_setAutomine', [true]);
  const lastBlock = Number(await head());
  console.log(
    `  blocks: ${BLOCKS} in ${ms(blocksMs)} (${(BLOCKS / (blocksMs / 1000)).toFixed(1)} blocks/s, ` +
      `${count(Math.round(deposits / (blocksMs / 1000)))} logs/s), then ${CONFIRMATIONS} more: ` +
      `produced in ${ms(productionMs)}, head ${lastBlock}`,
  );
  console.log(
    `  at the end of the production: watcher read to block ${atEnd.lastRead} of ${lastBlock} ` +
      `(lag ${lastBlock - atEnd.lastRead} blocks, at most ${maxLag} during), ` +
      `${count(atEnd.recorded - before.recorded)} recorded, ${count(atEnd.credited - beforeStates.credited)} credited of ${count(deposits)}`,
  );

  // Waits until every deposit is credited, or the watcher made no progress for STALL_MS.
  const progress = (s: Sample) => `${s.recorded}:${s.credited}:${s.lastRead}`;
  let stalledSince = performance.now();
  let seen = '';
  while (!drained && performance.now() - stalledSince < STALL_MS) {
    await sleep(SAMPLE_MS);
    const now = samples.at(-1);
    if (now && progress(now) !== seen) {
      seen = progress(now);
      stalledSince = performance.now();
    }
  }
  sampling = false;
  await sampler;
  const after = (s: Sample) => s.at - productionStarted;
  const firstAt = (test: (s: Sample) => boolean) => samples.find(test);
  const allRecorded = firstAt((s) => s.recorded - before.recorded >= deposits);
  const firstCredited = firstAt((s) => s.credited > before.credited);
  const allCredited = firstAt((s) => s.credited - before.credited >= blockTotal);
  const last = await states();

  if (allRecorded)
    console.log(
      `  all ${count(deposits)} recorded at ${ms(after(allRecorded))} → ${count(Math.round(deposits / (after(allRecorded) / 1000)))} logs/s`,
    );
  else
    failures.push(
      `only ${count(last.recorded - beforeStates.recorded)} of ${count(deposits)} deposits recorded`,
    );
  if (allCredited && firstCredited) {
    const creditMs = allCredited.at - firstCredited.at;
    console.log(
      `  credited: first at ${ms(after(firstCredited))}, all at ${ms(after(allCredited))} → ` +
        `${count(Math.round(deposits / (after(allCredited) / 1000)))} credits/s over the run, ` +
        `${creditMs > 0 ? count(Math.round(deposits / (creditMs / 1000))) : '∞'} credits/s from the first`,
    );
  } else
    failures.push(
      `only ${count(last.credited - beforeStates.credited)} of ${count(deposits)} deposits credited: ` +
        `the watcher stopped at block ${samples.at(-1)?.lastRead} for ${ms(STALL_MS)}` +
        (samples.at(-1)?.lastError ? `, its last error: ${samples.at(-1)!.lastError}` : ''),
    );
  if (last.other) failures.push(`${count(last.other)} deposits neither confirming nor credited`);
  const keptUp = !!allCredited && after(allCredited) <= productionMs + BUDGET_KEEP_UP_MS;
  console.log(
    `  budget: every deposit credited within the production + ${ms(BUDGET_KEEP_UP_MS)} (${ms(productionMs + BUDGET_KEEP_UP_MS)}): ` +
      `${keptUp ? 'kept up' : 'DID NOT KEEP UP'}` +
      (allCredited
        ? ` (${ms(Math.abs(after(allCredited) - productionMs))} ${after(allCredited) > productionMs ? 'after' : 'before'} the last block)`
        : ''),
  );
  if (!keptUp) failures.push('the watcher did not keep up');

  // ---- 2. Latency from the N-th confirmation to the credit ----------------------------------------

  if (SINGLES && !drained) console.log('\n  latency: not measured, the deposits above are not all credited');
  else if (SINGLES) {
    const latencies: number[] = [];
    const step = Math.floor(members.length / SINGLES);
    for (let i = 0; i < SINGLES; i += 1) {
      const member = members[i * step]!;
      const amount = singleAmountOf(i);
      const hash = await chain.mint(member.address, amount); // its own block: confirmation 1
      sent.set(member.id, (sent.get(member.id) ?? 0n) + amount);
      sentTotal += amount;
      deposits += 1;
      if (CONFIRMATIONS > 2) await chain.mine(CONFIRMATIONS - 2);
      const stateOf = async () =>
        (
          await sql<{ state: string }>('select state from deposit where chain = ? and tx_hash = ?', [
            CHAIN,
            hash,
          ])
        )[0]?.state;
      // Seen at N − 1 confirmations, as a real deposit is long before its N-th.
      if (!(await until(async () => (await stateOf()) === 'confirming', 10_000 + 5 * POLL_MS)))
        throw new Error(`single deposit ${i + 1} was not recorded as confirming (${await stateOf()})`);
      await sleep(Math.random() * POLL_MS); // anywhere in the watcher's poll interval
      const mined = performance.now();
      await chain.mine(1);
      if (!(await until(async () => (await stateOf()) === 'credited', 30_000 + 5 * POLL_MS, 5)))
        throw new Error(`single deposit ${i + 1} was not credited within 30 s of its N-th confirmation`);
      latencies.push(performance.now() - mined);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const worst = sorted.at(-1)!;
    console.log(
      `\n  latency: ${SINGLES} single deposits, N-th confirmation block mined → credited (read back from the database)`,
    );
    console.log(
      `  ms: p50 ${Math.round(percentile(sorted, 50))}, p95 ${Math.round(percentile(sorted, 95))}, max ${Math.round(worst)}`,
    );
    const within = worst < BUDGET_CREDIT_MS;
    console.log(`  budget < ${ms(BUDGET_CREDIT_MS)} (every one): ${within ? 'within' : 'OVER'}`);
    if (!within) failures.push(`a deposit was credited ${ms(worst)} after its N-th confirmation`);
  }
} catch (error) {
  failures.push((error as Error).message);
} finally {
  await server.stop();
}

// ---- The money -----------------------------------------------------------------------------------

if (deposits) {
  // Each credited deposit is one journal entry under its own key and is in its member's balance;
  // when every deposit is credited, each member holds exactly what was sent to their address.
  const one = async (query: string, params: unknown[] = []) => (await sql(query, params))[0]!;
  const credited = await one(
    `select count(*) as n, coalesce(sum(amount), 0) as total from deposit where chain = ? and state = 'credited'`,
    [CHAIN],
  );
  const entries = await one(
    `select count(*) as n, count(distinct idempotency_key) as idem from journal_entry where type = 'deposit'`,
  );
  const creditedOf = new Map(
    (
      await sql<{ member_id: unknown; total: unknown }>(
        `select member_id, sum(amount) as total from deposit where chain = ? and state = 'credited' group by member_id`,
        [CHAIN],
      )
    ).map((row) => [Number(row.member_id), BigInt(String(row.total))]),
  );
  const balanceOf = new Map(
    (
      await sql<{ member_id: unknown; balance: unknown }>(
        `select member_id, balance from ledger_account where owner = 'member' and kind = 'usdt' and asset = 'USDT'`,
      )
    ).map((row) => [Number(row.member_id), BigInt(String(row.balance))]),
  );
  const creditedCount = Number(credited.n);
  const creditedTotal = BigInt(String(credited.total));
  const entryCount = Number(entries.n);
  const once = entryCount === creditedCount && Number(entries.idem) === entryCount;
  console.log(
    `\n  deposits credited: ${count(creditedCount)} of ${count(deposits)} sent; ${count(entryCount)} deposit journal entries ` +
      `under ${count(Number(entries.idem))} keys → ${once ? 'each credited once' : 'NOT EACH CREDITED ONCE'}`,
  );
  if (!once) failures.push('deposits not credited exactly once');
  let held = 0n;
  let unlike = 0;
  let short = 0;
  for (const member of members) {
    const balance = balanceOf.get(member.id) ?? 0n;
    held += balance;
    if (balance !== (creditedOf.get(member.id) ?? 0n)) unlike += 1;
    if (balance !== (sent.get(member.id) ?? 0n)) short += 1;
  }
  const all = creditedCount === deposits;
  const equal =
    unlike === 0 && held === creditedTotal && (!all || (short === 0 && creditedTotal === sentTotal));
  console.log(
    `  sent ${usdt(sentTotal)}; credited ${usdt(creditedTotal)}; members hold ${usdt(held)}: ` +
      (unlike
        ? `${count(unlike)} members DO NOT hold their credited deposits`
        : all
          ? short
            ? `${count(short)} members DO NOT hold what was sent to their address`
            : 'every member holds what was sent to their address'
          : 'every member holds their credited deposits'),
  );
  if (!equal) failures.push('members do not hold what was credited to them');
  if (!all) failures.push(`${count(deposits - creditedCount)} deposits sent are not credited`);
  const left = BigInt(
    String((await one('select balance from ledger_account where code = ?', [CLEARING])).balance),
  );
  const cleared = left === clearing - creditedTotal;
  console.log(
    `  chain clearing: funded ${usdt(clearing)}, holds ${usdt(left)} → ${cleared ? 'less exactly what was credited' : 'NOT LESS WHAT WAS CREDITED'}`,
  );
  if (!cleared) failures.push('chain clearing does not hold what it was funded less what was credited');
  const report = await auditLedger(reader.em.fork());
  for (const line of describeAudit(report)) console.log(`  audit: ${line}`);
  if (!report.ok) failures.push('the ledger audit found differences');
}
await reader.close();
await chain.stop();
if (databaseUrl && !process.env.BENCH_KEEP) {
  const admin = await createConnection({ uri: databaseUrl });
  await admin.query(`drop database if exists \`${new URL(databaseUrl).pathname.slice(1)}\``);
  await admin.end();
}
for (const failure of failures) console.log(`  FAILED: ${failure}`);
console.log(failures.length ? '  checks: FAILED' : '  checks: all passed');
process.exitCode = failures.length ? 1 : 0;
