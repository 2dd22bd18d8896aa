import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows } from '../ledger/sql.ts';
import type { CheckInAnswer, CheckInState } from './checkin.contract.ts';

const PAY = '246810';
const DAY_MS = 86_400_000;
// 23:59:59 in India on 1 April 2026 (UTC+5:30): the next second is 2 April there, still 1 April in UTC.
const clock = manualClock('2026-04-01T18:29:59Z');

describe('check-in', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1', SESSION_TTL_DAYS: '365' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(async () => {
    await assertLedgerClean(server.orm);
    await server.close();
  });

  const as = (who: TestMember, lang = 'en-us') => ({ headers: { token: who.token }, lang });
  const state = async (who: TestMember) => {
    const answer = await server.get<CheckInState>('/api/Checkin/state', as(who));
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };
  const sign = (who: TestMember, lang = 'en-us') =>
    server.post<CheckInAnswer>('/api/Checkin/sign', as(who, lang));
  const makeUp = (who: TestMember, day: string, paymentPassword = PAY, key = randomUUID(), lang = 'en-us') =>
    server.post<CheckInAnswer>('/api/Checkin/makeup', {
      lang,
      headers: { token: who.token, 'Idempotency-Key': key },
      json: { day, paymentPassword },
    });
  const balance = async (who: TestMember) =>
    (await ledger.balancesOf(server.orm.em.fork(), [memberAccount(who.id, 'balance')]))[0]!;
  const feeIncome = async () =>
    (await ledger.balancesOf(server.orm.em.fork(), [platformAccount('fee_income', 'INR')]))[0]!;
  const quotas = (who: TestMember) =>
    queryRows<{ amount: unknown; granted_by: string; expires_at: unknown }>(
      server.orm.em.fork(),
      'select amount, granted_by, expires_at from trial_quota where member_id = ?',
      [who.id],
    );
  const days = (who: TestMember) =>
    queryRows<{ day: string; made_up: unknown; fee: unknown }>(
      server.orm.em.fork(),
      'select day, made_up, fee from checkin_day where member_id = ? order by day',
      [who.id],
    );

  it('counts the day in India: at midnight there a new day begins, whatever the server’s zone', async () => {
    clock.set('2026-04-01T18:29:59Z');
    const who = await buildMember(server);
    assert.equal((await state(who)).today, '2026-04-01');
    const first = await sign(who);
    assert.equal(first.httpStatus, 200, first.body.msg);
    assert.equal(first.body.data.day, '2026-04-01');
    assert.equal(first.body.data.state.runStart, '2026-04-01');
    assert.equal(first.body.data.state.checkedToday, true);

    const again = await sign(who, 'hi-in');
    assert.equal(again.httpStatus, 409);
    assert.equal(again.body.msg, 'इस दिन चेक-इन पहले ही हो चुका है');

    clock.advance(1000); // 00:00:00 on 2 April in India, 18:30 on 1 April in UTC
    const next = await state(who);
    assert.equal(next.today, '2026-04-02');
    assert.equal(next.checkedToday, false);
    assert.equal((await sign(who)).body.data?.day, '2026-04-02');
    assert.deepEqual(
      (await days(who)).map((row) => row.day),
      ['2026-04-01', '2026-04-02'],
    );
    // Unknown callers are refused.
    assert.equal((await server.post('/api/Checkin/sign', { lang: 'en-us' })).httpStatus, 401);
    assert.equal((await server.get('/api/Checkin/state', { lang: 'en-us' })).httpStatus, 401);
  });

  it('two check-ins sent at once count once', async () => {
    clock.set('2026-05-10T06:00:00Z');
    const who = await buildMember(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(who)));
    assert.deepEqual(answers.map((answer) => answer.httpStatus).sort(), [200, 409, 409, 409, 409]);
    assert.equal((await days(who)).length, 1);
  });

  it('makes up a missed day of the run for the fee, once, and refuses every other day with nothing moved', async () => {
    clock.set('2026-06-01T04:00:00Z');
    const who = await buildMember(server, { paymentPassword: PAY, balance: '100.00' });
    assert.equal((await sign(who)).httpStatus, 200);
    clock.advance(3 * DAY_MS); // 4 June: 2 and 3 June missed
    const now = await state(who);
    assert.deepEqual(now.makeUp, ['2026-06-02', '2026-06-03']);
    assert.equal(now.makeUpFee, '10.00');
    const feesBefore = await feeIncome();

    const refusals: [string, number, string, string?][] = [
      ['2026-06-04', 422, 'Only a missed day before today can be made up'],
      ['2026-06-05', 422, 'Only a missed day before today can be made up'],
      ['2026-05-31', 422, 'Only a missed day of the current 30-day run can be made up'],
      ['2026-06-01', 409, 'This day is already checked in'],
      ['2026-02-30', 422, 'Please choose a day of the calendar'],
      ['2026-06-02', 422, 'The payment password is wrong', '000000'],
    ];
    for (const [day, status, msg, password] of refusals) {
      const answer = await makeUp(who, day, password);
      assert.equal(answer.httpStatus, status, `${day}: ${answer.body.msg}`);
      assert.match(answer.body.msg, new RegExp(`^${msg}`), day);
    }
    assert.equal(await balance(who), 10_000n);
    assert.equal(await feeIncome(), feesBefore);
    assert.equal((await days(who)).length, 1);

    const key = randomUUID();
    const made = await makeUp(who, '2026-06-02', PAY, key);
    assert.equal(made.httpStatus, 200, made.body.msg);
    assert.equal(made.body.data.fee, '10.00');
    assert.deepEqual(made.body.data.state.makeUp, ['2026-06-03']);
    const replay = await makeUp(who, '2026-06-02', PAY, key);
    assert.deepEqual(replay.body.data, made.body.data);
    assert.equal(await balance(who), 9_000n);
    assert.equal(await feeIncome(), feesBefore + 1_000n);
    const twice = await makeUp(who, '2026-06-02');
    assert.equal(twice.httpStatus, 409);

    // The other missed day made up twice at once, with two keys: one is paid, the other refused.
    const [one, two] = await Promise.all([makeUp(who, '2026-06-03'), makeUp(who, '2026-06-03')]);
    assert.deepEqual([one.httpStatus, two.httpStatus].sort(), [200, 409]);
    assert.equal(await balance(who), 8_000n);
    assert.equal(await feeIncome(), feesBefore + 2_000n);
    assert.equal((await days(who)).length, 3);

    // A balance short of the fee: refused, nothing kept.
    const poor = await buildMember(server, { paymentPassword: PAY, balance: '5.00' });
    clock.set('2026-06-01T04:00:00Z');
    await sign(poor);
    clock.advance(2 * DAY_MS);
    const short = await makeUp(poor, '2026-06-02');
    assert.equal(short.httpStatus, 422);
    assert.equal(short.body.msg, 'Insufficient balance');
    assert.equal(await balance(poor), 500n);
    assert.equal((await days(poor)).length, 1);
  });

  it('a full run of 30 days earns one trial quota per account, ever; a day after the run starts a new one', async () => {
    clock.set('2026-07-01T03:00:00Z');
    const who = await buildMember(server, { paymentPassword: PAY, balance: '100.00' });
    for (let day = 0; day < 30; day++) {
      if (day !== 10) {
        const answer = await sign(who);
        assert.equal(answer.httpStatus, 200, answer.body.msg);
        assert.equal(answer.body.data.rewarded, false, `day ${day}`);
      }
      if (day < 29) clock.advance(DAY_MS);
    }
    // The last day of the run: 29 days so far; making up the 11th completes it.
    const current = await state(who);
    assert.equal(current.runStart, '2026-07-01');
    assert.deepEqual(current.makeUp, ['2026-07-11']);
    assert.equal(current.rewarded, false);
    const done = await makeUp(who, '2026-07-11');
    assert.equal(done.httpStatus, 200, done.body.msg);
    assert.equal(done.body.data.rewarded, true);
    assert.equal(done.body.data.state.rewarded, true);
    const [quota, ...more] = await quotas(who);
    assert.equal(more.length, 0);
    assert.equal(BigInt(String(quota!.amount)), 100_000n);
    assert.equal(quota!.granted_by, 'checkin');
    // It shows where funds are bought.
    const funds = await server.get<{ list: { id: number }[] }>('/api/Fund/list', { lang: 'en-us' });
    const detail = await server.get<{ trialQuotas: { amount: string }[] }>('/api/Fund/detail', {
      ...as(who),
      query: { id: funds.body.data.list[0]!.id },
    });
    assert.deepEqual(
      detail.body.data.trialQuotas.map((q) => q.amount),
      ['1000.00'],
    );

    // The next day begins a new run; a second full run earns nothing more.
    clock.advance(DAY_MS);
    const next = await state(who);
    assert.equal(next.runStart, null);
    for (let day = 0; day < 30; day++) {
      const answer = await sign(who);
      assert.equal(answer.body.data.state.runStart, '2026-07-31');
      assert.equal(answer.body.data.rewarded, false);
      if (day < 29) clock.advance(DAY_MS);
    }
    assert.equal((await quotas(who)).length, 1);
  });

  it('on the run’s last day, a check-in and a make-up sent at once earn the quota once', async () => {
    clock.set('2026-09-01T03:00:00Z');
    const who = await buildMember(server, { paymentPassword: PAY, balance: '100.00' });
    for (let day = 0; day < 29; day++) {
      if (day !== 5) assert.equal((await sign(who)).httpStatus, 200);
      clock.advance(DAY_MS);
    }
    const [signed, made] = await Promise.all([sign(who), makeUp(who, '2026-09-06')]);
    assert.equal(signed.httpStatus, 200, signed.body.msg);
    assert.equal(made.httpStatus, 200, made.body.msg);
    assert.equal([signed.body.data.rewarded, made.body.data.rewarded].filter(Boolean).length, 1);
    assert.equal((await quotas(who)).length, 1);
  });

  it('finance sets the fee and the reward (audited); others may not; bad values are refused', async () => {
    const finance = await signedInOperator(server, 'finance');
    const support = await signedInOperator(server, 'support');
    const headers = (token: string) => ({ headers: { 'operator-token': token }, lang: 'en-us' });
    const set = (token: string, json: Record<string, unknown>) =>
      server.post('/api/Admin/checkin/settings', { ...headers(token), json });
    assert.equal(
      (await set(support.token, { makeUpFee: '5', rewardAmount: '500', rewardDays: 10 })).httpStatus,
      403,
    );
    for (const [json, msg] of [
      [{ makeUpFee: '-1', rewardAmount: '500', rewardDays: 10 }, /make-up fee/],
      [{ makeUpFee: '5.001', rewardAmount: '500', rewardDays: 10 }, /make-up fee/],
      [{ makeUpFee: '5', rewardAmount: '0', rewardDays: 10 }, /greater than zero/],
      [{ makeUpFee: '5', rewardAmount: '500', rewardDays: 400 }, /1 to 365 days/],
    ] as const) {
      const answer = await set(finance.token, json);
      assert.equal(answer.httpStatus, 422, JSON.stringify(json));
      assert.match(answer.body.msg, msg);
    }
    const saved = await set(finance.token, { makeUpFee: '0', rewardAmount: '500.50', rewardDays: '' });
    assert.equal(saved.httpStatus, 200, saved.body.msg);
    assert.deepEqual(saved.body.data, { makeUpFee: '0.00', rewardAmount: '500.50', rewardDays: null });
    const overview = await server.get<{ settings: unknown; checkedInToday: number }>(
      '/api/Admin/checkin',
      headers(finance.token),
    );
    assert.deepEqual(overview.body.data.settings, saved.body.data);
    const [audit] = await queryRows<{ action: string }>(
      server.orm.em.fork(),
      "select action from operator_action where action = 'checkin_settings'",
    );
    assert.ok(audit);
    const cli = await runAdmin(server, [
      'checkin:settings',
      '--make-up-fee',
      '10',
      '--reward',
      '1000',
      '--reward-days',
      '30',
    ]);
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(
      cli.stdout,
      /make-up fee 10\.00 INR, a full run earns a 1000\.00 INR trial quota for 30 days/,
    );
    assert.equal(
      (
        await runAdmin(server, [
          'checkin:settings',
          '--make-up-fee',
          'x',
          '--reward',
          '1',
          '--reward-days',
          '1',
        ])
      ).code,
      2,
    );
  });
});
