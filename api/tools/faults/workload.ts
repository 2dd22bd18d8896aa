// The bank workload: clients making money calls as the app does, each logical call under one
// Idempotency-Key, retried with the same key and body after any error until it has an answer.
import { isDeepStrictEqual } from 'node:util';
import { TOTP, Secret } from 'otpauth';
import { formatAmount } from '../../src/modules/ledger/money.ts';
import type { ApiNode } from './api-node.ts';
import { PAYMENT_PASSWORD } from './setup.ts';

export const KINDS = [
  'purchase',
  'conversion',
  'swap',
  'piggy_in',
  'piggy_out',
  'withdrawal',
  'cancel',
] as const;
export type Kind = (typeof KINDS)[number];
export const ERROR_KINDS = ['network', 'http5xx', 'timeout', 'nonEnvelope'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const PATHS: Record<Kind, string> = {
  purchase: '/api/Fund/purchase',
  conversion: '/api/Wallet/conversion/confirm',
  swap: '/api/Swap/swap',
  piggy_in: '/api/Wallet/piggy/in',
  piggy_out: '/api/Wallet/piggy/out',
  withdrawal: '/api/Wallet/withdrawal/request',
  cancel: '/api/Wallet/withdrawal/cancel',
};

/** One logical money call and everything its client saw. */
export type Call = {
  kind: Kind;
  memberId: number;
  key: string;
  body: Record<string, unknown>;
  attempts: number;
  errors: Record<ErrorKind, number>;
  /** The first few errors, for the report. */
  errorSamples: string[];
  outcome: 'ok' | 'refused' | 'unanswered';
  httpStatus?: number;
  msg?: string;
  data?: unknown;
  startedAt: number;
  endedAt?: number;
  /** `<node>#<generation>` that gave the answer. */
  answeredBy?: string;
  /** The cancel's withdrawal id; a conversion's quote. */
  target?: number;
};

export type WorkloadMember = {
  id: number;
  token: string;
  addressId: number;
  totp: TOTP;
  /** The last authenticator time step used: each step is accepted once. */
  lastStep: number;
  /** Withdrawals answered as requested, to be cancelled and not picked yet. */
  open: number[];
  /** Withdrawals picked for a cancel (a second cancel of one is refused). */
  picked: number[];
  /** The authenticator is locked (too many wrong or reused codes): no more withdrawals. */
  authLocked: boolean;
};

export type Fund = { id: number; minimum: bigint };

export type Figures = {
  calls: Call[];
  quotes: { made: number; refused: number; errors: number };
};

type Envelope = { status: number; msg: string; data: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Envelope).status === 'number' &&
  typeof (value as Envelope).msg === 'string' &&
  'data' in value;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function workloadMember(
  setup: { id: number; addressId: number; totpSecret: string },
  token: string,
): WorkloadMember {
  return {
    id: setup.id,
    token,
    addressId: setup.addressId,
    totp: new TOTP({ secret: Secret.fromBase32(setup.totpSecret), digits: 6, period: 30 }),
    lastStep: 0,
    open: [],
    picked: [],
    authLocked: false,
  };
}

type Attempt =
  | { answered: true; httpStatus: number; envelope: Envelope }
  | { answered: false; kind: ErrorKind; detail: string };

/** One HTTP attempt; anything but an envelope with a final status is an error to retry. */
async function attempt(
  node: ApiNode,
  path: string,
  token: string,
  key: string | undefined,
  body: unknown,
  timeoutMs: number,
): Promise<Attempt> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${node.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token,
        Lang: 'en-us',
        ...(key && { 'Idempotency-Key': key }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
      return { answered: false, kind: 'timeout', detail: `${node.name}: timeout after ${timeoutMs} ms` };
    return {
      answered: false,
      kind: 'network',
      detail: `${node.name}: ${err.cause?.code ?? err.cause?.message ?? err.message}`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.status >= 500)
    return {
      answered: false,
      kind: 'http5xx',
      detail: `${node.name}: HTTP ${response.status} ${isEnvelope(parsed) ? parsed.msg : text.slice(0, 80)}`,
    };
  if (!isEnvelope(parsed) || (response.status === 200) !== (parsed.status === 1))
    return {
      answered: false,
      kind: 'nonEnvelope',
      detail: `${node.name}: HTTP ${response.status} ${text.slice(0, 80)}`,
    };
  return { answered: true, httpStatus: response.status, envelope: parsed };
}

export type WorkloadOptions = {
  nodes: ApiNode[];
  members: WorkloadMember[];
  funds: Fund[];
  clients: number;
  /** When clients stop starting calls. */
  endAt: number;
  /** When a call still without an answer is given up (a failure of the test). */
  giveUpAt: number;
  random: () => number;
  runTag: string;
  timeoutMs?: number;
};

/** Runs the clients until `endAt`, then lets calls in flight finish; answers every call made. */
export async function runWorkload(options: WorkloadOptions): Promise<Figures> {
  const { nodes, members, funds, random, runTag } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const calls: Call[] = [];
  const quotes = { made: 0, refused: 0, errors: 0 };
  let sequence = 0;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const inr = (minRupees: number, maxRupees: number) =>
    formatAmount(BigInt(int(minRupees * 100, maxRupees * 100)), 'INR');
  const usdt = (min: number, max: number) => formatAmount(BigInt(int(min * 1e6, max * 1e6)), 'USDT');

  /** Sends `call` until it has an answer: the home node first, then the nodes in turn. */
  async function perform(call: Call, member: WorkloadMember, home: number) {
    for (;;) {
      const node = nodes[(home + call.attempts) % nodes.length]!;
      const generation = node.generation;
      call.attempts += 1;
      const result = await attempt(node, PATHS[call.kind], member.token, call.key, call.body, timeoutMs);
      if (result.answered) {
        const { httpStatus, envelope } = result;
        call.outcome = envelope.status === 1 ? 'ok' : 'refused';
        call.httpStatus = httpStatus;
        call.msg = envelope.msg;
        call.data = envelope.data;
        call.endedAt = performance.now();
        call.answeredBy = `${node.name}#${generation}`;
        return;
      }
      call.errors[result.kind] += 1;
      if (call.errorSamples.length < 3) call.errorSamples.push(result.detail);
      if (performance.now() > options.giveUpAt) {
        call.endedAt = performance.now();
        return;
      }
      const errors = Object.values(call.errors).reduce((a, b) => a + b, 0);
      await sleep(Math.min(1000, 25 * 2 ** Math.min(errors, 6)) * (0.5 + random()));
    }
  }

  /** A quote for a conversion (no money moves): retried as a new quote after an error. */
  async function quote(member: WorkloadMember, home: number): Promise<number | undefined> {
    const from = random() < 0.55 ? 'INR' : 'USDT';
    const body = { from, amount: from === 'INR' ? inr(100, 5000) : usdt(1, 40) };
    for (let tries = 0; ; tries++) {
      const node = nodes[(home + tries) % nodes.length]!;
      quotes.made += 1;
      const result = await attempt(
        node,
        '/api/Wallet/conversion/quote',
        member.token,
        undefined,
        body,
        timeoutMs,
      );
      if (result.answered) {
        if (result.envelope.status === 1) return (result.envelope.data as { quoteId: number }).quoteId;
        quotes.refused += 1;
        return undefined;
      }
      quotes.errors += 1;
      if (performance.now() > options.endAt) return undefined;
      await sleep(Math.min(1000, 25 * 2 ** Math.min(tries, 6)) * (0.5 + random()));
    }
  }

  /** The member's next call, as the app would make it. */
  async function nextCall(member: WorkloadMember, home: number): Promise<Call | undefined> {
    const roll = random();
    let kind: Kind =
      roll < 0.25
        ? 'purchase'
        : roll < 0.4
          ? 'conversion'
          : roll < 0.55
            ? 'swap'
            : roll < 0.67
              ? 'piggy_in'
              : roll < 0.78
                ? 'piggy_out'
                : roll < 0.9
                  ? 'withdrawal'
                  : 'cancel';
    let body: Record<string, unknown> = {};
    let target: number | undefined;
    if (kind === 'withdrawal') {
      const now = Date.now();
      const step = Math.floor(now / 30_000);
      if (member.authLocked || step <= member.lastStep) kind = 'purchase';
      else {
        // A code is accepted once: one withdrawal per member and time step.
        member.lastStep = step;
        body = {
          addressId: member.addressId,
          amount: usdt(10, 60),
          paymentPassword: PAYMENT_PASSWORD,
          code: member.totp.generate({ timestamp: now }),
        };
      }
    }
    if (kind === 'cancel') {
      // Now and then a withdrawal already picked is cancelled again: refused, or the same answer.
      const again = random() < 0.1;
      if (!again && member.open.length) {
        target = member.open.splice(Math.floor(random() * member.open.length), 1)[0]!;
        member.picked.push(target);
      } else if (again && member.picked.length) target = pick(member.picked);
      if (target === undefined) kind = 'purchase';
      else body = { id: target };
    }
    if (kind === 'conversion') {
      const quoteId = await quote(member, home);
      if (quoteId === undefined) return undefined;
      target = quoteId;
      body = { quoteId, paymentPassword: PAYMENT_PASSWORD };
    }
    if (kind === 'purchase') {
      const fund = pick(funds);
      const amount = fund.minimum + BigInt(Math.floor(random() * Number(fund.minimum) * 5));
      body = {
        fund_id: fund.id,
        amount: formatAmount(amount, 'INR'),
        paymentPassword: PAYMENT_PASSWORD,
        agree: 1,
      };
    }
    if (kind === 'swap') {
      // At the pool's price, with no minimum: the pool moves with every swap of every client.
      const from = random() < 0.55 ? 'INR' : 'USDT';
      body = {
        from,
        amount: from === 'INR' ? inr(100, 5000) : usdt(1, 40),
        minOut: '0',
        paymentPassword: PAYMENT_PASSWORD,
      };
    }
    if (kind === 'piggy_in') body = { amount: inr(10, 3000) };
    if (kind === 'piggy_out') body = { amount: inr(10, 3000) };
    sequence += 1;
    return {
      kind,
      memberId: member.id,
      key: `${runTag}-${kind}-${sequence}`,
      body,
      attempts: 0,
      errors: { network: 0, http5xx: 0, timeout: 0, nonEnvelope: 0 },
      errorSamples: [],
      outcome: 'unanswered',
      startedAt: performance.now(),
      ...(target !== undefined && { target }),
    };
  }

  async function client(index: number) {
    const member = members[index % members.length]!;
    const home = index % nodes.length;
    while (performance.now() < options.endAt) {
      const call = await nextCall(member, home);
      if (!call) continue;
      calls.push(call);
      await perform(call, member, home);
      if (call.kind === 'withdrawal') {
        // Half of the withdrawals are left requested, the others offered to a cancel.
        if (call.outcome === 'ok' && random() < 0.5) member.open.push((call.data as { id: number }).id);
        if (call.httpStatus === 429) member.authLocked = true;
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return { calls, quotes };
}

/**
 * Sends answered calls again with their key and body: each must answer exactly what it answered
 * the first time. Answers the calls whose replay differed (with what it answered).
 */
export async function replayCalls(
  nodes: ApiNode[],
  members: Map<number, WorkloadMember>,
  sample: Call[],
): Promise<{ call: Call; got: string }[]> {
  const differing: { call: Call; got: string }[] = [];
  await Promise.all(
    sample.map(async (call, i) => {
      for (let tries = 0; tries < 20; tries++) {
        const node = nodes[(i + tries) % nodes.length]!;
        const result = await attempt(
          node,
          PATHS[call.kind],
          members.get(call.memberId)!.token,
          call.key,
          call.body,
          10_000,
        );
        if (!result.answered) {
          await sleep(200);
          continue;
        }
        const same = result.envelope.status === 1 && isDeepStrictEqual(result.envelope.data, call.data);
        if (!same)
          differing.push({
            call,
            got: `HTTP ${result.httpStatus} ${result.envelope.msg} ${JSON.stringify(result.envelope.data).slice(0, 200)}`,
          });
        return;
      }
      differing.push({ call, got: 'no answer to the replay after 20 tries' });
    }),
  );
  return differing;
}
