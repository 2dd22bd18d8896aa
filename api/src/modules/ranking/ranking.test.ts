import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { maskName } from '../account/member.presenter.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import type { AdminRankBoard, RankBoard, RankingRecompute } from './ranking.contract.ts';
import { createRankingService, rankValues, weekOf, type RankingService } from './ranking.service.ts';

const PAY = '246810';
const MINUTE = 60_000;
const EVERY = 5 * MINUTE;
// Wednesday 25 November 2026, 11:30 in India: the week began on Monday the 23rd at 00:00 IST.
const clock = manualClock('2026-11-25T06:00:00Z');

describe('rankings', () => {
  let server: TestServer;
  let rankings: RankingService;
  let fundId: number;
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1', SESSION_TTL_DAYS: '365' } });
    // The job's own code, as each process runs it, on the test clock.
    rankings = createRankingService({ clock, dialect: dialectOf(server.config) });
    const funds = await server.get<{ list: { id: number; minimum: string; status: string }[] }>(
      '/api/Fund/list',
      { lang: 'en-us' },
    );
    fundId = funds.body.data.list.find(
      (fund) => fund.status === 'on_sale' && Number(fund.minimum) <= 100,
    )!.id;
  });
  after(async () => {
    await assertLedgerClean(server.orm);
    await server.close();
  });

  /** The job's pass, as the scheduler runs it (a board computed in the last half interval is left alone). */
  const runJob = () => rankings.runPass(server.orm.em, { freshWithinMs: EVERY / 2 });

  const investor = () => buildMember(server, { paymentPassword: PAY, balance: '20000.00' });
  const invest = async (who: TestMember, amount: string) => {
    const bought = await server.post('/api/Fund/purchase', {
      lang: 'en-us',
      headers: { token: who.token, 'Idempotency-Key': randomUUID() },
      json: { fund_id: fundId, amount, paymentPassword: PAY, agree: 1 },
    });
    assert.equal(bought.httpStatus, 200, bought.body.msg);
  };
  /** Registration time, as the clock had it when they registered (the factory stamps real time). */
  const joinedAt = (who: TestMember, at: Date) =>
    runStatement(server.orm.em.fork(), 'update member set created_at = ? where id = ?', [at, who.id]);
  const board = async (who: TestMember, query: Record<string, string>, lang = 'en-us') => {
    const answer = await server.get<RankBoard>('/api/Rank/board', {
      headers: { token: who.token },
      lang,
      query,
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };
  const placesOf = (answer: RankBoard, members: TestMember[]) =>
    members.map((member) => {
      const entry = answer.list.find((row) => row.name === maskName(member.nickname));
      return entry ? [entry.rank, entry.value] : null;
    });

  it('orders by value, equal values by member id, and leaves out members with nothing', () => {
    const ranked = rankValues(
      new Map([
        [7, 500n],
        [3, 900n],
        [9, 500n],
        [4, 0n],
        [2, 500n],
      ]),
    );
    assert.deepEqual(
      ranked.map((entry) => [entry.position, entry.memberId, entry.value]),
      [
        [1, 3, 900n],
        [2, 2, 500n],
        [3, 7, 500n],
        [4, 9, 500n],
      ],
    );
  });

  it('reads the week in India: Monday 00:00 IST to the next Monday, whatever the weekday', () => {
    const week = (at: string) => {
      const span = weekOf(new Date(at));
      return [span.key, span.from!.toISOString(), span.to!.toISOString()];
    };
    const this_ = ['week:2026-11-23', '2026-11-22T18:30:00.000Z', '2026-11-29T18:30:00.000Z'];
    assert.deepEqual(week('2026-11-22T18:30:00Z'), this_); // Monday 00:00 IST
    assert.deepEqual(week('2026-11-25T06:00:00Z'), this_);
    assert.deepEqual(week('2026-11-29T18:29:59.999Z'), this_); // Sunday 23:59:59.999 IST
    assert.deepEqual(week('2026-11-29T18:30:00Z')[0], 'week:2026-11-30');
    assert.deepEqual(week('2026-11-22T18:29:59Z')[0], 'week:2026-11-16'); // Sunday night in India
  });

  it('ranks what members invested this week, names masked, with the caller’s own place', async () => {
    clock.set('2026-11-25T06:00:00Z');
    const [a, b, c, idle] = [await investor(), await investor(), await investor(), await investor()];
    await invest(a, '3000');
    await invest(b, '1000');
    await invest(b, '500');
    await invest(c, '1500'); // level with b: b, registered first, stands before c

    const runs = await runJob();
    assert.deepEqual(
      runs.map((run) => [run.board, run.periodKey, run.outcome]),
      [
        ['invested', 'week:2026-11-23', 'computed'],
        ['team', 'week:2026-11-23', 'computed'],
        ['invested', 'all', 'computed'],
        ['team', 'all', 'computed'],
      ],
    );

    const seen = await board(idle, { board: 'invested', period: 'week' });
    assert.equal(seen.computedAt, '2026-11-25T06:00:00.000Z');
    assert.equal(seen.from, '2026-11-22T18:30:00.000Z');
    assert.equal(seen.to, '2026-11-29T18:30:00.000Z');
    assert.equal(seen.total, 3);
    assert.deepEqual(seen.list, [
      { rank: 1, name: maskName(a.nickname), value: '3000.00' },
      { rank: 2, name: maskName(b.nickname), value: '1500.00' },
      { rank: 3, name: maskName(c.nickname), value: '1500.00' },
    ]);
    assert.match(seen.list[0]!.name, /^m\*\*\*\d$/);
    assert.equal(seen.own, null, 'a member who invested nothing is not on the board');
    assert.deepEqual((await board(c, { board: 'invested', period: 'week' })).own, {
      rank: 3,
      value: '1500.00',
    });
    // The defaults: invested, this week.
    assert.deepEqual((await board(a, {})).own, { rank: 1, value: '3000.00' });
    // All time holds the same so far; nobody has grown a team.
    assert.deepEqual((await board(b, { board: 'invested', period: 'all' })).own, {
      rank: 2,
      value: '1500.00',
    });
    assert.equal((await board(b, { board: 'team', period: 'week' })).total, 0);
  });

  it('ranks team growth over three levels by who joined in the period', async () => {
    // The next week, Tuesday: last week's invested board is not this week's.
    clock.set('2026-12-01T06:00:00Z');
    const root = await buildMember(server);
    const a = await buildMember(server, { inviterId: root.id });
    const b = await buildMember(server, { inviterId: root.id });
    const c = await buildMember(server, { inviterId: a.id });
    const d = await buildMember(server, { inviterId: c.id });
    const e = await buildMember(server, { inviterId: d.id }); // the root's fourth level: not its team
    const early = await buildMember(server, { inviterId: root.id });
    for (const member of [root, a, b, c, d, e]) await joinedAt(member, clock.now());
    await joinedAt(early, new Date('2026-11-20T06:00:00Z')); // joined the week before

    clock.advance(EVERY);
    await runJob();
    const week = await board(b, { board: 'team', period: 'week' });
    assert.deepEqual(placesOf(week, [root, a, c, d, b, e]), [
      [1, '4'], // a, b, c, d
      [2, '3'], // c, d, e
      [3, '2'], // d, e
      [4, '1'], // e
      null,
      null,
    ]);
    assert.equal(week.total, 4);
    assert.equal(week.own, null);
    assert.deepEqual((await board(root, { board: 'team', period: 'week' })).own, { rank: 1, value: '4' });
    // All time counts the one who joined the week before too.
    assert.deepEqual((await board(root, { board: 'team', period: 'all' })).own?.value, '5');
    assert.equal((await board(root, { board: 'invested', period: 'week' })).total, 0);
  });

  it('starts a new week at Monday 00:00 IST: the board is empty until the job runs, then holds only the new week', async () => {
    clock.set('2026-12-06T18:29:00Z'); // Sunday 23:59 in India
    const late = await investor();
    await invest(late, '700');
    await runJob();
    assert.deepEqual((await board(late, { period: 'week' })).own, { rank: 1, value: '700.00' });

    clock.set('2026-12-06T18:30:00Z'); // Monday 00:00 in India, still Sunday in UTC
    const monday = await board(late, { period: 'week' });
    assert.equal(monday.from, '2026-12-06T18:30:00.000Z');
    assert.equal(monday.computedAt, null, 'the new week has not been computed yet');
    assert.deepEqual([monday.list, monday.own, monday.total], [[], null, 0]);

    await runJob();
    assert.equal(
      (await board(late, { period: 'week' })).own,
      null,
      'last week’s investment is not this week’s',
    );
    await invest(late, '200');
    clock.advance(EVERY);
    await runJob();
    assert.deepEqual((await board(late, { period: 'week' })).own, { rank: 1, value: '200.00' });
    assert.equal((await board(late, { period: 'all' })).own?.value, '900.00');

    // A slow pass that read its figures on Sunday night (another process) writes last week, never
    // over this week's board.
    const now = clock.now();
    clock.set('2026-12-06T18:29:30Z');
    await createRankingService({ clock, dialect: dialectOf(server.config) }).runPass(server.orm.em);
    clock.set(now);
    assert.deepEqual((await board(late, { period: 'week' })).own, { rank: 1, value: '200.00' });
    const weeks = async () =>
      (
        await queryRows<{ period: string }>(
          server.orm.em.fork(),
          "select distinct period from ranking_entry where period like 'week:%' order by period",
        )
      ).map((row) => row.period);
    assert.deepEqual(await weeks(), ['week:2026-11-30', 'week:2026-12-07']);
    // The next pass keeps only the current week.
    clock.advance(EVERY);
    await runJob();
    assert.deepEqual(await weeks(), ['week:2026-12-07']);
  });

  it('never computes on a request: what happened after the job shows when it runs again', async () => {
    clock.set('2026-12-09T06:00:00Z');
    const first = await investor();
    await invest(first, '5000');
    await runJob();
    const before = await board(first, { period: 'week' });
    const { computedAt } = before;

    const newcomer = await investor();
    await invest(newcomer, '9000');
    clock.advance(MINUTE);
    const still = await board(newcomer, { period: 'week' });
    assert.equal(still.computedAt, computedAt);
    assert.equal(still.own, null);
    assert.deepEqual(still.list, before.list);

    // A pass a minute later (another process, say) leaves the fresh boards alone.
    assert.ok((await runJob()).every((run) => run.outcome === 'skipped'));
    assert.equal((await board(newcomer, { period: 'week' })).own, null);

    clock.advance(EVERY);
    await runJob();
    const after = await board(newcomer, { period: 'week' });
    assert.deepEqual(after.own, { rank: 1, value: '9000.00' });
    assert.deepEqual((await board(first, { period: 'week' })).own, { rank: 2, value: '5000.00' });
    assert.equal(after.computedAt, clock.now().toISOString());
  });

  it('keeps one board whole when two processes compute at once, and never replaces it with older figures', async () => {
    clock.advance(EVERY);
    const other = createRankingService({ clock, dialect: dialectOf(server.config) });
    const [mine, theirs] = await Promise.all([rankings.runPass(server.orm.em), other.runPass(server.orm.em)]);
    for (let i = 0; i < mine.length; i++)
      assert.ok([mine[i]!.outcome, theirs[i]!.outcome].includes('computed'), `${mine[i]!.board} computed`);
    const counts = await queryRows<{ board: string; period: string; n: unknown; entries: unknown }>(
      server.orm.em.fork(),
      `select e.board, e.period, count(*) as n, b.entries from ranking_entry e
       join ranking_board b on b.board = e.board and b.period = e.period
       group by e.board, e.period, b.entries`,
    );
    for (const row of counts) assert.equal(Number(row.n), Number(row.entries), `${row.board} ${row.period}`);

    // Figures read before the stored ones were (a slow process) do not replace them.
    const stored = await board(await investor(), { period: 'all' });
    clock.set(new Date(Date.parse(stored.computedAt!) - MINUTE));
    const late = await other.runPass(server.orm.em);
    assert.ok(late.every((run) => run.outcome === 'skipped'));
    assert.equal((await board(await investor(), { period: 'all' })).computedAt, stored.computedAt);
    clock.set(new Date(Date.parse(stored.computedAt!) + EVERY));
  });

  it('refuses another board or period with a localized message', async () => {
    const who = await buildMember(server);
    const bad = await server.get('/api/Rank/board', {
      headers: { token: who.token },
      lang: 'hi-in',
      query: { board: 'gold' },
    });
    assert.equal(bad.httpStatus, 422);
    assert.equal(bad.body.msg, 'कृपया निवेश या टीम वृद्धि की रैंकिंग चुनें');
    const period = await server.get('/api/Rank/board', {
      headers: { token: who.token },
      lang: 'en-us',
      query: { period: 'month' },
    });
    assert.equal(period.httpStatus, 422);
    assert.equal(period.body.msg, 'Please choose this week or all time');
    assert.equal((await server.get('/api/Rank/board', { lang: 'en-us' })).httpStatus, 401);
  });

  it('shows operators the board unmasked with ids (support), and recomputes it on request, audited', async () => {
    clock.set('2026-12-16T06:00:00Z');
    const top = await investor();
    await invest(top, '8000');
    const support = await signedInOperator(server, 'support');
    const finance = await signedInOperator(server, 'finance');
    const adminBoard = (token: string, query: Record<string, string | number> = {}) =>
      server.get<AdminRankBoard>('/api/Admin/rankings', {
        headers: { 'operator-token': token },
        lang: 'en-us',
        query: { board: 'invested', period: 'week', ...query },
      });

    // Not computed yet this week: the request does not compute it.
    const before = await adminBoard(support.token);
    assert.equal(before.httpStatus, 200, before.body.msg);
    assert.deepEqual([before.body.data.computedAt, before.body.data.list], [null, []]);

    const recompute = (token: string, body: Record<string, string>, lang = 'en-us') =>
      server.post<RankingRecompute>('/api/Admin/rankings/recompute', {
        headers: { 'operator-token': token },
        lang,
        json: body,
      });
    const refused = await recompute(finance.token, { reason: 'weekly check' });
    assert.equal(refused.httpStatus, 403);
    const blank = await recompute(support.token, { reason: ' ' });
    assert.equal(blank.httpStatus, 422);
    assert.equal(blank.body.msg, 'Please enter the reason');
    assert.equal((await adminBoard(support.token)).body.data.computedAt, null, 'nothing was computed');

    const done = await recompute(support.token, { reason: 'figures for the weekly notice' });
    assert.equal(done.httpStatus, 200, done.body.msg);
    assert.ok(done.body.data.boards.every((run) => run.outcome === 'computed'));
    const [action] = await queryRows<{ actor: string; action: string; reason: string; detail: string }>(
      server.orm.em.fork(),
      "select actor, action, reason, detail from operator_action where action = 'rankings_recompute' order by id desc limit 1",
    );
    assert.deepEqual(
      [action!.actor, action!.reason],
      [`operator:${support.operator.username}`, 'figures for the weekly notice'],
    );
    assert.match(action!.detail, /"periodKey":"week:2026-12-14"/);

    const seen = await adminBoard(support.token, { page: 1, rows: 1 });
    assert.equal(seen.body.data.computedAt, clock.now().toISOString());
    assert.deepEqual(seen.body.data.list, [
      { rank: 1, memberId: top.id, name: top.nickname, value: '8000.00' },
    ]);
    assert.equal((await adminBoard(finance.token)).httpStatus, 403);
    assert.equal(
      (await server.get('/api/Admin/rankings', { headers: { token: top.token }, lang: 'en-us' })).httpStatus,
      401,
      'a member token never opens an operator route',
    );
    const badPeriod = await adminBoard(support.token, { period: 'year' });
    assert.equal(badPeriod.httpStatus, 422);
  });
});
