// `npm run test:faults`: the bank workload on MariaDB under faults. FAULTS_CLIENTS (120) clients
// on FAULTS_MEMBERS (half as many) members make money calls for FAULTS_SECONDS (60) against two
// API processes (`node src/main.ts`): fund purchases, conversions, swaps, piggy-bank moves,
// withdrawal requests and cancels, each under its own Idempotency-Key and retried with it after
// any error until answered. A third of the way in one API process is killed with SIGKILL and
// started again; two thirds in every connection to the database is killed. Then: the ledger audit
// is clean, every answered call happened exactly once (and no refused one), no member balance is
// negative, nothing is half-done, the swap pool holds its seed plus the answered swaps, and
// answered keys sent again answer the same. Exit 0 only when all hold.
//
// The database is FAULTS_DATABASE (`h5_faults`) on the server of DATABASE_URL (default
// mysql://root@127.0.0.1:3306; the URL's own database is never used), its tables dropped first;
// Redis is logical database FAULTS_REDIS_DB (7) of REDIS_URL's server (default
// redis://127.0.0.1:6379), since the API's lockout keys have a fixed prefix.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { createOrm } from '../src/db/orm.ts';
import { hashPassword } from '../src/modules/account/password.ts';
import { toBigInt } from '../src/modules/ledger/money.ts';
import { queryRows } from '../src/modules/ledger/sql.ts';
import { seededRandom, seedFrom } from '../src/test/random.ts';
import {
  apiNode,
  freePort,
  healthy,
  killNode,
  startNode,
  stopNode,
  type ApiNode,
} from './faults/api-node.ts';
import { checkEndState, type Check } from './faults/checks.ts';
import {
  clearLockouts,
  databaseUrlOf,
  LOGIN_PASSWORD,
  prepareMember,
  preparePlatform,
  redisUrlOf,
  resetDatabase,
  type SetupMember,
} from './faults/setup.ts';
import {
  ERROR_KINDS,
  KINDS,
  replayCalls,
  runWorkload,
  workloadMember,
  type Call,
  type WorkloadMember,
} from './faults/workload.ts';

const wholeNumber = (name: string, fallback: number, min: number) => {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, not "${text}"`);
  return Number(text);
};

const SECONDS = wholeNumber('FAULTS_SECONDS', 60, 6);
const CLIENTS = wholeNumber('FAULTS_CLIENTS', 120, 2);
const MEMBERS = wholeNumber('FAULTS_MEMBERS', Math.ceil(CLIENTS / 2), 1);
const REDIS_DB = wholeNumber('FAULTS_REDIS_DB', 7, 0);
const DATABASE = process.env.FAULTS_DATABASE?.trim() || 'h5_faults';
/** Calls still unanswered this long after the end are given up, and fail the test. */
const DRAIN_MS = 45_000;
const REPLAYS_PER_KIND = 50;

const seed = seedFrom('FAULTS_SEED');
const random = seededRandom(seed);
const databaseUrl = databaseUrlOf(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306', DATABASE);
const redisUrl = redisUrlOf(process.env.REDIS_URL || 'redis://127.0.0.1:6379', REDIS_DB);
const where = (url: string) => `${new URL(url).host}${new URL(url).pathname}`;
const log = (line: string) => console.log(`test:faults: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

if (DATABASE === 'test' || !/^\w+$/.test(DATABASE)) {
  console.error(`test:faults: FAULTS_DATABASE must be a plain name of its own, not "${DATABASE}"`);
  process.exit(1);
}

const wallStart = performance.now();
const nodes: ApiNode[] = [];
const workDir = mkdtempSync(join(tmpdir(), 'h5-faults-'));

async function checkServices(): Promise<string> {
  let version: string;
  try {
    const server = new URL(databaseUrl);
    server.pathname = '/';
    const connection = await createConnection({ uri: server.toString(), connectTimeout: 5000 });
    const [rows] = await connection.query('select version() as version');
    await connection.end();
    version = (rows as { version: string }[])[0]?.version ?? 'unknown';
  } catch (error) {
    throw new Error(
      `MySQL/MariaDB at ${new URL(databaseUrl).host} cannot be reached (DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis at ${new URL(redisUrl).host} cannot be reached (REDIS_URL): ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
  return version;
}

/** Kills every connection to the suite's database from a separate admin connection; answers how many. */
async function killDatabaseConnections(): Promise<number> {
  const server = new URL(databaseUrl);
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString(), connectTimeout: 5000 });
  try {
    const [rows] = await admin.query(
      'select id from information_schema.processlist where db = ? and id <> connection_id()',
      [DATABASE],
    );
    let killed = 0;
    for (const { id } of rows as { id: number }[]) {
      try {
        await admin.query(`kill connection ${Number(id)}`);
        killed += 1;
      } catch {
        // It ended by itself meanwhile.
      }
    }
    return killed;
  } finally {
    await admin.end();
  }
}

/** Signs a member in through the API, as the app does; answers the session token. */
async function login(node: ApiNode, mailbox: string, password: string): Promise<string> {
  const answer = (await fetch(`${node.url}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', client: 'fault-test', Lang: 'en-us' },
    body: JSON.stringify({ mailbox, password }),
  }).then((r) => r.json())) as { status: number; msg: string; data: { token: string } };
  if (answer.status !== 1) throw new Error(`login of ${mailbox} failed: ${answer.msg}`);
  return answer.data.token;
}

/** Lines the API processes logged at error level or above, by message. */
function apiErrors(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of nodes)
    for (const file of node.logFiles) {
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        let entry: { level?: number; msg?: string; err?: { message?: string } };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          counts.set(
            `(not JSON) ${line.slice(0, 100)}`,
            (counts.get(`(not JSON) ${line.slice(0, 100)}`) ?? 0) + 1,
          );
          continue;
        }
        if ((entry.level ?? 0) < 50) continue;
        const key = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message.slice(0, 120)}` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  return counts;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function run(): Promise<boolean> {
  const version = await checkServices();
  log(
    `MariaDB ${where(databaseUrl)} (${version}), Redis ${where(redisUrl)}; ${CLIENTS} clients on ${MEMBERS} members, ` +
      `2 API processes, ${SECONDS} s; FAULTS_SEED=${seed}`,
  );

  // Setup: the database as `npm run db:migrate` leaves it, the platform's settings and the members.
  await resetDatabase(databaseUrl);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_SECRET: `faults-app-${randomBytes(24).toString('hex')}`,
    SOCKET_TOKEN_SECRET: `faults-socket-${randomBytes(24).toString('hex')}`,
    DATA_DIR: join(workDir, 'data'),
    DEMO_FUNDS: '1',
    LOG_LEVEL: 'warn',
  };
  const config = loadConfig(env);
  const setupOrm = await preparePlatform(config, MEMBERS);
  const passwordHash = await hashPassword(LOGIN_PASSWORD);
  const setupMembers: SetupMember[] = [];
  const tag = Date.now().toString(36);
  // One member after another: ten at once, each opening its ledger accounts, could deadlock on
  // MariaDB's index locks, and the setup is not the part under test (nothing retries it).
  for (let i = 0; i < MEMBERS; i += 1)
    setupMembers.push(await prepareMember(setupOrm, config, passwordHash, `${tag}${i}`));
  const funds = (
    await queryRows<{ id: unknown; minimum: unknown }>(
      setupOrm.em.fork(),
      "select id, minimum from fund where status = 'on_sale' order by id",
    )
  ).map((row) => ({ id: Number(row.id), minimum: toBigInt(row.minimum) }));
  await setupOrm.close();
  if (!funds.length) throw new Error('no fund on sale after seeding');
  await clearLockouts(
    redisUrl,
    setupMembers.map((m) => m.id),
  );

  for (const name of ['api-a', 'api-b']) nodes.push(apiNode(name, await freePort()));
  await Promise.all(nodes.map((node) => startNode(node, env, workDir)));
  const members: WorkloadMember[] = await Promise.all(
    setupMembers.map(async (m, i) =>
      workloadMember(m, await login(nodes[i % nodes.length]!, m.mailbox, m.password)),
    ),
  );
  log(
    `setup ${seconds(performance.now() - wallStart)}: database migrated and seeded, ${funds.length} funds, ${members.length} members funded and signed in, ${nodes.map((n) => `${n.name} :${n.port}`).join(', ')}`,
  );

  // The run, with its two faults.
  const t0 = performance.now();
  const at = (ms: number) => seconds(ms - t0);
  const endAt = t0 + SECONDS * 1000;
  const timeline: { at: number; text: string }[] = [];
  const victim = nodes[0]!;
  let restartedAt = 0;
  const apiFault = (async () => {
    await sleepUntil(t0 + (SECONDS * 1000) / 3);
    const pid = victim.child?.pid;
    const killedAt = performance.now();
    await killNode(victim);
    const tookMs = await startNode(victim, env, workDir);
    restartedAt = performance.now();
    timeline.push({
      at: killedAt,
      text: `${at(killedAt)}  kill -9 ${victim.name} (pid ${pid}); started again, healthy after ${seconds(tookMs)} (at ${at(restartedAt)})`,
    });
  })();
  let dbKilledAt = 0;
  let dbKilled = 0;
  const dbFault = (async () => {
    await sleepUntil(t0 + (SECONDS * 2000) / 3);
    dbKilledAt = performance.now();
    dbKilled = await killDatabaseConnections();
    timeline.push({
      at: dbKilledAt,
      text: `${at(dbKilledAt)}  killed ${dbKilled} connections to ${DATABASE}`,
    });
  })();
  const workload = runWorkload({
    nodes,
    members,
    funds,
    clients: CLIENTS,
    endAt,
    giveUpAt: endAt + DRAIN_MS,
    random,
    runTag: `f${seed.toString(36)}`,
  });
  const [figures] = await Promise.all([workload, apiFault, dbFault]);
  const { calls, quotes } = figures;
  const lastAnswer = Math.max(...calls.map((c) => c.endedAt ?? 0));
  const runMs = lastAnswer - t0;

  // Recovery from the faults: each process answered after each of them.
  const recovery: string[] = [];
  const recoveryProblems: string[] = [];
  if (!dbKilled)
    recoveryProblems.push(
      `no connection to ${DATABASE} was there to kill: the database fault did not happen`,
    );
  for (const [label, since] of [
    ['the restart', restartedAt],
    ['the database kill', dbKilledAt],
  ] as const) {
    for (const node of nodes) {
      const first = Math.min(
        ...calls
          .filter(
            (c) => c.outcome === 'ok' && c.answeredBy?.startsWith(`${node.name}#`) && c.endedAt! > since,
          )
          .map((c) => c.endedAt!),
      );
      if (Number.isFinite(first))
        recovery.push(`${node.name} answered OK ${seconds(first - since)} after ${label}`);
      else recoveryProblems.push(`${node.name} answered nothing OK after ${label}`);
    }
  }
  const errorsAfterDbKill = calls.filter((c) => c.endedAt! > dbKilledAt && c.errors.http5xx > 0).length;

  // Answered keys sent again: the same answer, nothing moved twice.
  const byMember = new Map(members.map((m) => [m.id, m]));
  const sample = KINDS.flatMap((kind) => {
    const ok = calls.filter((c) => c.kind === kind && c.outcome === 'ok');
    const errored = ok.filter((c) => c.attempts > 1);
    const rest = ok.filter((c) => c.attempts === 1).sort(() => random() - 0.5);
    return [...errored, ...rest].slice(0, REPLAYS_PER_KIND);
  });
  const differing = await replayCalls(nodes, byMember, sample);
  const nodeHealth = await Promise.all(
    nodes.map(async (node) => [node.name, await healthy(node.url, 5000)] as const),
  );
  for (const [name, ok] of nodeHealth)
    if (!ok) recoveryProblems.push(`${name} is not healthy at the end (/api/health)`);

  // Stopped before the checks, so nothing moves while they read.
  const exits = await Promise.all(
    nodes.map(async (node) => {
      const child = node.child;
      await stopNode(node);
      return [node.name, child?.exitCode ?? null] as const;
    }),
  );
  for (const [name, code] of exits)
    if (code !== 0) recoveryProblems.push(`${name} did not shut down cleanly (exit ${String(code)})`);

  const orm = await createOrm(config);
  let checks: Check[];
  try {
    checks = await checkEndState(
      orm,
      calls,
      members.map((m) => m.id),
    );
  } finally {
    await orm.close();
  }
  checks.unshift({
    name: 'the API recovered from both faults',
    problems: recoveryProblems,
    summary: recovery.join('; '),
  });
  checks.push({
    name: 'answered keys replayed answer the same',
    problems: differing
      .slice(0, 12)
      .map(
        (d) =>
          `${d.call.kind} ${d.call.key}: first ${JSON.stringify(d.call.data).slice(0, 120)}, replay ${d.got}`,
      ),
    summary: `${sample.length} keys sent again (${sample.filter((c) => c.attempts > 1).length} of them retried during the run), ${sample.length - differing.length} answered the same`,
  });

  // Figures.
  const answered = calls.filter((c) => c.outcome !== 'unanswered');
  const errorTotal = (c: Call) => ERROR_KINDS.reduce((sum, kind) => sum + c.errors[kind], 0);
  console.log('\nfaults:');
  for (const event of timeline.sort((a, b) => a.at - b.at)) console.log(`  ${event.text}`);
  for (const line of recovery) console.log(`  ${line}`);
  console.log(`  calls answered with a 5xx after the database kill (and then retried): ${errorsAfterDbKill}`);
  console.log('\ncalls:');
  const header = ['kind', 'calls', 'ok', 'refused', 'unanswered', 'errored', 'retries', 'recovered'];
  const table = [header];
  for (const kind of [...KINDS, 'all'] as const) {
    const of = kind === 'all' ? calls : calls.filter((c) => c.kind === kind);
    const errored = of.filter((c) => errorTotal(c) > 0);
    table.push([
      kind,
      String(of.length),
      String(of.filter((c) => c.outcome === 'ok').length),
      String(of.filter((c) => c.outcome === 'refused').length),
      String(of.filter((c) => c.outcome === 'unanswered').length),
      String(errored.length),
      String(of.reduce((sum, c) => sum + c.attempts - 1, 0)),
      String(errored.filter((c) => c.outcome !== 'unanswered').length),
    ]);
  }
  for (const row of table)
    console.log(
      `  ${row[0]!.padEnd(12)}${row
        .slice(1)
        .map((cell) => cell.padStart(11))
        .join('')}`,
    );
  const errorCounts = ERROR_KINDS.map(
    (kind) => `${kind} ${calls.reduce((sum, c) => sum + c.errors[kind], 0)}`,
  );
  console.log(
    `  errors seen by clients: ${errorCounts.join(', ')} (recovered = errored, then answered on a retry with the same key)`,
  );
  const samples = new Map<string, number>();
  for (const c of calls)
    for (const s of c.errorSamples)
      samples.set(s.replace(/\d+ ms/, 'N ms'), (samples.get(s.replace(/\d+ ms/, 'N ms')) ?? 0) + 1);
  for (const [text, n] of [...samples].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`    ${n}× ${text}`);
  const refusals = new Map<string, number>();
  const reason = (c: Call) => `${c.kind} ${c.httpStatus} ${c.msg?.replace(/\d[\d,]*(\.\d+)?/g, 'N')}`;
  for (const c of calls.filter((c) => c.outcome === 'refused')) {
    const key = reason(c);
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  console.log('  refusals:');
  for (const [text, n] of [...refusals].sort((a, b) => b[1] - a[1]))
    console.log(`    ${String(n).padStart(6)}  ${text}`);
  const retriedRefusals = calls.filter((c) => c.outcome === 'refused' && errorTotal(c) > 0);
  if (retriedRefusals.length) {
    const why = new Map<string, number>();
    for (const c of retriedRefusals) why.set(reason(c), (why.get(reason(c)) ?? 0) + 1);
    console.log(`  refused after an error and a retry: ${[...why].map(([t, n]) => `${n}× ${t}`).join('; ')}`);
  }
  console.log(
    `  quotes (no money moves): ${quotes.made} sent, ${quotes.refused} refused, ${quotes.errors} errors`,
  );
  const latencies = answered.map((c) => c.endedAt! - c.startedAt).sort((a, b) => a - b);
  console.log(
    `  duration ${seconds(runMs)} (clients stopped at ${SECONDS} s, last answer at ${seconds(runMs)}); ` +
      `${(answered.length / (runMs / 1000)).toFixed(0)} answered calls/s; latency with retries ms p50 ${percentile(latencies, 50).toFixed(0)}, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)}, max ${(latencies.at(-1) ?? 0).toFixed(0)}`,
  );
  const logged = apiErrors();
  console.log(`  API error log lines: ${[...logged.values()].reduce((a, b) => a + b, 0)}`);
  for (const [text, n] of [...logged].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${n}× ${text}`);

  console.log('\nchecks:');
  for (const check of checks) {
    console.log(`  ${check.problems.length ? '✗' : '✓'} ${check.name}: ${check.summary}`);
    for (const problem of check.problems) console.log(`      ${problem}`);
  }
  const failed = checks.filter((check) => check.problems.length);
  const total = (performance.now() - wallStart) / 1000;
  const line =
    `${calls.length} calls by ${CLIENTS} clients in ${seconds(runMs)} (${calls.filter((c) => c.outcome === 'ok').length} ok, ` +
    `${calls.filter((c) => c.outcome === 'refused').length} refused, ${calls.filter((c) => c.outcome === 'unanswered').length} unanswered), ` +
    `${calls.reduce((sum, c) => sum + errorTotal(c), 0)} client errors, ${calls.filter((c) => errorTotal(c) > 0 && c.outcome !== 'unanswered').length} recoveries, ` +
    `API killed and restarted, database connections killed; ${total.toFixed(0)} s in all`;
  console.log('');
  if (failed.length) log(`FAIL (${failed.map((c) => c.name).join('; ')}): ${line}; logs in ${workDir}`);
  else log(`PASS: ${line}`);
  return failed.length === 0;
}

// Interrupted: the API processes go with the test, never left serving the suite's database.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const node of nodes) node.child?.kill('SIGKILL');
    console.error(`test:faults: ${signal}, stopped; logs in ${workDir}`);
    process.exit(1);
  });

let passed = false;
try {
  passed = await run();
} catch (error) {
  console.error(`test:faults: ${(error as Error).stack ?? String(error)}`);
  console.error(`test:faults: FAIL: the test could not run; logs in ${workDir}`);
} finally {
  await Promise.all(nodes.map((node) => killNode(node)));
}
if (passed) rmSync(workDir, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
