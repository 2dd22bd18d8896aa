// Chat delivery (ADR 0036, issue #19's budgets), on MariaDB/MySQL (BENCH_DATABASE, default
// `chat_bench`): BENCH_SOCKETS (10,000) members, each signed in (sessions written straight to the
// database) with a socket bound to their room.
//  1. One API process holds every socket: its RSS is printed against < 1 GB.
//  2. BENCH_RATE (1,000) messages/s for BENCH_SECONDS (10 s) sent over HTTP (POST
//     /chat/message/send) into BENCH_GROUPS (100) groups of BENCH_GROUP_SIZE (50) members (groups
//     written straight to the database): the time from sending to each member's socket receiving
//     it, p50/p99 against p99 < 50 ms, and none lost (every member gets every message of their
//     group, once, in seq order).
//  3. The same with two API processes through Redis (REDIS_URL, default redis://127.0.0.1:6379):
//     half the sockets on each, messages sent to either; the same load carried (each round must
//     send at least 95 % of the offered rate, answers included), none lost.
// BENCH_ALSO_RATES=600,750: one-process rounds at those rates first, their p99 printed and not
// judged (where it crosses the budget on this machine), their deliveries checked as any round's.
// Exits non-zero when a budget is missed. Quick run: BENCH_SOCKETS=2000 BENCH_SECONDS=3.
// The API listens on BENCH_PORT (8195) and BENCH_PORT + 1; BENCH_CPU_PROF=<folder> profiles it.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import WebSocket from 'ws';
import { migrateToLatest, seed } from '../../../api/src/db/migrate.ts';
import { ormOptions } from '../../../api/src/db/orm.ts';
import { systemClock } from '../../../api/src/platform/clock.ts';
import { freshBenchDatabase, insertBenchMembers } from '../benchDatabase.ts';
import { startServer, type RunningServer } from '../server.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 100);
const GROUP_SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const ALSO_RATES = (process.env.BENCH_ALSO_RATES ?? '').split(',').filter(Boolean).map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8195);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BUDGET_RSS_MB = 1024;
const BUDGET_P99_MS = 50;
/** A round carries "the load" when it sends at least this share of the offered rate (answers included). */
const CARRIED_SHARE = 0.95;
const CONNECT_AT_ONCE = 200;
const APP_SECRET = 'chat-bench-app-secret-0123456789abcdef0123';
const SOCKET_SECRET = 'chat-bench-socket-secret-0123456789abcdef';

if (GROUPS * GROUP_SIZE > SOCKETS)
  throw new Error('BENCH_GROUPS × BENCH_GROUP_SIZE must not exceed BENCH_SOCKETS');

// ---- The database: members with sessions, groups with their members ------------------------------

const { benchUrl, database } = await freshBenchDatabase('chat_bench');
const orm = await MikroORM.init(
  ormOptions({ databaseUrl: benchUrl.toString(), dataDir: mkdtempSync(join(tmpdir(), 'chat-bench-')) }),
);
await migrateToLatest(orm);
await seed(orm, systemClock, { demoFunds: false });
const db = orm.em.getConnection();
const members = await insertBenchMembers(db, {
  count: SOCKETS,
  prefix: 'chat',
  password: 'Bench#Pass1',
  pay: '135790',
  appSecret: APP_SECRET,
});
const tokenOf = (memberId: number) => `chat-bench-${memberId}`;
const now = new Date();
const expires = new Date(now.getTime() + 86_400_000);
// The session tokens are known here: the database keeps their SHA-256 only, as a login leaves it.
await db.execute(
  `insert into session (created_at, updated_at, member_id, token_hash, client, ip, expires_at, revoked_at, revoked_reason)
   select ?, ?, id, sha2(concat('chat-bench-', id), 256), 'bench', '127.0.0.1', ?, null, null from member`,
  [now, now, expires],
);
const groups: { id: number; memberIds: number[] }[] = [];
for (let g = 0; g < GROUPS; g += 1) {
  const inserted = await db.execute(
    `insert into chat_conversation (created_at, updated_at, kind, direct_key, last_seq, last_message_at)
     values (?, ?, 'group', null, 0, null)`,
    [now, now],
    'run',
  );
  const id = Number(inserted.insertId);
  const memberIds = members.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).map((member) => member.id);
  await db.execute(
    `insert into chat_member (conversation_id, member_id, role, last_read_seq, joined_at) values ${memberIds
      .map(() => `(?, ?, 'member', 0, ?)`)
      .join(', ')}`,
    memberIds.flatMap((memberId) => [id, memberId, now]),
  );
  groups.push({ id, memberIds });
}
await orm.close();
console.log(`${database}: ${members.length} members signed in, ${GROUPS} groups of ${GROUP_SIZE}`);

// ---- Sockets -----------------------------------------------------------------------------------

type Delivery = { socket: WebSocket; memberId: number; seqs: Map<number, number[]> };

const sent = new Map<string, number>(); // clientId → when it was sent (performance.now())
let latencies: number[] = [];

// The receivers speak engine.io and socket.io's text packets themselves (`ws`), and read only the
// conversation, seq and client id of a message: the load generator shares the API's two cores, and
// 50,000 full socket.io-client decodings a second would weigh on what is measured.
// Frames: `0{…}` open, `2` ping (answered `3`), `40{"sid":…}` connected, `42["message","<base64>"]`.
const EVENT_PREFIX = '42["message","'.length;
// Base64 characters enough for `{"type":"message","conversationId":…,"message":{"id":…,
// "conversationId":…,"seq":…,"clientId":"…"` (the view's first fields, in that order).
const HEAD_BASE64 = 240;

/** The digits at `at` in `bytes`. */
function numberAt(bytes: Buffer, at: number): number {
  let value = 0;
  for (let i = at; bytes[i]! >= 0x30 && bytes[i]! <= 0x39; i += 1) value = value * 10 + bytes[i]! - 0x30;
  return value;
}

/** The message's conversation, seq and client id from a `42["message","<base64>"]` frame. */
function readMessage(frame: Buffer) {
  const head = Buffer.from(
    frame.toString('latin1', EVENT_PREFIX, Math.min(frame.length - 2, EVENT_PREFIX + HEAD_BASE64)),
    'base64',
  );
  if (head.indexOf('{"type":"message"') !== 0) return undefined;
  const conversationAt = head.indexOf('"conversationId":') + '"conversationId":'.length;
  const seqAt = head.indexOf('"seq":') + '"seq":'.length;
  const clientAt = head.indexOf('"clientId":"') + '"clientId":"'.length;
  return {
    conversationId: numberAt(head, conversationAt),
    seq: numberAt(head, seqAt),
    clientId: head.toString('latin1', clientAt, head.indexOf('"', clientAt)),
  };
}

/** A socket of `memberId` on `server`, bound to the member's room; records what it receives. */
async function connect(server: RunningServer, memberId: number): Promise<Delivery> {
  const headers = { token: tokenOf(memberId), 'Content-Type': 'application/json' };
  const issued = (await (
    await fetch(`${server.baseUrl}/chat/connect/issueToken`, { method: 'POST', headers })
  ).json()) as {
    data: { token: string };
  };
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/wss/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  const delivery: Delivery = { socket, memberId, seqs: new Map() };
  const clientId = await new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(`40${JSON.stringify({ token: issued.data.token })}`));
    socket.on('message', (frame: Buffer) => {
      if (frame[0] === 0x32) return socket.send('3');
      if (frame[0] !== 0x34) return;
      if (frame[1] === 0x30) return resolve((JSON.parse(frame.toString('latin1', 2)) as { sid: string }).sid);
      if (frame[1] !== 0x32) return;
      const at = performance.now();
      const message = readMessage(frame);
      if (!message) return;
      const started = sent.get(message.clientId);
      if (started !== undefined) latencies.push(at - started);
      const seqs = delivery.seqs.get(message.conversationId) ?? [];
      seqs.push(message.seq);
      delivery.seqs.set(message.conversationId, seqs);
    });
  });
  const bound = (await (
    await fetch(`${server.baseUrl}/chat/messages/bind`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ client_id: clientId }),
    })
  ).json()) as { status: number; msg: string };
  if (bound.status !== 1) throw new Error(`bind failed: ${bound.msg}`);
  return delivery;
}

/** Every member's socket, `CONNECT_AT_ONCE` at a time, on the servers in turn. */
async function connectAll(servers: RunningServer[]): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (let from = 0; from < members.length; from += CONNECT_AT_ONCE)
    deliveries.push(
      ...(await Promise.all(
        members
          .slice(from, from + CONNECT_AT_ONCE)
          .map((member, i) => connect(servers[(from + i) % servers.length]!, member.id)),
      )),
    );
  return deliveries;
}

async function rssMb(server: RunningServer): Promise<number> {
  const status = await readFile(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds `server` has used (user and system; Linux counts in hundredths of a second). */
async function cpuSeconds(server: RunningServer): Promise<number> {
  const fields = (await readFile(`/proc/${server.process.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// ---- Messages ----------------------------------------------------------------------------------

let clientIds = 0;

// The load is sent on kept-alive connections with node:http: fetch costs the generator more CPU
// per request, taken from the cores the API runs on.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** The API's envelope, with the HTTP status it came with. */
type Answer = { status: number; msg?: string; code?: number };

/** A JSON POST as a member; answers the envelope. */
function postJson(url: string, token: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sending = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { token, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              ...(JSON.parse(Buffer.concat(chunks).toString()) as { status: number; msg?: string }),
              code: response.statusCode,
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      },
    );
    sending.on('error', reject);
    sending.end(payload);
  });
}

/** `rate` messages a second for SECONDS, into the groups in turn, each by the next of its members. */
async function sendLoad(servers: RunningServer[], rate: number) {
  const total = rate * SECONDS;
  const perTick = Math.max(1, Math.round(rate / 100));
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const storedPerGroup = new Map<number, number>(); // group id → messages it stored (what its members must get)
  const reasons = new Map<string, number>(); // why sends were refused: HTTP status and message
  const refuse = (reason: string) => {
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  for (let n = 0; n < total; n += perTick) {
    const due = started + (n / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (let k = n; k < Math.min(total, n + perTick); k += 1) {
      const group = groups[k % groups.length]!;
      const sender = group.memberIds[Math.floor(k / groups.length) % group.memberIds.length]!;
      const clientId = `b${(clientIds += 1)}`;
      const server = servers[k % servers.length]!;
      sent.set(clientId, performance.now());
      // A kept-alive connection the server closed as it was reused (its idle timer ran out as the
      // request came): sent again with the same client id, as the app does, so it is stored once.
      const send = (attempt = 1): Promise<Answer> =>
        postJson(`${server.baseUrl}/chat/message/send`, tokenOf(sender), {
          conversationId: group.id,
          clientId,
          kind: 'text',
          text: `load ${k}`,
        }).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNRESET' && attempt < 3) return send(attempt + 1);
          throw error;
        });
      inFlight.push(
        send().then(
          (answer) => {
            if (answer.status !== 1) refuse(`${answer.code} ${answer.msg}`);
            else storedPerGroup.set(group.id, (storedPerGroup.get(group.id) ?? 0) + 1);
          },
          (error: Error) => refuse(error.message),
        ),
      );
    }
  }
  await Promise.all(inFlight);
  const sendingS = (performance.now() - started) / 1000;
  for (const [reason, count] of reasons) console.log(`  refused ×${count}: ${reason}`);
  const stored = [...storedPerGroup.values()].reduce((sum, count) => sum + count, 0);
  return { total, stored, refused: total - stored, rate: total / sendingS, storedPerGroup };
}

/** Every member got every message of their group once, in seq order: what is missing or out of place. */
function checkDeliveries(deliveries: Delivery[], base: Map<number, number>, perGroup: Map<number, number>) {
  const groupOf = new Map(groups.flatMap((group) => group.memberIds.map((id) => [id, group.id] as const)));
  let lost = 0;
  let outOfOrder = 0;
  let duplicated = 0;
  for (const delivery of deliveries) {
    const groupId = groupOf.get(delivery.memberId);
    if (groupId === undefined) continue;
    const seqs = delivery.seqs.get(groupId) ?? [];
    const expected = perGroup.get(groupId) ?? 0;
    duplicated += seqs.length - new Set(seqs).size;
    lost += expected - new Set(seqs).size;
    outOfOrder += seqs.filter((seq, i) => i > 0 && seq < seqs[i - 1]!).length;
    if (seqs.length && seqs[0] !== (base.get(groupId) ?? 0) + 1) outOfOrder += 1;
    delivery.seqs.clear();
  }
  return { lost, outOfOrder, duplicated };
}

/** Sends the load, waits for the sockets to drain, and measures what arrived. */
async function deliveryRound(
  label: string,
  servers: RunningServer[],
  deliveries: Delivery[],
  base: Map<number, number>,
  rate = RATE,
) {
  latencies = [];
  sent.clear();
  const started = performance.now();
  const apiBefore = await Promise.all(servers.map(cpuSeconds));
  const generatorBefore = process.cpuUsage();
  const load = await sendLoad(servers, rate);
  const perGroup = load.storedPerGroup;
  const expected = load.stored * GROUP_SIZE;
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const apiCpu = (await Promise.all(servers.map(cpuSeconds))).reduce(
    (sum, cpu, i) => sum + cpu - apiBefore[i]!,
    0,
  );
  const generator = process.cpuUsage(generatorBefore);
  const wallS = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const checked = checkDeliveries(deliveries, base, perGroup);
  for (const [id, count] of perGroup) base.set(id, (base.get(id) ?? 0) + count);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  console.log(
    `${label}: ${load.total} messages at ${load.rate.toFixed(0)}/s (${load.refused} refused) → ${sorted.length} of ${expected} deliveries; ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (budget p99 < ${BUDGET_P99_MS} ms); ` +
      `lost ${checked.lost}, duplicated ${checked.duplicated}, out of order ${checked.outOfOrder}`,
  );
  // Where the machine's time went: the API and this generator (with its receivers) share its cores.
  console.log(
    `  CPU over the ${wallS.toFixed(1)} s round: API ${apiCpu.toFixed(1)} s, generator ${((generator.user + generator.system) / 1e6).toFixed(1)} s ` +
      `(${availableParallelism()} cores)`,
  );
  return { p99, ...checked, refused: load.refused, carried: load.rate >= rate * CARRIED_SHARE };
}

// BENCH_CPU_PROF=<folder>: the API processes write CPU profiles there when they stop.
const command = process.env.BENCH_CPU_PROF
  ? [process.execPath, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, 'api/src/main.ts']
  : undefined;
const env = {
  DATABASE_URL: benchUrl.toString(),
  APP_SECRET,
  SOCKET_TOKEN_SECRET: SOCKET_SECRET,
  CHAT_MESSAGES_PER_10S: '1000000',
  DEMO_FUNDS: '0',
};
const failures: string[] = [];
const seqBase = new Map<number, number>();

// 1 and 2: one process.
{
  const server = await startServer(PORT, { env: { ...env, REDIS_URL: '' }, ...(command && { command }) });
  try {
    const before = await rssMb(server);
    const connectStarted = performance.now();
    const deliveries = await connectAll([server]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rss = await rssMb(server);
    console.log(
      `one process, ${deliveries.length} sockets bound in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s: ` +
        `RSS ${rss.toFixed(0)} MB (${before.toFixed(0)} MB before; budget < ${BUDGET_RSS_MB} MB)`,
    );
    if (rss >= BUDGET_RSS_MB) failures.push('RSS');
    for (const rate of ALSO_RATES) {
      const also = await deliveryRound(`one process, ${rate}/s offered`, [server], deliveries, seqBase, rate);
      if (also.lost || also.duplicated || also.outOfOrder || also.refused)
        failures.push(`delivery (one process, ${rate}/s)`);
    }
    const round = await deliveryRound('one process', [server], deliveries, seqBase);
    if (round.p99 >= BUDGET_P99_MS) failures.push('p99 (one process)');
    if (!round.carried) failures.push(`${RATE}/s not carried (one process)`);
    if (round.lost || round.duplicated || round.outOfOrder || round.refused)
      failures.push('delivery (one process)');
    deliveries.forEach((delivery) => delivery.socket.terminate());
  } finally {
    await server.stop();
  }
}

// 3: two processes through Redis.
{
  const servers = [
    await startServer(PORT, { env: { ...env, REDIS_URL }, ...(command && { command }) }),
    await startServer(PORT + 1, { env: { ...env, REDIS_URL }, ...(command && { command }) }),
  ];
  try {
    const deliveries = await connectAll(servers);
    console.log(`two processes through Redis (${REDIS_URL}): ${deliveries.length} sockets, half on each`);
    const round = await deliveryRound('two processes', servers, deliveries, seqBase);
    if (!round.carried) failures.push(`${RATE}/s not carried (two processes)`);
    if (round.lost || round.duplicated || round.outOfOrder || round.refused)
      failures.push('delivery (two processes)');
    deliveries.forEach((delivery) => delivery.socket.terminate());
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const quick = SOCKETS < 10_000 || RATE < 1_000 || GROUPS < 100 || GROUP_SIZE < 50;
console.log(
  (failures.length ? `\nover budget: ${failures.join(', ')}` : '\nall chat budgets met') +
    (quick
      ? " (quick settings: below the budgets' load of 10,000 sockets, 1,000 messages/s into 100 × 50)"
      : ''),
);
process.exit(failures.length ? 1 : 0);
