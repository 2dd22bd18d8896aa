import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import type { WalletEntries } from '../ledger/ledger.contract.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount, parseAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { createVipService } from '../vip/vip.service.ts';
import type {
  DividendPayouts,
  DividendPreview,
  DividendRunView,
  DividendRuns,
  DividendSummary,
  MyDividends,
} from './dividend.contract.ts';
import { createDividendService, JOB_ACTOR, scheduleDividends } from './dividend.service.ts';

const DAY_MS = 86_400_000;
// Each test starts on a Monday of its own (11:30 in India), when the week before is due.
const clock = manualClock('2026-06-08T06:00:00Z');

describe('VIP5 reserve dividend', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  let finance: string;
  before(async () => {
    server = await startTestServer({ clock, env: { SESSION_TTL_DAYS: '365' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(async () => {
    await assertLedgerClean(server.orm);
    await server.close();
  });
  // Each test pays weeks of its own with the VIP5 members it makes.
  beforeEach(async () => {
    await runStatement(server.orm.em.fork(), 'update member set vip_level = 0 where vip_level = 5');
  });

  /** Moves the clock to `at` and signs a finance operator in there (operator sessions are short). */
  const startAt = async (at: string) => {
    clock.set(at);
    finance = (await signedInOperator(server, 'finance')).token;
  };
  const operator = (token: string, lang = 'en-us') => ({ headers: { 'operator-token': token }, lang });
  const member = (who: TestMember, lang = 'en-us') => ({ headers: { token: who.token }, lang });
  const post = (em: Parameters<typeof ledger.post>[1]) =>
    server.orm.em.fork().transactional((tx) => ledger.post(tx, em));
  const balance = async (account = platformAccount('reserve_fund', 'INR')) =>
    (await ledger.balancesOf(server.orm.em.fork(), [account]))[0]!;

  /** Sets the reserve fund's balance, moving the difference from or to external capital. */
  const setReserve = async (rupees: string) => {
    const difference = (rupees === '0' ? 0n : parseAmount(rupees, 'INR')) - (await balance());
    if (difference === 0n) return;
    await post({
      type: 'pool_fund',
      actor: 'test',
      lines: [
        { account: capitalAccount('INR'), amount: -difference },
        { account: platformAccount('reserve_fund', 'INR'), amount: difference },
      ],
    });
  };
  /** A member at `level` holding `held` rupees in products (fund principal), given from capital. */
  const holder = async (held: string | null, level = 5) => {
    const who = await buildMember(server, { vip: level });
    if (held)
      await post({
        type: 'grant',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -parseAmount(held, 'INR') },
          { account: memberAccount(who.id, 'locked'), amount: parseAmount(held, 'INR') },
        ],
      });
    return who;
  };
  const setShare = async (shareBps: number | string, token = finance, lang = 'en-us') =>
    server.post<{ shareBps: number }>('/api/Admin/dividends/settings', {
      ...operator(token, lang),
      json: { shareBps, reason: 'weekly share' },
    });
  const runNow = (token = finance, lang = 'en-us') =>
    server.post<DividendRunView>('/api/Admin/dividends/run', {
      ...operator(token, lang),
      json: { reason: 'pay the week' },
    });
  const payouts = async (runId: number) =>
    (
      await server.get<DividendPayouts>('/api/Admin/dividends/payouts', {
        ...operator(finance),
        query: { runId, rows: 100 },
      })
    ).body.data;
  const runCount = async () =>
    Number(
      (await queryRows<{ n: unknown }>(server.orm.em.fork(), 'select count(*) as n from dividend_run'))[0]!.n,
    );
  const ok = <T>(answer: { httpStatus: number; body: { msg: string; data: T } }) => {
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };

  it('divides 1 paisa among 3 equal members: the lowest id gets it; a larger remainder wins over a lower id', async () => {
    await startAt('2026-06-08T06:00:00Z');
    await setReserve('100.00');
    ok(await setShare(1)); // 0.01 % of ₹100 = 1 paisa
    const [a, b, c] = [await holder('500.00'), await holder('500.00'), await holder('500.00')];
    const run = ok(await runNow());
    assert.equal(run.week, '2026-06-01');
    assert.equal(run.total, '0.01');
    assert.equal(run.members, 1);
    assert.equal(run.weightTotal, '1500.00');
    assert.deepEqual((await payouts(run.id)).list, [{ memberId: a.id, weight: '500.00', amount: '0.01' }]);
    assert.equal(await balance(memberAccount(a.id, 'balance')), 1n);
    assert.equal(await balance(memberAccount(b.id, 'balance')), 0n);
    assert.equal(await balance(memberAccount(c.id, 'balance')), 0n);
    assert.equal(await balance(), 9_999n);

    // Next week: 1 paisa by 1 : 1 : 2 (exact shares 0.25, 0.25, 0.5): the largest remainder, not the lowest id.
    await startAt(new Date(clock.now().getTime() + 7 * DAY_MS).toISOString());
    await runStatement(server.orm.em.fork(), 'update member set vip_level = 0 where vip_level = 5');
    await setReserve('100.00');
    const [d, e, f] = [await holder('1.00'), await holder('1.00'), await holder('2.00')];
    const next = ok(await runNow());
    assert.deepEqual((await payouts(next.id)).list, [{ memberId: f.id, weight: '2.00', amount: '0.01' }]);
    assert.equal(await balance(memberAccount(d.id, 'balance')), 0n);
    assert.equal(await balance(memberAccount(e.id, 'balance')), 0n);
  });

  it('parts sum to the total for awkward weights, each within a paisa of its share; holding nothing or below VIP5 gets nothing; the member sees it', async () => {
    await startAt('2026-06-22T06:00:00Z');
    await setReserve('1000.00');
    ok(await setShare(333)); // 3.33 % of ₹1,000 = ₹33.30
    const helds = ['333.33', '0.01', '999999.99', '7.77', '1.00', '123456.78', '0.03'];
    const members = [];
    for (const held of helds) members.push(await holder(held));
    const empty = await holder(null);
    const belowVip5 = await holder('50000.00', 4);

    const preview = ok(await server.get<DividendPreview>('/api/Admin/dividends/preview', operator(finance)));
    assert.deepEqual(
      { ...preview, top: preview.top.length },
      {
        week: '2026-06-15',
        due: true,
        shareBps: 333,
        reserve: '1000.00',
        total: '33.30',
        members: 7,
        paid: preview.paid,
        weightTotal: '1123798.91',
        top: 7,
      },
    );

    const run = ok(await runNow());
    assert.equal(run.total, '33.30');
    assert.equal(run.reserve, '1000.00');
    const parts = (await payouts(run.id)).list;
    assert.equal(parts.length, preview.paid);
    const sum = parts.reduce((acc, part) => acc + parseAmount(part.amount, 'INR'), 0n);
    assert.equal(sum, 3330n);
    const weightTotal = parseAmount('1123798.91', 'INR');
    for (const [index, who] of members.entries()) {
      const weight = parseAmount(helds[index]!, 'INR');
      const got = await balance(memberAccount(who.id, 'balance'));
      const scaled = got * weightTotal - 3330n * weight;
      assert.ok(scaled > -weightTotal && scaled < weightTotal, `member ${index} got ${got}`);
      // The preview showed what the run paid.
      const shown = preview.top.find((part) => part.memberId === who.id);
      assert.equal(shown?.amount, formatAmount(got, 'INR'));
    }
    assert.equal(await balance(memberAccount(empty.id, 'balance')), 0n);
    assert.equal(await balance(memberAccount(belowVip5.id, 'balance')), 0n);
    assert.equal(await balance(), 100_000n - 3330n);

    // The biggest holder sees the dividend in balance details (labelled in each language) and in their list.
    const biggest = members[2]!;
    const paid = await balance(memberAccount(biggest.id, 'balance'));
    for (const [lang, label] of [
      ['en-us', 'VIP5 weekly dividend'],
      ['hi-in', 'VIP5 साप्ताहिक लाभांश'],
      ['zh-cn', 'VIP5 每周分红'],
    ] as const) {
      const details = ok(
        await server.get<WalletEntries>('/api/Wallet/entries', {
          ...member(biggest, lang),
          query: { type: 'vip_dividend' },
        }),
      );
      assert.deepEqual(
        details.list.map(({ type, typeLabel, amount }) => ({ type, typeLabel, amount })),
        [{ type: 'vip_dividend', typeLabel: label, amount: formatAmount(paid, 'INR') }],
      );
      assert.ok(details.types.some((option) => option.type === 'vip_dividend' && option.label === label));
    }
    const mine = ok(await server.get<MyDividends>('/api/Dividend/mine', member(biggest)));
    assert.deepEqual(
      mine.list.map(({ week, amount }) => ({ week, amount })),
      [{ week: '2026-06-15', amount: formatAmount(paid, 'INR') }],
    );
    assert.equal(mine.total, 1);
    // Another member sees only their own (none).
    assert.deepEqual(ok(await server.get<MyDividends>('/api/Dividend/mine', member(empty))), {
      list: [],
      total: 0,
    });
    const summary = ok(await server.get<DividendSummary>('/api/Dividend/summary', member(biggest)));
    assert.deepEqual(summary, {
      shareBps: 333,
      vip5: true,
      lastRun: { week: '2026-06-15', total: '33.30', members: parts.length },
      mine: { week: '2026-06-15', amount: formatAmount(paid, 'INR') },
      vip5Requires: summary.vip5Requires,
    });
    const outsider = ok(await server.get<DividendSummary>('/api/Dividend/summary', member(belowVip5)));
    assert.equal(outsider.vip5, false);
    assert.equal(outsider.mine, null);
    assert.equal(outsider.vip5Requires?.minHeld, '1000000.00');
    assert.equal((await server.get('/api/Dividend/mine', { lang: 'en-us' })).httpStatus, 401);
  });

  it('a week is paid once: run twice, two calls at once, two processes at once', async () => {
    await startAt('2026-06-29T06:00:00Z');
    await setReserve('10000.00');
    ok(await setShare(100)); // 1 % = ₹100
    const [a, b] = [await holder('300.00'), await holder('100.00')];
    const first = ok(await runNow());
    assert.equal(first.total, '100.00');
    const anonymous = await server.post('/api/Admin/dividends/run', { json: { reason: 'x' } });
    assert.equal(anonymous.httpStatus, 401);
    const twice = await runNow(finance, 'hi-in');
    assert.equal(twice.httpStatus, 409);
    assert.equal(twice.body.msg, '2026-06-22 से शुरू होने वाले सप्ताह का VIP5 लाभांश पहले ही दिया जा चुका है');
    assert.equal(await balance(memberAccount(a.id, 'balance')), 7_500n);
    assert.equal(await balance(memberAccount(b.id, 'balance')), 2_500n);

    // Two calls at once, next week: one pays, the other is told it is paid.
    await startAt(new Date(clock.now().getTime() + 7 * DAY_MS).toISOString());
    const runsBefore = await runCount();
    const answers = await Promise.all([runNow(), runNow(), runNow()]);
    assert.deepEqual(answers.map((answer) => answer.httpStatus).sort(), [200, 409, 409]);
    assert.equal(await runCount(), runsBefore + 1);
    // 1 % of what was left (₹9,900): ₹99, 3 : 1.
    assert.equal(await balance(memberAccount(a.id, 'balance')), 7_500n + 7_425n);
    assert.equal(await balance(memberAccount(b.id, 'balance')), 2_500n + 2_475n);

    // Two operator commands in two processes at once (the week due on their clock): one pays.
    const commands = await Promise.all([
      runAdmin(server, ['dividend:run', '--reason', 'two at once']),
      runAdmin(server, ['dividend:run', '--reason', 'two at once']),
    ]);
    assert.deepEqual(
      commands.map((command) => command.code).sort(),
      [0, 1],
      commands.map((c) => c.stdout + c.stderr).join('\n'),
    );
    assert.match(commands.find((command) => command.code === 0)!.stdout, /₹?98\.01 INR to 2 members/);
    assert.match(commands.find((command) => command.code === 1)!.stderr, /is already paid/);
    assert.equal(await runCount(), runsBefore + 2);
    // ₹98.01 by 3 : 1 (exact 73.5075 and 24.5025): the paisa left goes to the larger remainder.
    assert.equal(await balance(memberAccount(a.id, 'balance')), 7_500n + 7_425n + 7_351n);
    assert.equal(await balance(memberAccount(b.id, 'balance')), 2_500n + 2_475n + 2_450n);
    await assertLedgerClean(server.orm);
  });

  it('pays the week that ended at midnight on Monday in India, not before', async () => {
    // Sunday 23:59:59 in India: the week of Monday 13 July has not ended; the one before is due.
    await startAt('2026-07-19T18:29:59Z');
    await setReserve('1000.00');
    ok(await setShare(1000));
    const who = await holder('10.00');
    assert.equal(ok(await runNow()).week, '2026-07-06');
    const early = await runNow();
    assert.equal(early.httpStatus, 409);
    assert.match(early.body.msg, /2026-07-06/);
    let preview = ok(await server.get<DividendPreview>('/api/Admin/dividends/preview', operator(finance)));
    assert.deepEqual([preview.week, preview.due], ['2026-07-13', false]);
    clock.advance(1000); // Monday 00:00:00 in India
    preview = ok(await server.get<DividendPreview>('/api/Admin/dividends/preview', operator(finance)));
    assert.deepEqual([preview.week, preview.due], ['2026-07-13', true]);
    const run = ok(await runNow());
    assert.equal(run.week, '2026-07-13');
    assert.equal(run.total, '90.00'); // 10 % of the ₹900 left
    assert.equal(await balance(memberAccount(who.id, 'balance')), 10_000n + 9_000n);
  });

  it('pays nothing, and records nothing, when the reserve is empty or too small, the share is off or no VIP5 member holds anything', async () => {
    await startAt('2026-08-03T06:00:00Z');
    const who = await holder('100.00');
    const runs = await runCount();
    ok(await setShare(0));
    await setReserve('500.00');
    const off = await runNow();
    assert.deepEqual(
      [off.httpStatus, off.body.msg],
      [422, 'The VIP5 dividend is off: set a weekly share first'],
    );
    ok(await setShare(1));
    for (const reserve of ['0', '99.99']) {
      await setReserve(reserve);
      const short = await runNow(finance, 'hi-in');
      assert.deepEqual(
        [short.httpStatus, short.body.msg],
        [422, 'रिज़र्व फ़ंड का हिस्सा एक पैसे से कम बनता है: देने के लिए कुछ नहीं है'],
      );
    }
    await setReserve('500.00');
    await runStatement(server.orm.em.fork(), 'update member set vip_level = 0 where vip_level = 5');
    const nobody = await runNow();
    assert.deepEqual(
      [nobody.httpStatus, nobody.body.msg],
      [422, 'No VIP5 member holds anything in products: nothing to pay'],
    );
    assert.equal(await runCount(), runs);
    assert.equal(await balance(), 50_000n);
    assert.equal(await balance(memberAccount(who.id, 'balance')), 0n);
    // Once there is something to pay, the same week is paid.
    await runStatement(server.orm.em.fork(), 'update member set vip_level = 5 where id = ?', [who.id]);
    const paid = ok(await runNow());
    assert.deepEqual([paid.week, paid.total], ['2026-07-27', '0.05']);
    assert.equal(await balance(memberAccount(who.id, 'balance')), 5n);
  });

  it('only finance sets the share (audited, bad values refused), previews, runs and lists runs and payouts', async () => {
    await startAt('2026-08-10T06:00:00Z');
    const support = (await signedInOperator(server, 'support')).token;
    const reviewer = (await signedInOperator(server, 'reviewer')).token;
    for (const token of [support, reviewer]) {
      assert.equal((await setShare(10, token)).httpStatus, 403);
      assert.equal((await runNow(token)).httpStatus, 403);
      for (const path of ['/api/Admin/dividends', '/api/Admin/dividends/preview'])
        assert.equal((await server.get(path, operator(token))).httpStatus, 403, path);
      const paged = await server.get('/api/Admin/dividends/payouts', {
        ...operator(token),
        query: { runId: 1 },
      });
      assert.equal(paged.httpStatus, 403);
    }
    const someone = await buildMember(server);
    assert.equal(
      (await server.get('/api/Admin/dividends', { headers: { token: someone.token } })).httpStatus,
      401,
    );

    for (const [value, lang, status, msg] of [
      [-1, 'en-us', 422, 'The weekly share is a whole number of basis points from 0 (off) to 10000'],
      ['10001', 'hi-in', 422, 'साप्ताहिक हिस्सा 0 (बंद) से 10000 तक के पूरे बेसिस पॉइंट में होना चाहिए'],
      [1.5, 'zh-cn', 400, '每周比例须为 0（关闭）到 10000 之间的整数基点'],
      ['1%', 'en-us', 400, 'The weekly share is a whole number of basis points from 0 (off) to 10000'],
    ] as const) {
      const refused = await setShare(value, finance, lang);
      assert.equal(refused.httpStatus, status, String(value));
      assert.equal(refused.body.msg, msg);
    }
    assert.equal(ok(await setShare('250')).shareBps, 250);
    const [audit] = await queryRows<{ reason: string; detail: string }>(
      server.orm.em.fork(),
      "select reason, detail from operator_action where action = 'dividend_settings' order by id desc limit 1",
    );
    assert.equal(audit?.reason, 'weekly share');
    assert.match(String(audit?.detail), /250/);

    const noReason = await server.post('/api/Admin/dividends/run', { ...operator(finance), json: {} });
    assert.deepEqual([noReason.httpStatus, noReason.body.msg], [400, 'Please enter the reason']);
    await setReserve('200.00');
    await holder('1.00');
    const run = ok(await runNow());
    const [ran] = await queryRows<{ reason: string }>(
      server.orm.em.fork(),
      "select reason from operator_action where action = 'dividend_run' order by id desc limit 1",
    );
    assert.equal(ran?.reason, 'pay the week');
    const history = ok(
      await server.get<DividendRuns>('/api/Admin/dividends', { ...operator(finance), query: { rows: 100 } }),
    );
    assert.equal(history.total, await runCount());
    const weeks = history.list.map((listed) => listed.week);
    assert.deepEqual(weeks, [...weeks].sort().reverse());
    assert.deepEqual(
      history.list.find((listed) => listed.id === run.id),
      { ...run, week: '2026-08-03', shareBps: 250, actor: run.actor },
    );
    assert.match(run.actor, /^operator:finance/);
    const firstPage = ok(
      await server.get<DividendRuns>('/api/Admin/dividends', { ...operator(finance), query: { rows: 1 } }),
    );
    assert.deepEqual(firstPage.list, history.list.slice(0, 1));
    const missing = await server.get('/api/Admin/dividends/payouts', {
      ...operator(finance),
      query: { runId: 999_999 },
    });
    assert.deepEqual([missing.httpStatus, missing.body.msg], [404, 'There is no such dividend run']);

    const cli = await runAdmin(server, ['dividend:settings', '--share-bps', '125', '--reason', 'cli']);
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stdout, /1\.25 % of the reserve fund each week/);
    assert.equal((await runAdmin(server, ['dividend:settings', '--share-bps', 'x'])).code, 2);
    assert.equal((await runAdmin(server, ['dividend:run'])).code, 2);
  });

  it('the job pays the week just ended once it has ended, once, and does nothing while the share is off', async () => {
    await startAt('2026-08-31T06:00:00Z');
    await setReserve('1000.00');
    ok(await setShare(0));
    const who = await holder('100.00');
    const dialect = dialectOf(server.config);
    const dividends = createDividendService({ clock, dialect, vip: createVipService({ clock, dialect }) });
    const weekRun = () =>
      queryRows<{ actor: string; total: unknown }>(
        server.orm.em.fork(),
        'select actor, total from dividend_run where week = ?',
        ['2026-08-24'],
      );
    const logger = pino({ level: 'silent' });
    let stop = scheduleDividends(dividends, server.orm.em, logger, 20);
    await delay(1_300); // the first pass runs a second after start
    await stop();
    assert.deepEqual(await weekRun(), []);

    ok(await setShare(200));
    stop = scheduleDividends(dividends, server.orm.em, logger, 20);
    for (let i = 0; i < 150 && (await weekRun()).length === 0; i++) await delay(20);
    await delay(100); // later passes find the week paid
    await stop();
    const [paid] = await weekRun();
    assert.equal(paid?.actor, JOB_ACTOR);
    assert.equal(toBigInt(paid?.total), 2_000n);
    assert.equal(await balance(memberAccount(who.id, 'balance')), 2_000n);
  });

  it('divides among 10,000 VIP5 members exactly in one run', async (t) => {
    await startAt('2026-09-07T06:00:00Z');
    const em = server.orm.em.fork();
    const count = 10_000;
    const now = clock.now();
    const tag = now.getTime().toString(36);
    for (let from = 0; from < count; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => from + i);
      await runStatement(
        em,
        `insert into member (created_at, updated_at, mailbox, password_hash, nickname, invite_code, vip_level, lang)
         values ${rows.map(() => "(?, ?, ?, 'x', ?, ?, 5, 'en-us')").join(', ')}`,
        rows.flatMap((n) => [now, now, `bulk${tag}${n}@example.com`, `bulk${n}`, `Z${tag}${n}`.slice(0, 16)]),
      );
    }
    const ids = (
      await queryRows<{ id: unknown }>(em, 'select id from member where mailbox like ? order by id', [
        `bulk${tag}%`,
      ])
    ).map((row) => Number(row.id));
    assert.equal(ids.length, count);
    // Awkward weights: 1 paisa to about ₹1,000, spread by a prime.
    const weightOf = (id: number) => BigInt(((id * 7919) % 100_003) + 1);
    for (let from = 0; from < count; from += 1000) {
      const chunk = ids.slice(from, from + 1000);
      await runStatement(
        em,
        `insert into ledger_account (created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
         values ${chunk.map(() => "(?, ?, ?, 'member', ?, 'locked', 'INR', 0, 0)").join(', ')}`,
        chunk.flatMap((id) => [now, now, `member:${id}:locked:INR`, id]),
      );
    }
    const weights = ids.map(weightOf);
    const weightTotal = weights.reduce((acc, weight) => acc + weight, 0n);
    const poster = createBatchPoster({ dialect: dialectOf(server.config), clock });
    await em.fork().transactional(async (tx) => {
      const [capital] = await poster.ensureAccounts(tx, [capitalAccount('INR')]);
      await poster.post(tx, {
        type: 'grant',
        actor: 'test',
        memo: 'bulk holdings',
        source: {
          sql: `select id as account_id, ((member_id * 7919) % 100003) + 1 as amount from ledger_account
                where kind = 'locked' and member_id >= ? and member_id <= ? union all select ?, ?`,
          params: [ids[0], ids.at(-1), capital!.id, -weightTotal],
        },
      });
    });
    await setReserve('12345.67');
    ok(await setShare(7777));
    const total = (1_234_567n * 7777n) / 10_000n;
    const started = performance.now();
    const run = ok(await runNow());
    const seconds = (performance.now() - started) / 1000;
    assert.equal(run.total, formatAmount(total, 'INR'));
    assert.equal(run.weightTotal, formatAmount(weightTotal, 'INR'));
    const rows = await queryRows<{ member_id: unknown; weight: unknown; amount: unknown }>(
      em,
      'select member_id, weight, amount from dividend_payout where run_id = ?',
      [run.id],
    );
    assert.equal(rows.length, run.members);
    assert.equal(
      rows.reduce((acc, row) => acc + toBigInt(row.amount), 0n),
      total,
    );
    for (const row of rows) {
      const weight = weightOf(Number(row.member_id));
      assert.equal(toBigInt(row.weight), weight);
      const scaled = toBigInt(row.amount) * weightTotal - total * weight;
      assert.ok(scaled > -weightTotal && scaled < weightTotal);
    }
    // Every member with a part has it on their balance, in one journal entry.
    const [credited] = await queryRows<{ n: unknown; total: unknown }>(
      em,
      `select count(*) as n, sum(l.amount) as total from journal_line l join ledger_account a on a.id = l.account_id
       where l.entry_id = ? and a.kind = 'balance'`,
      [run.entryId],
    );
    assert.equal(Number(credited?.n), run.members);
    assert.equal(toBigInt(credited?.total), total);
    await assertLedgerClean(server.orm);
    t.diagnostic(`${count} members paid in ${seconds.toFixed(2)} s (${dialectOf(server.config)})`);
  });
});
