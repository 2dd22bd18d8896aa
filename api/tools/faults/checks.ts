// What the database must hold after the faults, given what every client was answered.
import { isDeepStrictEqual } from 'node:util';
import type { Orm } from '../../src/db/orm.ts';
import { auditLedger, describeAudit } from '../../src/modules/ledger/ledger-audit.ts';
import { formatAmount, parseAmount, toBigInt, type Asset } from '../../src/modules/ledger/money.ts';
import { queryRows } from '../../src/modules/ledger/sql.ts';
import { DEMO_POOL } from '../../src/modules/swap/swap.seed.ts';
import { SETUP_ACTOR, START } from './setup.ts';
import type { Call, Kind } from './workload.ts';

export type Check = { name: string; problems: string[]; summary: string };

type Row = Record<string, unknown>;
type Wallet = { balance: bigint; usdt: bigint; piggy: bigint; locked: bigint };

/** At most `limit` problems are listed per check, with the number left out. */
function listed(problems: string[], limit = 12): string[] {
  return problems.length <= limit
    ? problems
    : [...problems.slice(0, limit), `… and ${problems.length - limit} more`];
}

const byKind = (calls: Call[], kind: Kind, outcome: Call['outcome']) =>
  calls.filter((call) => call.kind === kind && call.outcome === outcome);

const memoId = (memo: unknown, prefix: string) => {
  const text = String(memo);
  return text.startsWith(prefix) && /^\d+$/.test(text.slice(prefix.length))
    ? Number(text.slice(prefix.length))
    : undefined;
};

type Answers = {
  purchase: { order: { id: number; amount: string; fundId?: number } };
  conversion: { conversion: { id: number; from: Asset; to: Asset; amount: string; receive: string } };
  swap: { swap: { id: number; from: Asset; to: Asset; amountIn: string; amountOut: string } };
  withdrawal: { id: number; amount: string; fee: string; state: string };
};

/** Every check of the end state; each names its problems (none when it passes). */
export async function checkEndState(orm: Orm, calls: Call[], memberIds: number[]): Promise<Check[]> {
  const em = orm.em.fork();
  const rows = (sql: string, params: unknown[] = []) => queryRows<Row>(em, sql, params);
  const checks: Check[] = [];

  // 1. The ledger audit.
  const audit = await auditLedger(orm.em.fork());
  checks.push({
    name: 'ledger audit',
    problems: audit.ok ? [] : listed(describeAudit(audit)),
    summary: describeAudit(audit).at(-1)!,
  });

  const unanswered = calls.filter((call) => call.outcome === 'unanswered');
  const orders = await rows('select id, member_id, fund_id, amount from fund_order');
  const conversions = await rows('select id, member_id, from_asset, amount, receive, state from conversion');
  const withdrawals = await rows('select id, member_id, amount, fee, state from withdrawal');
  const swaps = await rows('select id, member_id, from_asset, amount_in, amount_out, entry_id from swap');
  const records = await rows(
    'select member_id, idem_key, answer from idempotency_record where member_id is not null',
  );
  const entries = await rows(
    `select e.id, e.type, e.memo, e.actor, a.member_id, a.kind, a.asset, l.amount
     from journal_entry e join journal_line l on l.entry_id = e.id join ledger_account a on a.id = l.account_id
     where e.type in ('fund_purchase', 'conversion', 'swap', 'withdrawal_request', 'withdrawal_cancel', 'withdrawal_reject',
       'withdrawal_paid', 'piggy_in', 'piggy_out', 'piggy_interest', 'trial_principal')`,
  );
  const accounts = await rows(
    'select code, member_id, kind, asset, balance, allow_negative from ledger_account',
  );
  const actions = await rows(
    "select action, count(*) as n from operator_action where action in ('withdrawal_request', 'withdrawal_cancel') group by action",
  );

  // 2. Every answered call happened exactly once, a refused one not at all.
  const once: string[] = [];
  if (unanswered.length)
    once.push(
      `${unanswered.length} call(s) never answered (first: ${unanswered[0]!.kind} ${unanswered[0]!.key}: ${unanswered[0]!.errorSamples.join('; ')})`,
    );
  const recordOf = new Map(records.map((r) => [`${Number(r.member_id)}|${String(r.idem_key)}`, r]));
  const sent = new Set(calls.map((call) => `${call.memberId}|${call.key}`));
  for (const call of calls) {
    const record = recordOf.get(`${call.memberId}|${call.key}`);
    if (call.outcome === 'ok') {
      if (!record) once.push(`${call.kind} ${call.key} answered OK but its key has no record`);
      else if (record.answer == null || !isDeepStrictEqual(JSON.parse(String(record.answer)), call.data))
        once.push(`${call.kind} ${call.key}: the stored answer is not the answer the client got`);
    } else if (call.outcome === 'refused' && record)
      once.push(
        `${call.kind} ${call.key} was refused (HTTP ${call.httpStatus} ${call.msg}) yet its key has a record: it happened`,
      );
  }
  for (const key of recordOf.keys()) if (!sent.has(key)) once.push(`a key nobody sent has a record: ${key}`);

  const okPurchases = byKind(calls, 'purchase', 'ok');
  const orderById = new Map(orders.map((o) => [Number(o.id), o]));
  const answeredOrders = new Map<number, Call>();
  for (const call of okPurchases) {
    const order = (call.data as Answers['purchase']).order;
    if (answeredOrders.has(order.id)) once.push(`order #${order.id} was answered to two purchases`);
    answeredOrders.set(order.id, call);
    const row = orderById.get(order.id);
    if (!row) once.push(`purchase ${call.key} answered order #${order.id}, which does not exist`);
    else if (
      Number(row.member_id) !== call.memberId ||
      Number(row.fund_id) !== Number(call.body.fund_id) ||
      toBigInt(row.amount) !== parseAmount(String(call.body.amount), 'INR')
    )
      once.push(`order #${order.id} is not the purchase ${call.key} asked for`);
  }
  const extraOrders = orders.filter((o) => !answeredOrders.has(Number(o.id)));
  if (extraOrders.length)
    once.push(
      `${extraOrders.length} order(s) no purchase was answered with: #${extraOrders
        .slice(0, 5)
        .map((o) => o.id)
        .join(', #')}`,
    );

  const okConversions = byKind(calls, 'conversion', 'ok');
  const done = new Map(conversions.filter((c) => c.state === 'done').map((c) => [Number(c.id), c]));
  const answeredConversions = new Set<number>();
  for (const call of okConversions) {
    const conversion = (call.data as Answers['conversion']).conversion;
    answeredConversions.add(conversion.id);
    if (conversion.id !== call.target)
      once.push(`conversion ${call.key} answered #${conversion.id} for quote #${call.target}`);
    if (!done.has(conversion.id)) once.push(`conversion #${conversion.id} was answered but is not done`);
  }
  for (const call of byKind(calls, 'conversion', 'refused'))
    if (call.target !== undefined && done.has(call.target) && !answeredConversions.has(call.target))
      once.push(`conversion of quote #${call.target} was refused (${call.msg}) yet it is done`);
  const extraConversions = [...done.keys()].filter((id) => !answeredConversions.has(id));
  if (extraConversions.length)
    once.push(
      `${extraConversions.length} conversion(s) done that no call was answered with: #${extraConversions.slice(0, 5).join(', #')}`,
    );

  const swapById = new Map(swaps.map((row) => [Number(row.id), row]));
  const answeredSwaps = new Set<number>();
  for (const call of byKind(calls, 'swap', 'ok')) {
    const answer = (call.data as Answers['swap']).swap;
    if (answeredSwaps.has(answer.id)) once.push(`swap #${answer.id} was answered to two calls`);
    answeredSwaps.add(answer.id);
    const row = swapById.get(answer.id);
    if (!row) once.push(`swap ${call.key} answered #${answer.id}, which does not exist`);
    else if (
      Number(row.member_id) !== call.memberId ||
      row.from_asset !== call.body.from ||
      toBigInt(row.amount_in) !== parseAmount(String(call.body.amount), answer.from) ||
      toBigInt(row.amount_out) !== parseAmount(answer.amountOut, answer.to)
    )
      once.push(`swap #${answer.id} is not the swap ${call.key} asked for and was answered`);
  }
  const extraSwaps = swaps.filter((row) => !answeredSwaps.has(Number(row.id)));
  if (extraSwaps.length)
    once.push(
      `${extraSwaps.length} swap(s) no call was answered with: #${extraSwaps
        .slice(0, 5)
        .map((row) => row.id)
        .join(', #')}`,
    );

  const withdrawalById = new Map(withdrawals.map((w) => [Number(w.id), w]));
  const answeredWithdrawals = new Map<number, Call>();
  for (const call of byKind(calls, 'withdrawal', 'ok')) {
    const answer = call.data as Answers['withdrawal'];
    answeredWithdrawals.set(answer.id, call);
    const row = withdrawalById.get(answer.id);
    if (!row) once.push(`withdrawal #${answer.id} was answered but does not exist`);
    else if (
      Number(row.member_id) !== call.memberId ||
      toBigInt(row.amount) !== parseAmount(String(call.body.amount), 'USDT')
    )
      once.push(`withdrawal #${answer.id} is not the request ${call.key}`);
  }
  const extraWithdrawals = withdrawals.filter((w) => !answeredWithdrawals.has(Number(w.id)));
  if (extraWithdrawals.length)
    once.push(
      `${extraWithdrawals.length} withdrawal(s) no request was answered with: #${extraWithdrawals
        .slice(0, 5)
        .map((w) => w.id)
        .join(', #')}`,
    );
  const cancelsOk = new Map<number, number>();
  for (const call of byKind(calls, 'cancel', 'ok'))
    cancelsOk.set(call.target!, (cancelsOk.get(call.target!) ?? 0) + 1);
  for (const [id, count] of cancelsOk)
    if (count > 1)
      once.push(`withdrawal #${id} was cancelled ${count} times (answered OK to ${count} calls)`);
  for (const w of withdrawals) {
    const cancelled = cancelsOk.has(Number(w.id));
    const expected = cancelled ? 'cancelled' : 'requested';
    if (w.state !== expected)
      once.push(`withdrawal #${w.id} is ${String(w.state)}, answered calls say ${expected}`);
  }

  // Piggy moves have no row of their own: their entries, counted per member.
  const entryMembers = new Map<number, { type: string; memo: string; actor: string; members: Set<number> }>();
  for (const line of entries) {
    const id = Number(line.id);
    const entry = entryMembers.get(id) ?? {
      type: String(line.type),
      memo: String(line.memo),
      actor: String(line.actor),
      members: new Set(),
    };
    if (line.member_id != null) entry.members.add(Number(line.member_id));
    entryMembers.set(id, entry);
  }
  for (const type of ['piggy_in', 'piggy_out'] as const) {
    const counted = new Map<number, number>();
    for (const entry of entryMembers.values())
      if (entry.type === type && entry.actor !== SETUP_ACTOR)
        for (const member of entry.members) counted.set(member, (counted.get(member) ?? 0) + 1);
    const answered = new Map<number, number>();
    for (const call of byKind(calls, type, 'ok'))
      answered.set(call.memberId, (answered.get(call.memberId) ?? 0) + 1);
    for (const id of memberIds)
      if ((counted.get(id) ?? 0) !== (answered.get(id) ?? 0))
        once.push(
          `member ${id}: ${counted.get(id) ?? 0} ${type} entries for ${answered.get(id) ?? 0} answered`,
        );
  }

  // Balances: the start, every answered move and the interest the job paid, exactly.
  const expected = new Map<number, Wallet>();
  const startPiggy = parseAmount(START.piggy, 'INR');
  for (const id of memberIds)
    expected.set(id, {
      balance: parseAmount(START.inr, 'INR') - startPiggy,
      usdt: parseAmount(START.usdt, 'USDT'),
      piggy: startPiggy,
      locked: 0n,
    });
  for (const call of calls) {
    if (call.outcome !== 'ok') continue;
    const w = expected.get(call.memberId)!;
    if (call.kind === 'purchase') {
      const amount = parseAmount(String(call.body.amount), 'INR');
      w.balance -= amount;
      w.locked += amount;
    } else if (call.kind === 'piggy_in' || call.kind === 'piggy_out') {
      const amount = parseAmount(String(call.body.amount), 'INR');
      const sign = call.kind === 'piggy_in' ? 1n : -1n;
      w.balance -= sign * amount;
      w.piggy += sign * amount;
    } else if (call.kind === 'swap') {
      const { swap } = call.data as Answers['swap'];
      const amountIn = parseAmount(swap.amountIn, swap.from);
      const amountOut = parseAmount(swap.amountOut, swap.to);
      if (swap.from === 'INR') {
        w.balance -= amountIn;
        w.usdt += amountOut;
      } else {
        w.usdt -= amountIn;
        w.balance += amountOut;
      }
    } else if (call.kind === 'conversion') {
      const c = (call.data as Answers['conversion']).conversion;
      const amount = parseAmount(c.amount, c.from);
      const receive = parseAmount(c.receive, c.to);
      if (c.from === 'INR') {
        w.balance -= amount;
        w.usdt += receive;
      } else {
        w.usdt -= amount;
        w.balance += receive;
      }
    } else {
      const answer = call.data as Answers['withdrawal'];
      const total = parseAmount(answer.amount, 'USDT') + parseAmount(answer.fee, 'USDT');
      w.usdt += call.kind === 'cancel' ? total : -total;
    }
  }
  const interest = new Map<number, number>();
  for (const line of entries)
    if (line.type === 'piggy_interest' && line.kind === 'piggy_bank') {
      const id = Number(line.member_id);
      expected.get(id)!.piggy += toBigInt(line.amount);
      interest.set(id, (interest.get(id) ?? 0) + 1);
    }
  for (const [id, count] of interest)
    if (count > 1) once.push(`member ${id} was paid piggy-bank interest ${count} times for one day`);
  const stored = new Map<string, bigint>();
  for (const a of accounts)
    if (a.member_id != null)
      stored.set(`${Number(a.member_id)}:${String(a.kind)}:${String(a.asset)}`, toBigInt(a.balance));
  const balanceProblems: string[] = [];
  for (const [id, w] of expected) {
    const compare = (kind: string, asset: Asset, want: bigint) => {
      const got = stored.get(`${id}:${kind}:${asset}`) ?? 0n;
      if (got !== want)
        balanceProblems.push(
          `member ${id} ${kind} ${asset}: holds ${formatAmount(got, asset)}, answers add up to ${formatAmount(want, asset)}`,
        );
    };
    compare('balance', 'INR', w.balance);
    compare('usdt', 'USDT', w.usdt);
    compare('piggy_bank', 'INR', w.piggy);
    compare('locked', 'INR', w.locked);
  }
  if (unanswered.length && balanceProblems.length)
    balanceProblems.unshift('(balances cannot add up exactly while calls are unanswered)');
  once.push(...balanceProblems);
  const okCalls = calls.filter((c) => c.outcome === 'ok').length;
  checks.push({
    name: 'every answered call happened exactly once',
    problems: listed(once),
    summary: `${okCalls} answered OK, ${calls.length - okCalls - unanswered.length} refused, ${unanswered.length} unanswered; ${orders.length} orders, ${done.size} conversions, ${swaps.length} swaps, ${withdrawals.length} withdrawals (${cancelsOk.size} cancelled), ${interest.size} of ${memberIds.length} members paid piggy-bank interest (once each); ${memberIds.length * 4} member balances add up`,
  });

  // 3. No member account below zero.
  const negative = accounts
    .filter((a) => a.member_id != null && toBigInt(a.balance) < 0n)
    .map((a) => `${String(a.code)} holds ${formatAmount(toBigInt(a.balance), a.asset as Asset)}`);
  checks.push({
    name: 'no member balance negative',
    problems: listed(negative),
    summary: `${accounts.filter((a) => a.member_id != null).length} member accounts, lowest ${formatAmount(
      accounts
        .filter((a) => a.member_id != null && a.asset === 'INR')
        .reduce((min, a) => (toBigInt(a.balance) < min ? toBigInt(a.balance) : min), 10n ** 15n),
      'INR',
    )} INR`,
  });

  // 4. Nothing half-done: each business row with its entry, each entry with its row.
  const half: string[] = [];
  const entriesOf = (type: string, prefix: string) => {
    const counts = new Map<number, number>();
    for (const [entryId, entry] of entryMembers)
      if (entry.type === type) {
        const id = memoId(entry.memo, prefix);
        if (id === undefined) half.push(`${type} entry ${entryId} names nothing (${entry.memo})`);
        else counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    return counts;
  };
  const purchaseEntries = entriesOf('fund_purchase', 'fund order #');
  for (const o of orders)
    if (purchaseEntries.get(Number(o.id)) !== 1)
      half.push(`order #${o.id} has ${purchaseEntries.get(Number(o.id)) ?? 0} fund_purchase entries`);
  for (const id of purchaseEntries.keys())
    if (!orderById.has(id)) half.push(`a fund_purchase entry names order #${id}, which does not exist`);
  const purchaseLines = new Map<number, bigint>();
  for (const line of entries)
    if (line.type === 'fund_purchase' && line.kind === 'locked') {
      const id = memoId(line.memo, 'fund order #')!;
      purchaseLines.set(id, (purchaseLines.get(id) ?? 0n) + toBigInt(line.amount));
    }
  for (const o of orders)
    if ((purchaseLines.get(Number(o.id)) ?? 0n) !== toBigInt(o.amount))
      half.push(
        `order #${o.id} of ${formatAmount(toBigInt(o.amount), 'INR')} locked ${formatAmount(purchaseLines.get(Number(o.id)) ?? 0n, 'INR')}`,
      );

  const conversionEntries = entriesOf('conversion', 'conversion #');
  for (const c of conversions) {
    const want = c.state === 'done' ? 1 : 0;
    if ((conversionEntries.get(Number(c.id)) ?? 0) !== want)
      half.push(
        `conversion #${c.id} (${String(c.state)}) has ${conversionEntries.get(Number(c.id)) ?? 0} entries`,
      );
  }
  for (const id of conversionEntries.keys())
    if (!conversions.some((c) => Number(c.id) === id))
      half.push(`a conversion entry names #${id}, which does not exist`);

  // A swap's row names its entry; every swap entry is named by exactly one row.
  const swapEntries = new Map<number, number>();
  for (const row of swaps)
    swapEntries.set(Number(row.entry_id), (swapEntries.get(Number(row.entry_id)) ?? 0) + 1);
  for (const [entryId, entry] of entryMembers)
    if (entry.type === 'swap' && swapEntries.get(entryId) !== 1)
      half.push(`swap entry ${entryId} is named by ${swapEntries.get(entryId) ?? 0} swap rows`);
  for (const row of swaps)
    if (entryMembers.get(Number(row.entry_id))?.type !== 'swap')
      half.push(`swap #${row.id} names entry ${row.entry_id}, which is not a swap entry`);

  const requestEntries = entriesOf('withdrawal_request', 'withdrawal #');
  const cancelEntries = entriesOf('withdrawal_cancel', 'withdrawal #');
  for (const w of withdrawals) {
    const id = Number(w.id);
    if (requestEntries.get(id) !== 1)
      half.push(`withdrawal #${id} has ${requestEntries.get(id) ?? 0} request entries`);
    const want = w.state === 'cancelled' ? 1 : 0;
    if ((cancelEntries.get(id) ?? 0) !== want)
      half.push(`withdrawal #${id} (${String(w.state)}) has ${cancelEntries.get(id) ?? 0} cancel entries`);
  }
  for (const id of [...requestEntries.keys(), ...cancelEntries.keys()])
    if (!withdrawalById.has(id)) half.push(`a withdrawal entry names #${id}, which does not exist`);
  const actionCount = (action: string) => Number(actions.find((a) => a.action === action)?.n ?? 0);
  const cancelled = withdrawals.filter((w) => w.state === 'cancelled').length;
  if (actionCount('withdrawal_request') !== withdrawals.length)
    half.push(
      `${actionCount('withdrawal_request')} withdrawal_request audit records for ${withdrawals.length} withdrawals`,
    );
  if (actionCount('withdrawal_cancel') !== cancelled)
    half.push(
      `${actionCount('withdrawal_cancel')} withdrawal_cancel audit records for ${cancelled} cancelled withdrawals`,
    );
  const pending = records.filter((r) => r.answer == null).length;
  if (pending) half.push(`${pending} idempotency record(s) without their answer`);
  checks.push({
    name: 'nothing half-done',
    problems: listed(half),
    summary: `${orders.length} orders ⇄ fund_purchase entries, ${swaps.length} swaps ⇄ swap entries, ${done.size} conversions ⇄ entries (${conversions.length - done.size} quotes unused), ${withdrawals.length} withdrawals ⇄ request entries, ${cancelled} ⇄ cancel entries, ${records.length} keys with answers`,
  });

  // 5. The swap pool holds its seed plus what answered swaps put in, less what they took out,
  // and its k never fell.
  const pool = { INR: DEMO_POOL.inr, USDT: DEMO_POOL.usdt };
  for (const call of byKind(calls, 'swap', 'ok')) {
    const { swap } = call.data as Answers['swap'];
    pool[swap.from as 'INR' | 'USDT'] += parseAmount(swap.amountIn, swap.from);
    pool[swap.to as 'INR' | 'USDT'] -= parseAmount(swap.amountOut, swap.to);
  }
  const reserveOf = (asset: 'INR' | 'USDT') =>
    toBigInt(accounts.find((a) => a.code === `platform:swap_pool:${asset}`)?.balance ?? 0);
  const reserves = { INR: reserveOf('INR'), USDT: reserveOf('USDT') };
  const poolProblems: string[] = [];
  for (const asset of ['INR', 'USDT'] as const)
    if (reserves[asset] !== pool[asset])
      poolProblems.push(
        `the pool holds ${formatAmount(reserves[asset], asset)} ${asset}, its seed and answered swaps make ${formatAmount(pool[asset], asset)}`,
      );
  if (reserves.INR * reserves.USDT < DEMO_POOL.inr * DEMO_POOL.usdt)
    poolProblems.push("the pool's k fell below its seed's");
  checks.push({
    name: 'swap pool reserves',
    problems: listed(poolProblems),
    summary: `${formatAmount(reserves.INR, 'INR')} INR + ${formatAmount(reserves.USDT, 'USDT')} USDT = the seed + ${byKind(calls, 'swap', 'ok').length} answered swaps, k not below the seed's`,
  });
  return checks;
}
