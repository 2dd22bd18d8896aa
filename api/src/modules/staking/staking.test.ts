import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount, type MoneyAsset as Asset } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { DAY_MS } from '../fund/fund-split.ts';
import { stakingAdminCommands } from './staking-admin-cli.ts';
import { createStakingPlanService, type NewPlan } from './staking-plan.service.ts';
import { createStakingSettler, type StakingRun } from './staking-settlement.service.ts';
import type {
  AdminStake,
  AdminStakingPlan,
  Stake,
  StakeEstimate,
  StakeRecordsPage,
  StakingPlan,
} from './staking.contract.ts';

const PAY = '246810';
const clock = manualClock('2026-03-02T10:00:00Z');
const MINUTE = 60_000;

describe('staking', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  const plans = createStakingPlanService({ clock });
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(() => server.close());

  const settler = (options: { batchSize?: number; afterBatch?: (run: StakingRun) => void } = {}) =>
    createStakingSettler({ dialect: dialectOf(server.config), clock, ...options });
  const pass = () => settler().runPass(server.orm.em);

  let planCount = 0;
  async function plan(overrides: Partial<NewPlan> = {}, pool = '100000') {
    planCount += 1;
    const asset = overrides.asset ?? 'INR';
    const id = await plans.create(
      server.orm.em.fork(),
      {
        name: {
          'en-us': `Test plan ${planCount}`,
          'zh-cn': `测试计划${planCount}`,
          'hi-in': `टेस्ट योजना ${planCount}`,
        },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        asset,
        termDays: 3,
        annualRateBps: 3650,
        minimum: parseAmount('100', asset),
        maximum: parseAmount('1000', asset),
        totalCap: parseAmount('100000', asset),
        claimWindowDays: 7,
        status: 'open',
        ...overrides,
      },
      'cli:test',
    );
    if (pool !== '0') await topUp(id, asset, pool);
    return id;
  }

  const topUp = (planId: number, asset: Asset, amount: string) =>
    server.orm.em.fork().transactional((tx) =>
      ledger.post(tx, {
        type: 'pool_fund',
        actor: 'test',
        lines: [
          { account: capitalAccount(asset), amount: -parseAmount(amount, asset) },
          { account: platformAccount('staking_pool', asset, planId), amount: parseAmount(amount, asset) },
        ],
      }),
    );

  const member = () => buildMember(server, { balance: '10000.00', usdt: '1000', paymentPassword: true });

  const stake = (who: TestMember, body: Record<string, unknown>, options: { lang?: string } = {}) =>
    server.post<{ stake: Stake; summary: WalletSummary }>('/api/Staking/stake', {
      lang: options.lang ?? 'en-us',
      headers: { token: who.token, 'Idempotency-Key': randomUUID() },
      json: { paymentPassword: PAY, agree: 1, ...body },
    });

  const act = (
    who: TestMember,
    action: 'claim' | 'continue' | 'autocompound',
    body: Record<string, unknown>,
  ) =>
    server.post<{ stake: Stake; summary?: WalletSummary }>(`/api/Staking/${action}`, {
      lang: 'en-us',
      headers: { token: who.token, 'Idempotency-Key': randomUUID() },
      json: body,
    });

  const record = async (who: TestMember, id: number) => {
    const answer = await server.get<Stake>('/api/Staking/record', {
      headers: { token: who.token },
      lang: 'en-us',
      query: { id },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };

  const balances = (memberId: number, asset: Asset, planId?: number) =>
    ledger.balancesOf(server.orm.em.fork(), [
      asset === 'INR' ? memberAccount(memberId, 'balance') : memberAccount(memberId, 'usdt'),
      memberAccount(memberId, 'staking', asset),
      ...(planId === undefined ? [] : [platformAccount('staking_pool', asset, planId)]),
    ]);

  const staked = async (planId: number) => (await plans.get(server.orm.em.fork(), planId)).staked;

  const incomeRows = async (stakeId: number) =>
    queryRows<{ term: unknown; day: unknown; state: string; amount: unknown }>(
      server.orm.em.fork(),
      'select term, day, state, amount from stake_income where stake_id = ? order by term, day',
      [stakeId],
    );

  const entriesOf = async (type: string) =>
    Number(
      (
        await queryRows<{ n: unknown }>(
          server.orm.em.fork(),
          'select count(*) as n from journal_entry where type = ?',
          [type],
        )
      )[0]!.n,
    );

  /** An operator command in this process, on the test clock. */
  async function admin(name: string, args: string[] = []) {
    const printed: string[] = [];
    await stakingAdminCommands[name]!.run(args, {
      orm: server.orm,
      config: server.config,
      clock,
      actor: systemActor('cli:test'),
      print: (line) => printed.push(line),
    });
    return printed.join('\n');
  }

  it('lists the demo plans publicly, open first, and estimates a term in the plan asset', async () => {
    const list = await server.get<{ list: StakingPlan[]; total: number }>('/api/Staking/plans', {
      lang: 'zh-cn',
    });
    assert.equal(list.httpStatus, 200, list.body.msg);
    const assets = list.body.data.list.map((p) => p.asset);
    assert.ok(assets.includes('INR') && assets.includes('USDT'), 'an INR and a USDT demo plan');
    const inr = list.body.data.list.find((p) => p.asset === 'INR')!;
    assert.match(inr.name, /卢比/);
    assert.equal(inr.annualRatePercent, '12.00');

    const estimate = await server.get<StakeEstimate>('/api/Staking/estimate', {
      query: { plan_id: inr.id, amount: '1000.00' },
    });
    assert.equal(estimate.httpStatus, 200, estimate.body.msg);
    // ⌊100000 × 1200 ÷ 3650000⌋ = 32 paise a day, 30 days.
    assert.equal(estimate.body.data.dailyIncome, '0.32');
    assert.equal(estimate.body.data.termIncome, '9.60');

    const usdt = list.body.data.list.find((p) => p.asset === 'USDT')!;
    const tooFine = await server.get('/api/Staking/estimate', {
      lang: 'en-us',
      query: { plan_id: usdt.id, amount: '1.0000001' },
    });
    assert.equal(tooFine.httpStatus, 422);
    await assertLedgerClean(server.orm);
  });

  it('stakes within the plan limits and decimals, moving the balance or USDT into the staking account', async () => {
    const inrPlan = await plan({ totalCap: parseAmount('1500', 'INR') });
    const usdtPlan = await plan({ asset: 'USDT' });
    const alice = await member();

    const refused = async (body: Record<string, unknown>, status: number, msg: RegExp, lang = 'en-us') => {
      const before = await balances(alice.id, 'INR', inrPlan);
      const answer = await stake(alice, body, { lang });
      assert.equal(answer.httpStatus, status, `${JSON.stringify(body)}: ${answer.body.msg}`);
      assert.match(answer.body.msg, msg);
      assert.deepEqual(await balances(alice.id, 'INR', inrPlan), before, 'nothing moved');
    };
    await refused({ plan_id: inrPlan, amount: '99.99' }, 422, /minimum stake is 100\.00 INR/);
    await refused({ plan_id: inrPlan, amount: '99.99' }, 422, /न्यूनतम स्टेक 100\.00 INR/, 'hi-in');
    await refused({ plan_id: inrPlan, amount: '1000.01' }, 422, /最高质押金额为 1000\.00 INR/, 'zh-cn');
    await refused({ plan_id: inrPlan, amount: '100.001' }, 422, /decimal/i);
    await refused(
      { plan_id: inrPlan, amount: '500.00', paymentPassword: '111111' },
      422,
      /payment password/i,
    );
    await refused({ plan_id: inrPlan, amount: '500.00', agree: 0 }, 422, /agree/i);

    const first = await stake(alice, { plan_id: inrPlan, amount: '1000.00' });
    assert.equal(first.httpStatus, 200, first.body.msg);
    assert.equal(first.body.data.stake.principal, '1000.00');
    assert.equal(first.body.data.stake.state, 'in_progress');
    assert.equal(first.body.data.stake.stakeNo, `ST${String(first.body.data.stake.id).padStart(8, '0')}`);
    // ⌊100000 × 3650 ÷ 3650000⌋ = 100 paise a day, 3 days.
    assert.equal(first.body.data.stake.expectedIncome, '3.00');
    assert.equal(first.body.data.summary.stakedInr, '1000.00');
    assert.deepEqual(await balances(alice.id, 'INR'), [900_000n, 100_000n]);
    assert.equal(await staked(inrPlan), 100_000n);
    await refused({ plan_id: inrPlan, amount: '600.00' }, 422, /Only 500\.00 INR can still be staked/);

    const usdt = await stake(alice, { plan_id: usdtPlan, amount: '100.123456' });
    assert.equal(usdt.httpStatus, 200, usdt.body.msg);
    assert.equal(usdt.body.data.stake.principal, '100.123456');
    assert.deepEqual(await balances(alice.id, 'USDT'), [899_876_544n, 100_123_456n]);
    const fine = await stake(alice, { plan_id: usdtPlan, amount: '100.1234567' });
    assert.equal(fine.httpStatus, 422);

    await admin('staking:status', ['--plan', String(inrPlan), '--status', 'closed', '--reason', 'test']);
    await refused({ plan_id: inrPlan, amount: '100.00' }, 422, /closed/);
    await assertLedgerClean(server.orm);
  });

  it('pays each day once with two runners at once, and a pass stopped half way resumes without paying twice', async () => {
    const planId = await plan();
    const members = await Promise.all([member(), member(), member()]);
    const ids: number[] = [];
    for (const who of members) {
      const answer = await stake(who, { plan_id: planId, amount: '365.00' });
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      ids.push(answer.body.data.stake.id);
    }
    clock.advance(DAY_MS + MINUTE);
    await Promise.all([pass(), pass()]);
    for (const id of ids)
      assert.deepEqual(
        (await incomeRows(id)).map((row) => Number(row.day)),
        [1],
      );
    // 36500 × 3650 ÷ 3650000 = 36.5 → 36 paise a day.
    assert.deepEqual(await balances(members[0]!.id, 'INR'), [963_500n, 36_536n]);

    clock.advance(DAY_MS);
    let stopped = false;
    const stopping = settler({
      batchSize: 1,
      afterBatch: () => {
        stopped = true;
        throw new Error('stopped');
      },
    });
    await assert.rejects(stopping.runPass(server.orm.em), /stopped/);
    assert.ok(stopped);
    const days = async () => Promise.all(ids.map(async (id) => (await incomeRows(id)).length));
    // The stopped batch was one stake's day (this test's or an earlier one's), committed.
    assert.ok((await days()).reduce((a, b) => a + b) <= 4);
    await Promise.all([pass(), pass()]);
    assert.deepEqual(await days(), [2, 2, 2]);
    const detail = await record(members[1]!, ids[1]!);
    assert.equal(detail.income, '0.72');
    await assertLedgerClean(server.orm);
  });

  it('leaves income pending while the pool is short and pays it, oldest first, once topped up', async () => {
    const planId = await plan({ termDays: 2 }, '0');
    const bob = await member();
    const made = await stake(bob, { plan_id: planId, amount: '1000.00' });
    const id = made.body.data.stake.id;
    clock.advance(DAY_MS + MINUTE);
    const run = await pass();
    assert.ok(run.pending >= 1);
    assert.deepEqual(
      (await incomeRows(id)).map((row) => row.state),
      ['pending'],
    );
    assert.deepEqual(await balances(bob.id, 'INR'), [900_000n, 100_000n]);
    const view = await record(bob, id);
    assert.equal(view.pendingIncome, '1.00');
    assert.equal(view.income, '0.00');

    const finance = await signedInOperator(server, 'finance');
    const overview = await server.get<{ list: AdminStakingPlan[] }>('/api/Admin/staking/plans', {
      headers: { 'operator-token': finance.token },
    });
    const mine = overview.body.data.list.find((p) => p.id === planId)!;
    assert.equal(mine.pendingIncome, '1.00');
    assert.equal(mine.owedToEndOfTerms, '2.00');
    assert.equal(mine.shortfall, '2.00');
    assert.equal(mine.counts.in_progress, 1);

    clock.advance(DAY_MS);
    await pass();
    assert.equal((await record(bob, id)).state, 'completed', 'the term is over, its income waits');
    const again = await signedInOperator(server, 'finance');
    const topped = await server.post('/api/Admin/pool/fund', {
      headers: { 'operator-token': again.token, 'Idempotency-Key': randomUUID() },
      json: {
        account: `staking_pool:${planId}`,
        asset: 'INR',
        amount: '1.50',
        memo: 'top up',
        reason: 'test',
      },
    });
    assert.equal(topped.body.status, 1, topped.body.msg);
    await pass();
    assert.deepEqual(
      (await incomeRows(id)).map((row) => row.state),
      ['paid', 'pending'],
      'the oldest day paid, as far as the pool covers',
    );
    await topUp(planId, 'INR', '10');
    await pass();
    const done = await record(bob, id);
    assert.equal(done.state, 'claimable');
    assert.equal(done.income, '2.00');
    assert.deepEqual(await balances(bob.id, 'INR'), [900_000n, 100_200n]);
    await assertLedgerClean(server.orm);
  });

  it('claims a claimable stake: principal and income back, refusing one not claimable and moving nothing', async () => {
    const planId = await plan({ termDays: 2 });
    const carol = await member();
    const made = await stake(carol, { plan_id: planId, amount: '1000.00' });
    const id = made.body.data.stake.id;

    const before = await balances(carol.id, 'INR', planId);
    const early = await act(carol, 'claim', { stake_id: id, paymentPassword: PAY });
    assert.equal(early.httpStatus, 422);
    assert.match(early.body.msg, /cannot be claimed/);
    assert.deepEqual(await balances(carol.id, 'INR', planId), before);
    const early2 = await act(carol, 'continue', { stake_id: id });
    assert.equal(early2.httpStatus, 422);

    clock.advance(2 * DAY_MS + MINUTE);
    await pass();
    const claimable = await record(carol, id);
    assert.equal(claimable.state, 'claimable');
    assert.equal(claimable.claimDeadline, new Date(Date.parse(claimable.endAt) + 7 * DAY_MS).toISOString());

    const wrong = await act(carol, 'claim', { stake_id: id, paymentPassword: '111111' });
    assert.equal(wrong.httpStatus, 422);
    assert.equal((await record(carol, id)).state, 'claimable');

    const claims = await entriesOf('stake_claim');
    const claimed = await act(carol, 'claim', { stake_id: id, paymentPassword: PAY });
    assert.equal(claimed.httpStatus, 200, claimed.body.msg);
    assert.equal(claimed.body.data.stake.state, 'claimed');
    assert.equal(claimed.body.data.stake.paidOut, '1002.00');
    assert.equal(await entriesOf('stake_claim'), claims + 1);
    assert.deepEqual(await balances(carol.id, 'INR'), [1_000_200n, 0n]);
    assert.equal(await staked(planId), 0n);
    const again = await act(carol, 'claim', { stake_id: id, paymentPassword: PAY });
    assert.equal(again.httpStatus, 422);

    const page = await server.get<StakeRecordsPage>('/api/Staking/records', {
      headers: { token: carol.token },
      query: { state: 'claimed' },
    });
    assert.equal(page.body.data.total, 1);
    assert.equal(page.body.data.counts.claimed, 1);
    assert.equal(page.body.data.list[0]!.id, id);
    await assertLedgerClean(server.orm);
  });

  it('continues a claimable stake: its income to the balance, a new term with the principal at the current rate', async () => {
    const planId = await plan({ termDays: 2 });
    const dave = await member();
    const id = (await stake(dave, { plan_id: planId, amount: '1000.00' })).body.data.stake.id;
    clock.advance(2 * DAY_MS + MINUTE);
    await pass();
    const continued = await act(dave, 'continue', { stake_id: id });
    assert.equal(continued.httpStatus, 200, continued.body.msg);
    const next = continued.body.data.stake;
    assert.equal(next.state, 'in_progress');
    assert.equal(next.term, 2);
    assert.equal(next.principal, '1000.00');
    assert.equal(next.totalIncome, '2.00');
    assert.equal(next.income, '0.00');
    assert.deepEqual(await balances(dave.id, 'INR'), [900_200n, 100_000n]);
    assert.equal(await staked(planId), 100_000n);
    clock.advance(DAY_MS + MINUTE);
    await pass();
    assert.deepEqual(
      (await incomeRows(id)).map((row) => `${Number(row.term)}:${Number(row.day)}`),
      ['1:1', '1:2', '2:1'],
    );
    await assertLedgerClean(server.orm);
  });

  it('continues by itself with auto-compounding on (principal + income); off, the stake becomes claimable', async () => {
    const planId = await plan({ termDays: 2 });
    const erin = await member();
    const on = (await stake(erin, { plan_id: planId, amount: '1000.00', autoCompound: 1 })).body.data.stake;
    assert.equal(on.autoCompound, true);
    const off = (await stake(erin, { plan_id: planId, amount: '500.00' })).body.data.stake;
    const toggled = await act(erin, 'autocompound', { stake_id: off.id, on: 1 });
    assert.equal(toggled.body.data.stake.autoCompound, true);
    const untoggled = await act(erin, 'autocompound', { stake_id: off.id, on: 0 });
    assert.equal(untoggled.body.data.stake.autoCompound, false);

    const before = await balances(erin.id, 'INR');
    clock.advance(2 * DAY_MS + MINUTE);
    const run = await pass();
    assert.ok(run.compounded >= 1);
    const compounded = await record(erin, on.id);
    assert.equal(compounded.state, 'in_progress');
    assert.equal(compounded.term, 2);
    assert.equal(compounded.principal, '1002.00');
    assert.equal(compounded.totalIncome, '2.00');
    assert.equal(compounded.startAt, on.endAt, 'the new term starts where the last ended');
    assert.equal((await record(erin, off.id)).state, 'claimable');
    assert.deepEqual(
      await balances(erin.id, 'INR'),
      [before[0], before[1]! + 200n + 100n],
      'no money moved out',
    );
    assert.equal(await staked(planId), 100_200n + 50_000n);
    await assertLedgerClean(server.orm);
  });

  it('pays back a claimable stake past its window by itself (expired)', async () => {
    const planId = await plan({ termDays: 1, claimWindowDays: 2 });
    const fay = await member();
    const id = (await stake(fay, { plan_id: planId, amount: '1000.00' })).body.data.stake.id;
    clock.advance(DAY_MS + MINUTE);
    await pass();
    assert.equal((await record(fay, id)).state, 'claimable');
    clock.advance(2 * DAY_MS);
    const run = await pass();
    assert.ok(run.expired >= 1);
    const expired = await record(fay, id);
    assert.equal(expired.state, 'expired');
    assert.equal(expired.paidOut, '1001.00');
    assert.deepEqual(await balances(fay.id, 'INR'), [1_000_100n, 0n]);
    assert.equal(await staked(planId), 0n);
    await assertLedgerClean(server.orm);
  });

  it("answers 404 for another member's stake on every route, moving nothing", async () => {
    const planId = await plan({ termDays: 1 });
    const [owner, intruder] = [await member(), await member()];
    const id = (await stake(owner, { plan_id: planId, amount: '1000.00' })).body.data.stake.id;
    clock.advance(DAY_MS + MINUTE);
    await pass();
    const before = [await balances(owner.id, 'INR', planId), await balances(intruder.id, 'INR')];
    const calls = [
      server.get('/api/Staking/record', { headers: { token: intruder.token }, lang: 'en-us', query: { id } }),
      act(intruder, 'claim', { stake_id: id, paymentPassword: PAY }),
      act(intruder, 'continue', { stake_id: id }),
      act(intruder, 'autocompound', { stake_id: id, on: 1 }),
    ];
    for (const answer of await Promise.all(calls)) {
      assert.equal(answer.httpStatus, 404);
      assert.equal(answer.body.msg, 'This stake does not exist');
    }
    assert.deepEqual([await balances(owner.id, 'INR', planId), await balances(intruder.id, 'INR')], before);
    assert.equal((await record(owner, id)).autoCompound, false);
    await assertLedgerClean(server.orm);
  });

  it('lets operators create, update, open and close plans (audited) and list stakes; the CLI does the same', async () => {
    const finance = await signedInOperator(server, 'finance');
    const headers = { 'operator-token': finance.token };
    const created = await server.post<AdminStakingPlan>('/api/Admin/staking/plans/create', {
      headers,
      json: {
        name: { 'hi-in': 'हि', 'en-us': 'Ops plan', 'zh-cn': '运营' },
        description: { 'hi-in': 'हि', 'en-us': 'Ops', 'zh-cn': '运营' },
        asset: 'USDT',
        termDays: 10,
        annualRatePercent: '9.50',
        minimum: '1.5',
        maximum: '100',
        totalCap: '1000',
        claimWindowDays: 3,
        reason: 'launch',
      },
    });
    assert.equal(created.httpStatus, 200, created.body.msg);
    assert.equal(created.body.data.minimum, '1.500000');
    assert.equal(created.body.data.annualRatePercent, '9.50');
    const planId = created.body.data.id;
    const badMoney = await server.post('/api/Admin/staking/plans/update', {
      headers,
      json: { planId, minimum: '200', reason: 'x' },
    });
    assert.equal(badMoney.httpStatus, 422);
    const updated = await server.post<AdminStakingPlan>('/api/Admin/staking/plans/update', {
      headers,
      json: { planId, termDays: 20, reason: 'longer' },
    });
    assert.equal(updated.body.data.termDays, 20);
    const closed = await server.post<AdminStakingPlan>('/api/Admin/staking/plans/status', {
      headers,
      json: { planId, status: 'closed', reason: 'pause' },
    });
    assert.equal(closed.body.data.status, 'closed');
    const [audit] = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      "select count(*) as n from operator_action where action like 'staking_plan_%' and actor = ?",
      [`operator:${finance.operator.username}`],
    );
    assert.equal(Number(audit!.n), 3);

    const printed = await admin('staking:create', [
      '--name-en',
      'CLI plan',
      '--name-hi',
      'सीएलआई',
      '--name-zh',
      '命令行',
      '--asset',
      'INR',
      '--term-days',
      '30',
      '--annual-percent',
      '12',
      '--minimum',
      '100',
      '--maximum',
      '100000',
      '--cap',
      '10000000',
      '--claim-window-days',
      '7',
    ]);
    const cliPlan = Number(/#(\d+)/.exec(printed)![1]);
    assert.equal((await plans.get(server.orm.em.fork(), cliPlan)).annualRateBps, 1200);
    assert.match(await admin('staking:list'), /CLI plan \[open\]/);
    await assert.rejects(
      admin('staking:status', ['--plan', String(cliPlan), '--status', 'closed']),
      /reason/,
    );

    const stakes = await server.get<{ list: AdminStake[]; total: number }>('/api/Admin/staking/stakes', {
      headers,
      query: { state: 'claimed' },
    });
    assert.equal(stakes.httpStatus, 200, stakes.body.msg);
    assert.ok(stakes.body.data.total >= 1);
    assert.ok(stakes.body.data.list.every((s) => s.state === 'claimed' && s.memberAccount.includes('@')));
    await assertLedgerClean(server.orm);
  });
});
