import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { createVipService } from '../vip/vip.service.ts';
import { createChallengeSettler } from './challenge-settlement.service.ts';
import type {
  AdminChallenge,
  AdminChallengeList,
  AdminChallengeResults,
  ChallengeList,
  ChallengeView,
} from './challenge.contract.ts';
import { createChallengeService, type NewChallenge } from './challenge.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock('2027-03-01T06:00:00Z');
const REFUSED = {
  'en-us': 'user does not currently meet the application requirements',
  'hi-in': 'उपयोगकर्ता अभी आवेदन की शर्तें पूरी नहीं करता है',
  'zh-cn': '用户当前不满足申请条件',
};

describe('promotion challenges', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  let challenges: ReturnType<typeof createChallengeService>;
  let settler: ReturnType<typeof createChallengeSettler>;
  const logs: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );

  before(async () => {
    server = await startTestServer({ clock, env: { SESSION_TTL_DAYS: '365' } });
    const dialect = dialectOf(server.config);
    ledger = createLedgerService({ dialect, clock });
    challenges = createChallengeService({
      clock,
      dialect,
      levelOf: createVipService({ clock, dialect }).levelOf,
    });
    settler = createChallengeSettler({ clock, dialect, ledger });
  });
  after(async () => {
    await assertLedgerClean(server.orm);
    await server.close();
  });

  const em = () => server.orm.em.fork();
  let made = 0;
  /** A challenge from now for a week: VIP1, ₹1,000 invested and one referral, ₹100 reward. */
  async function challenge(overrides: Partial<NewChallenge> = {}): Promise<number> {
    made += 1;
    const now = clock.now();
    return challenges.create(
      em(),
      {
        title: { 'en-us': `Challenge ${made}`, 'hi-in': `चुनौती ${made}`, 'zh-cn': `挑战 ${made}` },
        description: { 'en-us': 'Invest and invite', 'hi-in': 'निवेश करें, आमंत्रित करें', 'zh-cn': '投资并邀请' },
        startsAt: now,
        endsAt: new Date(now.getTime() + 7 * DAY),
        minVipLevel: 1,
        minInvested: 100_000n,
        minReferrals: 1,
        reward: 10_000n,
        ...overrides,
      },
      { actor: 'cli:test', reason: 'test' },
    );
  }
  /** The member's VIP level, where the VIP module keeps it. */
  const setLevel = (who: TestMember, level: number) =>
    runStatement(em(), 'update member set vip_level = ? where id = ?', [level, who.id]);
  const as = (who: TestMember, lang = 'en-us') => ({ headers: { token: who.token }, lang });
  const apply = (who: TestMember, id: number, lang = 'en-us') =>
    server.post<ChallengeView>('/api/Challenge/apply', { ...as(who, lang), json: { id } });
  const list = async (who: TestMember, lang = 'en-us') => {
    const answer = await server.get<ChallengeList>('/api/Challenge/list', as(who, lang));
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data.list;
  };
  const viewOf = async (who: TestMember, id: number) => (await list(who)).find((c) => c.id === id);
  const entries = async (id: number) =>
    queryRows<{ member_id: unknown; outcome: string | null; reward_entry_id: unknown }>(
      em(),
      'select member_id, outcome, reward_entry_id from challenge_entry where challenge_id = ? order by member_id',
      [id],
    );
  const balance = async (who: TestMember) =>
    (await ledger.balancesOf(em(), [memberAccount(who.id, 'balance')]))[0]!;
  const promotions = async () => (await ledger.balancesOf(em(), [platformAccount('promotions', 'INR')]))[0]!;
  const rewardEntries = async (id: number) =>
    queryRows<{ idempotency_key: string }>(
      em(),
      "select idempotency_key from journal_entry where type = 'challenge_reward' and idempotency_key like ? order by idempotency_key",
      [`challenge_reward:${id}:%`],
    );
  /** What the member invests now: a fund purchase from the balance, as the ledger records one. */
  const invest = (who: TestMember, paise: bigint) =>
    em().transactional((tx) =>
      ledger.post(tx, {
        type: 'fund_purchase',
        actor: `member:${who.id}`,
        lines: [
          { account: memberAccount(who.id, 'balance'), amount: -paise },
          { account: memberAccount(who.id, 'locked'), amount: paise },
        ],
      }),
    );
  /** A member `inviter` invited, registered now by the test clock. */
  const refer = async (inviter: TestMember, at = clock.now()) => {
    const friend = await buildMember(server, { inviterId: inviter.id, login: false });
    await runStatement(em(), 'update member set created_at = ? where id = ?', [at, friend.id]);
  };
  const topUpPromotions = (paise: bigint) =>
    em().transactional((tx) =>
      ledger.post(tx, {
        type: 'pool_fund',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -paise },
          { account: platformAccount('promotions', 'INR'), amount: paise },
        ],
      }),
    );

  it('refuses a member below the level with the message in each language, writing nothing; one entry however often they apply', async () => {
    clock.set('2027-03-01T06:00:00Z');
    const id = await challenge({ minVipLevel: 2 });
    const who = await buildMember(server);
    for (const [lang, msg] of Object.entries(REFUSED)) {
      const refused = await apply(who, id, lang);
      assert.equal(refused.httpStatus, 422, lang);
      assert.equal(refused.body.msg, msg);
      assert.deepEqual(refused.body.data, { code: 'requirements_not_met', minVipLevel: 2, vipLevel: 0 });
    }
    assert.deepEqual(await entries(id), []);
    const before = (await viewOf(who, id))!;
    assert.equal(before.phase, 'running');
    assert.equal(before.eligible, false);
    assert.equal(before.entry, null);

    await setLevel(who, 2);
    const applied = await apply(who, id);
    assert.equal(applied.httpStatus, 200, applied.body.msg);
    assert.equal(applied.body.data.entry?.status, 'applied');
    assert.deepEqual(applied.body.data.entry?.progress, { invested: '0.00', referrals: 0 });
    const again = await apply(who, id);
    assert.equal(again.httpStatus, 200, again.body.msg);
    assert.deepEqual(again.body.data, applied.body.data);
    const together = await Promise.all([apply(who, id), apply(who, id), apply(who, id)]);
    assert.deepEqual(
      together.map((answer) => answer.httpStatus),
      [200, 200, 200],
    );
    assert.equal((await entries(id)).length, 1);
    // Unknown callers and unknown challenges.
    assert.equal((await server.post('/api/Challenge/apply', { json: { id } })).httpStatus, 401);
    const missing = await apply(who, 999_999);
    assert.equal(missing.httpStatus, 404);
    assert.equal(missing.body.msg, 'This challenge does not exist');
  });

  it('takes applications only while the challenge runs', async () => {
    clock.set('2027-04-01T06:00:00Z');
    const now = clock.now().getTime();
    const upcoming = await challenge({
      minVipLevel: 0,
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + 3 * DAY),
    });
    const ending = await challenge({ minVipLevel: 0, endsAt: new Date(now + HOUR) });
    const who = await buildMember(server);
    const early = await apply(who, upcoming);
    assert.equal(early.httpStatus, 422);
    assert.equal(early.body.msg, 'This challenge has not started yet: you can apply once it begins');
    assert.deepEqual(early.body.data, { code: 'challenge_not_started' });

    const shown = await list(who);
    const ids = shown.map((c) => c.id);
    assert.ok(ids.indexOf(ending) < ids.indexOf(upcoming), 'running before upcoming');
    assert.equal(shown.find((c) => c.id === upcoming)!.phase, 'upcoming');

    clock.advance(HOUR);
    const late = await apply(who, ending, 'hi-in');
    assert.equal(late.httpStatus, 422);
    assert.equal(late.body.msg, 'यह चुनौती समाप्त हो चुकी है: आवेदन बंद हैं');
    assert.deepEqual(late.body.data, { code: 'challenge_ended' });
    assert.equal((await viewOf(who, ending))!.phase, 'ended');
    clock.advance(DAY);
    assert.equal((await apply(who, upcoming)).httpStatus, 200);
    assert.deepEqual(
      (await entries(upcoming)).map((row) => Number(row.member_id)),
      [who.id],
    );
    assert.deepEqual(await entries(ending), []);
  });

  it('pays nothing while promotions cannot pay every met entrant: the challenge stays unsettled, logged, and is paid once topped up', async () => {
    clock.set('2027-05-01T06:00:00Z');
    await settler.runPass(server.orm.em); // the earlier tests' challenges, with nobody meeting their targets
    const id = await challenge({ minVipLevel: 0, minReferrals: 0, reward: 30_000n });
    const [ana, ben] = [
      await buildMember(server, { balance: '5000.00' }),
      await buildMember(server, { balance: '5000.00' }),
    ];
    for (const who of [ana, ben]) {
      assert.equal((await apply(who, id)).httpStatus, 200);
      await invest(who, 100_000n);
    }
    assert.equal((await viewOf(ana, id))!.entry?.status, 'met');
    const start = await promotions();
    await topUpPromotions(60_000n - start - 1n); // one paisa short of both rewards
    clock.advance(7 * DAY);

    const waits = await settler.runPass(server.orm.em, logger);
    assert.deepEqual(waits, [
      { challengeId: id, settled: false, waiting: true, needed: 60_000n, available: 59_999n },
    ]);
    assert.equal(await promotions(), 59_999n);
    assert.deepEqual([await balance(ana), await balance(ben)], [400_000n, 400_000n]);
    assert.deepEqual(await rewardEntries(id), []);
    assert.ok((await entries(id)).every((row) => row.outcome === null));
    const [state] = await queryRows<{ state: string }>(em(), 'select state from challenge where id = ?', [
      id,
    ]);
    assert.equal(state!.state, 'published');
    const logged = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.challengeId === id);
    assert.equal(
      logged?.msg,
      'challenge settlement waits: promotions cannot pay the rewards (top up promotions)',
    );
    assert.deepEqual([logged?.needed, logged?.available, logged?.level], ['600.00', '599.99', 50]);
    const finance = await signedInOperator(server, 'finance');
    const overview = await server.get<AdminChallengeList>('/api/Admin/challenges', {
      headers: { 'operator-token': finance.token },
    });
    assert.equal(overview.body.data.list.find((c) => c.id === id)?.waiting, true);
    assert.equal(overview.body.data.promotions, '599.99');

    await topUpPromotions(1n);
    const [paid] = await settler.runPass(server.orm.em, logger);
    assert.deepEqual(paid, { challengeId: id, settled: true, entrants: 2, met: 2, paid: 60_000n });
    assert.deepEqual([await balance(ana), await balance(ben)], [430_000n, 430_000n]);
    assert.equal(await promotions(), 0n);
    assert.equal((await viewOf(ben, id))!.entry?.status, 'rewarded');
  });

  it('after the end pays each entrant who met every target once, however often and however many passes run; others get nothing', async () => {
    clock.set('2027-06-01T06:00:00Z');
    const id = await challenge();
    const [met, halfway, idle, outsider] = [
      await buildMember(server, { balance: '5000.00' }),
      await buildMember(server, { balance: '5000.00' }),
      await buildMember(server),
      await buildMember(server, { balance: '5000.00' }),
    ];
    for (const who of [met, halfway, idle, outsider]) await setLevel(who, 1);
    for (const who of [met, halfway, idle]) assert.equal((await apply(who, id)).httpStatus, 200);
    // Registered just before the window: it does not count.
    await refer(halfway, new Date(clock.now().getTime() - 1));
    clock.advance(HOUR);
    await invest(met, 60_000n);
    await invest(met, 40_000n);
    await refer(met);
    await invest(halfway, 150_000n);
    await invest(outsider, 150_000n);
    await refer(outsider);

    const progress = (await viewOf(met, id))!;
    assert.equal(progress.entry?.status, 'met');
    assert.deepEqual(progress.entry?.progress, { invested: '1000.00', referrals: 1 });
    assert.deepEqual(progress.targets, { invested: '1000.00', referrals: 1 });
    assert.equal(progress.reward, '100.00');
    const half = (await viewOf(halfway, id))!;
    assert.deepEqual(
      [half.entry?.status, half.entry?.progress],
      ['applied', { invested: '1500.00', referrals: 0 }],
    );

    // Not yet over: nothing happens.
    await topUpPromotions(100_000n);
    const promotionsBefore = await promotions();
    assert.deepEqual(await settler.runPass(server.orm.em), []);
    assert.deepEqual(await settler.settle(server.orm.em, id), {
      challengeId: id,
      settled: false,
      waiting: false,
    });

    clock.advance(7 * DAY);
    // After the end: a referral of halfway's no longer counts.
    await refer(halfway);
    const balances = async () => Promise.all([met, halfway, idle, outsider].map(balance));
    const before = await balances();
    const passes = [
      ...(await settler.runPass(server.orm.em)),
      ...(await settler.runPass(server.orm.em)),
      ...(await Promise.all([settler.runPass(server.orm.em), settler.runPass(server.orm.em)])).flat(),
    ];
    assert.equal(passes.filter((pass) => pass.settled).length, 1);
    assert.deepEqual(await balances(), [before[0]! + 10_000n, before[1], before[2], before[3]]);
    assert.equal(await promotions(), promotionsBefore - 10_000n);
    assert.deepEqual(
      (await rewardEntries(id)).map((row) => row.idempotency_key),
      [`challenge_reward:${id}:${met.id}`],
    );
    assert.deepEqual(
      (await entries(id)).map((row) => [Number(row.member_id), row.outcome, row.reward_entry_id !== null]),
      [
        [met.id, 'met', true],
        [halfway.id, 'unmet', false],
        [idle.id, 'unmet', false],
      ],
    );
    assert.equal((await viewOf(met, id))!.entry?.status, 'rewarded');
    const judged = (await viewOf(halfway, id))!;
    assert.deepEqual([judged.settled, judged.entry?.status], [true, 'unmet']);
    assert.deepEqual(judged.entry?.progress, { invested: '1500.00', referrals: 0 });
    assert.equal((await viewOf(outsider, id))!.entry, null);

    // The member's balance details name it.
    const details = await server.get<{ list: { type: string; typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      { ...as(met, 'hi-in'), query: { type: 'challenge_reward' } },
    );
    assert.equal(details.httpStatus, 200, details.body.msg);
    assert.deepEqual(
      details.body.data.list.map((line) => [line.type, line.typeLabel, line.amount]),
      [['challenge_reward', 'चुनौती का इनाम', '100.00']],
    );

    // Operators read the results.
    const finance = await signedInOperator(server, 'finance');
    const results = await server.get<AdminChallengeResults>('/api/Admin/challenges/results', {
      headers: { 'operator-token': finance.token },
      query: { id },
    });
    assert.equal(results.httpStatus, 200, results.body.msg);
    assert.equal(results.body.data.total, 3);
    assert.deepEqual(
      results.body.data.list.map((e) => [e.memberId, e.met, e.outcome, e.paid, e.progress.invested]),
      [
        [met.id, true, 'met', '100.00', '1000.00'],
        [halfway.id, false, 'unmet', null, '1500.00'],
        [idle.id, false, 'unmet', null, '0.00'],
      ],
    );
    assert.deepEqual(
      [
        results.body.data.challenge.state,
        results.body.data.challenge.met,
        results.body.data.challenge.rewards,
      ],
      ['settled', 1, '100.00'],
    );
    await assertLedgerClean(server.orm);
  });

  it('lets finance publish challenges (validated, audited with the reason) and read them; other roles are refused', async () => {
    clock.set('2027-08-01T06:00:00Z');
    const finance = await signedInOperator(server, 'finance');
    const support = await signedInOperator(server, 'support');
    const headers = (token: string) => ({ headers: { 'operator-token': token }, lang: 'en-us' });
    const valid = {
      title: { 'hi-in': 'अगस्त चुनौती', 'en-us': 'August challenge', 'zh-cn': '八月挑战' },
      description: { 'hi-in': 'विवरण', 'en-us': 'Details', 'zh-cn': '说明' },
      startsAt: '2027-08-02T00:00:00+05:30',
      endsAt: '2027-08-31T23:59:59+05:30',
      minVipLevel: '2',
      minInvested: '10000',
      minReferrals: '',
      reward: '500',
      reason: 'August campaign',
    };
    const create = (token: string, json: Record<string, unknown>) =>
      server.post<AdminChallenge>('/api/Admin/challenges', { ...headers(token), json });

    for (const call of [
      create(support.token, valid),
      server.get('/api/Admin/challenges', headers(support.token)),
      server.get('/api/Admin/challenges/results', { ...headers(support.token), query: { id: 1 } }),
    ])
      assert.equal((await call).httpStatus, 403);
    assert.equal((await server.get('/api/Admin/challenges', { lang: 'en-us' })).httpStatus, 401);

    for (const [change, msg] of [
      [{ endsAt: '2027-08-01T00:00:00+05:30' }, 'The challenge must end after it starts'],
      [
        { startsAt: '2027-07-01T00:00:00Z', endsAt: '2027-07-31T00:00:00Z' },
        "The challenge's window must be in the future or running now",
      ],
      [{ reward: '0' }, 'The reward must be an amount greater than zero, with at most 2 decimals'],
      [
        { minInvested: '0', minReferrals: '0' },
        'Set at least one target: an amount to invest or a number of new referrals',
      ],
      [
        { startsAt: '2027-08-02 10:00' },
        'Please give the time with its time zone, e.g. 2026-12-01T10:00+05:30',
      ],
      [{ minVipLevel: '6' }, 'The VIP level must be a whole number from 0 to 5'],
      [{ reason: '' }, 'Please enter the reason'],
    ] as const) {
      const refused = await create(finance.token, { ...valid, ...change });
      assert.equal(refused.httpStatus, 422, JSON.stringify(change));
      assert.equal(refused.body.msg, msg);
    }
    assert.equal(
      (await queryRows(em(), "select id from challenge where title_en_us = 'August challenge'")).length,
      0,
    );

    const created = await create(finance.token, valid);
    assert.equal(created.httpStatus, 200, created.body.msg);
    assert.deepEqual(
      {
        ...created.body.data,
        id: 0,
      },
      {
        id: 0,
        title: valid.title,
        description: valid.description,
        startsAt: '2027-08-01T18:30:00.000Z',
        endsAt: '2027-08-31T18:29:59.000Z',
        phase: 'upcoming',
        state: 'published',
        settledAt: null,
        minVipLevel: 2,
        minInvested: '10000.00',
        minReferrals: 0,
        reward: '500.00',
        entrants: 0,
        met: 0,
        rewards: '0.00',
        waiting: false,
      },
    );
    const [audit] = await queryRows<{ actor: string; reason: string; detail: string }>(
      em(),
      "select actor, reason, detail from operator_action where action = 'challenge_create' and actor like 'operator:%'",
    );
    assert.equal(audit?.actor, `operator:${finance.operator.username}`);
    assert.equal(audit?.reason, 'August campaign');
    assert.equal((JSON.parse(audit!.detail) as { challengeId: number }).challengeId, created.body.data.id);
    const all = await server.get<AdminChallengeList>('/api/Admin/challenges', headers(finance.token));
    assert.equal(all.body.data.list[0]!.id, created.body.data.id);

    // A member sees it in their language; the CLI lists it and publishes the same way.
    const who = await buildMember(server);
    const shown = (await list(who, 'zh-cn')).find((c) => c.id === created.body.data.id)!;
    assert.deepEqual(
      [shown.title, shown.phase, shown.targets],
      ['八月挑战', 'upcoming', { invested: '10000.00', referrals: null }],
    );
    const printed = await runAdminCommand(server, clock, 'challenges:create', [
      '--title-en',
      'CLI challenge',
      '--title-hi',
      'सीएलआई चुनौती',
      '--title-zh',
      '命令行挑战',
      '--desc-en',
      'd',
      '--desc-hi',
      'd',
      '--desc-zh',
      'd',
      '--starts',
      '2027-08-01T06:00:00Z',
      '--ends',
      '2027-08-08T06:00:00Z',
      '--min-level',
      '0',
      '--min-referrals',
      '3',
      '--reward',
      '50',
      '--reason',
      'cli',
    ]);
    assert.match(printed[0]!, /^challenge #\d+ "CLI challenge": .*VIP0\+, reward 50\.00 INR$/);
    assert.match(
      (await runAdminCommand(server, clock, 'challenges:list', [])).join('\n'),
      /"CLI challenge" running, published: 0 entrant\(s\), 0 met/,
    );
  });
});
