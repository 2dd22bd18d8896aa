import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FundDetail, FundOrder, FundOrderDetail, FundSummary } from './fund.contract.ts';
import type { WalletSummary } from '../../modules/ledger/ledger.contract.ts';
import { seed } from '../../db/migrate.ts';
import { createOrm } from '../../db/orm.ts';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean, fundPool } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { fundAdminCommands } from './fund-admin-cli.ts';
import { createFundSettler, type SettlementRun } from './fund-settlement.service.ts';
import { DAY_MS } from './fund-split.ts';
import { createFundService, type NewFund } from './fund.service.ts';

const PAY = '246810';
const clock = manualClock('2026-03-02T10:00:00Z');
const MINUTE = 60_000;

describe('funds', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  const funds = createFundService({ clock });
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(() => server.close());

  const settler = (options: { batchSize?: number; afterBatch?: () => void } = {}) =>
    createFundSettler({ dialect: dialectOf(server.config), clock, ...options });

  let fundCount = 0;
  async function fund(overrides: Partial<NewFund> = {}, pool = '100000.00') {
    fundCount += 1;
    const id = await funds.create(
      server.orm.em.fork(),
      {
        name: {
          'en-us': `Test fund ${fundCount}`,
          'zh-cn': `测试基金${fundCount}`,
          'hi-in': `टेस्ट फ़ंड ${fundCount}`,
        },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        cycleDays: 3,
        monthlyRateBps: 300,
        minimum: 10_000n,
        maximumPerMember: 10_000_000n,
        totalSize: 100_000_000n,
        status: 'on_sale',
        ...overrides,
      },
      'cli:test',
    );
    if (pool !== '0') await topUp(id, pool);
    return id;
  }

  const topUp = (fundId: number, amount: string) => fundPool(server, fundId, parseAmount(amount, 'INR'));

  const buy = (token: string, body: Record<string, unknown>, options: { key?: string; lang?: string } = {}) =>
    server.post<{ order: FundOrder; summary: WalletSummary }>('/api/Fund/purchase', {
      lang: options.lang ?? 'en-us',
      headers: { token, 'Idempotency-Key': options.key ?? randomUUID() },
      json: { paymentPassword: PAY, agree: 1, ...body },
    });

  const balances = (memberId: number, fundId?: number) =>
    ledger.balancesOf(server.orm.em.fork(), [
      memberAccount(memberId, 'balance'),
      memberAccount(memberId, 'locked'),
      ...(fundId === undefined ? [] : [platformAccount('fund_pool', 'INR', fundId)]),
    ]);

  /**
   * Settles every earlier test's orders to completion (40 days on), so a test's own orders are
   * the only ones in progress. Sessions last 30 days: log in after it.
   */
  async function quiesce() {
    clock.advance(40 * DAY_MS);
    await settler().runPass(server.orm.em);
    const [open] = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      "select count(*) as n from fund_order where state = 'in_progress'",
    );
    assert.equal(Number(open!.n), 0);
  }

  const incomesOf = async (fundId: number) =>
    Number(
      (
        await queryRows<{ n: unknown }>(
          server.orm.em.fork(),
          'select count(*) as n from fund_income where fund_id = ?',
          [fundId],
        )
      )[0]!.n,
    );

  /** An operator command in this process, on the test clock (the spawned CLI runs on real time). */
  async function admin(name: string, args: string[] = []) {
    const printed: string[] = [];
    await fundAdminCommands[name]!.run(args, {
      orm: server.orm,
      config: server.config,
      clock,
      actor: systemActor('cli:test'),
      print: (line) => printed.push(line),
    });
    return printed.join('\n');
  }

  const orderDetail = async (token: string, id: number) => {
    const answer = await server.get<FundOrderDetail>('/api/Order/detail', {
      headers: { token },
      lang: 'en-us',
      query: { id },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };

  it('lists the seeded demo funds in the request language with their k-line', async () => {
    const list = await server.get<{ list: FundSummary[]; total: number }>('/api/Fund/list', {
      lang: 'zh-cn',
      query: { status: 'on_sale' },
    });
    assert.equal(list.httpStatus, 200);
    assert.ok(list.body.data.total >= 4);
    const steady = list.body.data.list.find((f) => f.name === '稳健收益7天基金');
    assert.ok(steady, 'the seeded fund is listed in zh-cn');
    assert.equal(steady.cycleDays, 7);
    assert.equal(steady.monthlyRatePercent, '3.00');
    // The member keeps 45 %: 3.00 % gross is 1.35 % a month for the member.
    assert.equal(steady.memberMonthlyRatePercent, '1.35');
    assert.equal(steady.minimum, '100.00');
    assert.equal(steady.progressPercent, '0.00');
    assert.match(steady.dayIncreaseRate, /^-?\d+\.\d{2}$/);

    const hindi = await server.get<FundDetail>('/api/Fund/detail', { query: { id: steady.id } });
    assert.equal(hindi.body.data.name, 'स्थिर आय 7-दिवसीय फ़ंड');
    assert.deepEqual(hindi.body.data.fees, {
      managementFeePercent: '5',
      platformDividendPercent: '50',
      memberPercent: '45',
    });
    assert.equal(hindi.body.data.myPrincipal, '0.00');
    assert.deepEqual(hindi.body.data.trialQuotas, []);
    assert.match(hindi.body.data.nav!, /^\d+\.\d{4}$/);

    const kline = await server.get<{ list: Record<string, string>; day_increase_rate: string }>(
      '/api/Fund/kline',
      {
        query: { type: 'day', fund_id: steady.id },
      },
    );
    assert.equal(kline.httpStatus, 200);
    const days = Object.keys(kline.body.data.list);
    assert.equal(days.length, 30);
    assert.deepEqual([...days].sort(), days, 'oldest first');
    assert.equal(kline.body.data.day_increase_rate, steady.dayIncreaseRate);
    assert.equal(
      Object.keys(
        (
          await server.get<{ list: object }>('/api/Fund/kline', {
            query: { type: 'all', fund_id: steady.id },
          })
        ).body.data.list,
      ).length,
      90,
    );
    const month = await server.get<{ list: Record<string, string> }>('/api/Fund/kline', {
      query: { type: 'month', fund_id: steady.id },
    });
    assert.ok(Object.keys(month.body.data.list).every((label) => /^\d{4}-\d{2}$/.test(label)));
    const bad = await server.get('/api/Fund/kline', {
      lang: 'en-us',
      query: { type: 'year', fund_id: steady.id },
    });
    assert.equal(bad.httpStatus, 422);
    assert.equal(bad.body.msg, 'Please choose day, week, month or all');
    // The seed runs on every start: once more adds no fund and funds no pool twice.
    const counted = () =>
      queryRows<{ n: unknown; pools: unknown }>(
        server.orm.em.fork(),
        "select (select count(*) from fund) as n, (select count(*) from journal_entry where actor = 'seed') as pools",
      );
    const seeded = await counted();
    await seed(server.orm, clock);
    assert.deepEqual(await counted(), seeded);
    const missing = await server.get('/api/Fund/detail', { lang: 'en-us', query: { id: 999_999 } });
    assert.equal(missing.httpStatus, 404);
    assert.equal(missing.body.msg, 'This fund does not exist');
  });

  it('estimates income before purchase', async () => {
    const fundId = await fund({ cycleDays: 30, monthlyRateBps: 450 });
    const estimate = await server.get('/api/Fund/estimate', { query: { fund_id: fundId, amount: '10000' } });
    assert.deepEqual(estimate.body.data, {
      grossDaily: '15.00',
      memberDaily: '6.75',
      managementFeeDaily: '0.75',
      platformDividendDaily: '7.50',
      memberTotal: '202.50',
      payouts: 30,
      firstIncomeAt: new Date(clock.now().getTime() + DAY_MS).toISOString(),
      maturityAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
  });

  it('enforces the purchase rules with localized messages', async () => {
    const fundId = await fund({ minimum: 50_000n, maximumPerMember: 200_000n, totalSize: 300_000n });
    const buyer = await buildMember(server, { paymentPassword: PAY, balance: '5000.00' });

    const terms = await buy(buyer.token, { fund_id: fundId, amount: '600', agree: 0 });
    assert.equal(terms.httpStatus, 422);
    assert.equal(terms.body.msg, 'Please agree to the terms first');
    const below = await buy(buyer.token, { fund_id: fundId, amount: '499.99' });
    assert.equal(below.httpStatus, 422);
    assert.equal(below.body.msg, 'The minimum purchase is ₹500.00');
    assert.equal(
      (await buy(buyer.token, { fund_id: fundId, amount: '499.99' }, { lang: 'hi-in' })).body.msg,
      'न्यूनतम खरीद राशि ₹500.00 है',
    );
    assert.equal(
      (await buy(buyer.token, { fund_id: fundId, amount: '499.99' }, { lang: 'zh-cn' })).body.msg,
      '最低购买金额为 ₹500.00',
    );
    const tooMuch = await buy(buyer.token, { fund_id: fundId, amount: '2000.01' });
    assert.equal(tooMuch.httpStatus, 422);
    assert.equal(tooMuch.body.msg, 'You can buy at most ₹2000.00 more of this fund');
    const wrong = await buy(buyer.token, { fund_id: fundId, amount: '600', paymentPassword: '000000' });
    assert.equal(wrong.httpStatus, 422);
    assert.equal(wrong.body.msg, 'The payment password is wrong');
    const decimals = await buy(buyer.token, { fund_id: fundId, amount: '600.001' });
    assert.equal(decimals.body.msg, 'An amount in INR takes at most 2 decimal places');

    const unset = await buildMember(server, { balance: '1000.00' });
    const noPassword = await buy(unset.token, { fund_id: fundId, amount: '600' });
    assert.equal(noPassword.httpStatus, 422);
    assert.equal(noPassword.body.msg, 'Please set the payment password first');
    assert.deepEqual(noPassword.body.data, { code: 'payment_password_unset' });

    const poor = await buildMember(server, { paymentPassword: PAY, balance: '100.00' });
    const broke = await buy(poor.token, { fund_id: fundId, amount: '600' });
    assert.equal(broke.httpStatus, 422);
    assert.equal(broke.body.msg, 'Insufficient balance');
    assert.deepEqual(await balances(poor.id), [10_000n, 0n]);

    const first = await buy(buyer.token, { fund_id: fundId, amount: '2000' });
    assert.equal(first.httpStatus, 200, first.body.msg);
    assert.equal(first.body.data.summary.balance, '3000.00');
    assert.equal(first.body.data.summary.locked, '2000.00');
    assert.equal(first.body.data.summary.totalAssets, '5000.00');
    const more = await buy(buyer.token, { fund_id: fundId, amount: '500' });
    assert.equal(more.body.msg, 'You can buy at most ₹0.00 more of this fund');

    const other = await buildMember(server, { paymentPassword: PAY, balance: '5000.00' });
    const size = await buy(other.token, { fund_id: fundId, amount: '1500' });
    assert.equal(size.httpStatus, 422);
    assert.equal(size.body.msg, 'Only ₹1000.00 of this fund is left');
    const last = await buy(other.token, { fund_id: fundId, amount: '1000' });
    assert.equal(last.httpStatus, 200, last.body.msg);
    const detail = await server.get<FundDetail>('/api/Fund/detail', {
      headers: { token: other.token },
      query: { id: fundId },
    });
    assert.equal(detail.body.data.status, 'sold_out');
    assert.equal(detail.body.data.progressPercent, '100.00');
    assert.equal(detail.body.data.myPrincipal, '1000.00');
    const soldOut = await buy(other.token, { fund_id: fundId, amount: '500' });
    assert.equal(soldOut.httpStatus, 422);
    assert.equal(soldOut.body.msg, 'This fund is not on sale');
    await assertLedgerClean(server.orm);
  });

  it('holds every purchase limit at its edge: one paisa below, at, and one paisa above', async () => {
    const fundId = await fund({ minimum: 50_000n, maximumPerMember: 200_000n, totalSize: 100_000_000n });
    const outcome = async (amount: string, balance = '5000.00', id = fundId) => {
      const buyer = await buildMember(server, { paymentPassword: PAY, balance });
      const answer = await buy(buyer.token, { fund_id: id, amount });
      return answer.body.status === 1 ? 'accepted' : answer.body.msg;
    };
    // The minimum, ₹500.00.
    assert.deepEqual(
      [await outcome('499.99'), await outcome('500'), await outcome('500.01')],
      ['The minimum purchase is ₹500.00', 'accepted', 'accepted'],
    );
    // The member's maximum, ₹2000.00, counting what they already hold in the fund.
    const holding = async (second: string) => {
      const buyer = await buildMember(server, { paymentPassword: PAY, balance: '5000.00' });
      assert.equal((await buy(buyer.token, { fund_id: fundId, amount: '1000' })).body.status, 1);
      const answer = await buy(buyer.token, { fund_id: fundId, amount: second });
      return answer.body.status === 1 ? 'accepted' : answer.body.msg;
    };
    assert.deepEqual(
      [await holding('999.99'), await holding('1000'), await holding('1000.01')],
      ['accepted', 'accepted', 'You can buy at most ₹1000.00 more of this fund'],
    );
    // What is left of the fund's size, ₹600.00 here.
    const leftOf = async (amount: string) => {
      const small = await fund({ minimum: 100n, maximumPerMember: 10_000_000n, totalSize: 60_000n });
      return outcome(amount, '5000.00', small);
    };
    assert.deepEqual(
      [await leftOf('599.99'), await leftOf('600'), await leftOf('600.01')],
      ['accepted', 'accepted', 'Only ₹600.00 of this fund is left'],
    );
    // The balance, to the paisa; a refused purchase moves nothing.
    const paying = async (balance: string) => {
      const buyer = await buildMember(server, { paymentPassword: PAY, balance });
      const answer = await buy(buyer.token, { fund_id: fundId, amount: '600' });
      return [answer.body.status === 1 ? 'accepted' : answer.body.msg, await balances(buyer.id)];
    };
    assert.deepEqual(await paying('599.99'), ['Insufficient balance', [59_999n, 0n]]);
    assert.deepEqual(await paying('600.00'), ['accepted', [0n, 60_000n]]);
    assert.deepEqual(await paying('600.01'), ['accepted', [1n, 60_000n]]);
    await assertLedgerClean(server.orm);
  });

  it('moves money once per Idempotency-Key and keeps orders private', async () => {
    const fundId = await fund();
    const buyer = await buildMember(server, { paymentPassword: PAY, balance: '1000.00' });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      buy(buyer.token, { fund_id: fundId, amount: '300' }, { key }),
      buy(buyer.token, { fund_id: fundId, amount: '300' }, { key }),
    ]);
    assert.equal(a.httpStatus, 200, a.body.msg);
    assert.deepEqual(b.body.data, a.body.data);
    const again = await buy(buyer.token, { fund_id: fundId, amount: '300' }, { key });
    assert.deepEqual(again.body.data, a.body.data);
    const reused = await buy(buyer.token, { fund_id: fundId, amount: '301' }, { key });
    assert.equal(reused.httpStatus, 409);
    const missingKey = await server.post('/api/Fund/purchase', {
      headers: { token: buyer.token },
      json: { fund_id: fundId, amount: '300', paymentPassword: PAY, agree: 1 },
    });
    assert.equal(missingKey.httpStatus, 400);
    assert.deepEqual(await balances(buyer.id), [70_000n, 30_000n]);

    const order = a.body.data.order;
    assert.match(order.orderNo, /^FD20260302\d{8}$/);
    assert.equal(order.amount, '300.00');
    // ₹300 at 3 %: 30 paise gross a day, 13 paise (⌊13.5⌋) to the member, 3 days
    assert.equal(order.expectedIncome, '0.39');
    assert.equal(order.state, 'in_progress');
    assert.equal(order.nextIncomeAt, new Date(clock.now().getTime() + DAY_MS).toISOString());
    const stranger = await buildMember(server, { paymentPassword: PAY });
    const foreign = await server.get('/api/Order/detail', {
      headers: { token: stranger.token },
      lang: 'en-us',
      query: { id: order.id },
    });
    assert.equal(foreign.httpStatus, 404);
    assert.equal(foreign.body.msg, 'This order does not exist');
    const mine = await server.get<{ list: FundOrder[]; total: number }>('/api/Fund/purchases', {
      headers: { token: buyer.token },
    });
    assert.equal(mine.body.data.total, 1);
    assert.equal(
      (await server.get<{ total: number }>('/api/Order/list', { headers: { token: stranger.token } })).body
        .data.total,
      0,
    );
    const entries = await server.get<{ list: { type: string; typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      {
        headers: { token: buyer.token },
        lang: 'en-us',
        query: { type: 'fund_purchase' },
      },
    );
    assert.deepEqual(
      entries.body.data.list.map((e) => [e.typeLabel, e.amount]),
      [['Fund purchase', '-300.00']],
    );
    await assertLedgerClean(server.orm);
  });

  it('lets racing purchases through only as far as the balance, the member maximum and the fund size allow', async () => {
    const count = async (fundId: number) =>
      Number(
        (
          await queryRows<{ n: unknown }>(
            server.orm.em.fork(),
            "select count(*) as n from fund_order where fund_id = ? and state = 'in_progress'",
            [fundId],
          )
        )[0]!.n,
      );
    const race = (token: string, fundId: number, times: number) =>
      Promise.all(Array.from({ length: times }, () => buy(token, { fund_id: fundId, amount: '100' })));
    const refusals = (answers: Awaited<ReturnType<typeof race>>) =>
      new Set(answers.filter((a) => a.httpStatus !== 200).map((a) => `${a.httpStatus} ${a.body.msg}`));

    // The balance affords 7 purchases of ₹100: 30 at once, exactly 7 go through.
    const poorFund = await fund();
    const buyer = await buildMember(server, { paymentPassword: PAY, balance: '700.00' });
    const byBalance = await race(buyer.token, poorFund, 30);
    assert.equal(byBalance.filter((a) => a.httpStatus === 200).length, 7);
    assert.deepEqual(refusals(byBalance), new Set(['422 Insufficient balance']));
    assert.deepEqual(await balances(buyer.id), [0n, 70_000n]);
    assert.equal(await count(poorFund), 7);

    // The member may hold ₹300 of this fund: 20 at once, exactly 3.
    const cappedFund = await fund({ maximumPerMember: 30_000n });
    const rich = await buildMember(server, { paymentPassword: PAY, balance: '5000.00' });
    const byMaximum = await race(rich.token, cappedFund, 20);
    assert.equal(byMaximum.filter((a) => a.httpStatus === 200).length, 3);
    assert.deepEqual(refusals(byMaximum), new Set(['422 You can buy at most ₹0.00 more of this fund']));
    assert.equal(await count(cappedFund), 3);

    // The fund has ₹500 left: two members, 10 purchases each at once, exactly 5 in all.
    const smallFund = await fund({ totalSize: 50_000n });
    const [one, two] = [
      await buildMember(server, { paymentPassword: PAY, balance: '5000.00' }),
      await buildMember(server, { paymentPassword: PAY, balance: '5000.00' }),
    ];
    const bySize = (
      await Promise.all([race(one.token, smallFund, 10), race(two.token, smallFund, 10)])
    ).flat();
    assert.equal(bySize.filter((a) => a.httpStatus === 200).length, 5);
    assert.equal(await count(smallFund), 5);
    const sold = await server.get<FundDetail>('/api/Fund/detail', { query: { id: smallFund } });
    assert.equal(sold.body.data.sold, '500.00');
    assert.equal(sold.body.data.status, 'sold_out');
    const [oneBalance] = await balances(one.id);
    const [twoBalance] = await balances(two.id);
    assert.equal(oneBalance! + twoBalance!, 1_000_000n - 50_000n, 'the refused purchases moved nothing');
    await assertLedgerClean(server.orm);
  });

  it('answers each purchase written together on its own, and a retried key its first answer after the fund closed', async () => {
    const fundId = await fund({ maximumPerMember: 30_000n });
    const [first, second, careless, poor, greedy] = [
      await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }),
      await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }),
      await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }),
      await buildMember(server, { paymentPassword: PAY, balance: '50.00' }),
      await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }),
    ];
    const key = randomUUID();
    // Sent at once, so they are written in the same transaction.
    const [a, again, b, wrong, broke, over] = await Promise.all([
      buy(first.token, { fund_id: fundId, amount: '100' }, { key }),
      buy(first.token, { fund_id: fundId, amount: '100' }, { key }),
      buy(second.token, { fund_id: fundId, amount: '200' }),
      buy(careless.token, { fund_id: fundId, amount: '100', paymentPassword: '000000' }),
      buy(poor.token, { fund_id: fundId, amount: '100' }),
      buy(greedy.token, { fund_id: fundId, amount: '400' }),
    ]);
    assert.equal(a.httpStatus, 200, a.body.msg);
    assert.deepEqual(again.body.data, a.body.data);
    assert.equal(b.httpStatus, 200, b.body.msg);
    assert.equal(b.body.data.summary.balance, '800.00');
    assert.equal(b.body.data.summary.locked, '200.00');
    assert.equal(wrong.body.msg, 'The payment password is wrong');
    assert.equal(broke.body.msg, 'Insufficient balance');
    assert.equal(over.body.msg, 'You can buy at most ₹300.00 more of this fund');
    assert.deepEqual(await balances(first.id), [90_000n, 10_000n]);
    assert.deepEqual(await balances(second.id), [80_000n, 20_000n]);
    for (const untouched of [careless, greedy])
      assert.deepEqual(await balances(untouched.id), [100_000n, 0n]);
    assert.deepEqual(await balances(poor.id), [5_000n, 0n]);
    const [failed] = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      "select count(*) as n from audit_event where member_id = ? and type = 'payment_password_failed'",
      [careless.id],
    );
    assert.equal(Number(failed!.n), 1, 'the wrong payment password was audited');

    await admin('funds:status', ['--fund', String(fundId), '--status', 'closed', '--reason', 'paused']);
    const closed = await buy(second.token, { fund_id: fundId, amount: '100' });
    assert.equal(closed.body.msg, 'This fund is not on sale');
    const retried = await buy(first.token, { fund_id: fundId, amount: '100' }, { key });
    assert.equal(retried.httpStatus, 200);
    assert.deepEqual(retried.body.data, a.body.data);
    assert.equal(
      (await buy(first.token, { fund_id: fundId, amount: '101' }, { key })).httpStatus,
      409,
      'the same key with another body',
    );
    assert.deepEqual(await balances(first.id), [90_000n, 10_000n]);
    await assertLedgerClean(server.orm);
  });

  it('pays the first income exactly 24 h after purchase and returns the principal at maturity', async () => {
    await quiesce();
    const fundId = await fund({ cycleDays: 2, monthlyRateBps: 300 }, '1000.00');
    const buyer = await buildMember(server, { paymentPassword: PAY, balance: '10000.00' });
    const bought = await buy(buyer.token, { fund_id: fundId, amount: '10000' });
    assert.equal(bought.httpStatus, 200, bought.body.msg);
    const orderId = bought.body.data.order.id;
    const start = clock.now().getTime();

    clock.set(new Date(start + DAY_MS - MINUTE));
    await settler().runPass(server.orm.em);
    assert.deepEqual(await balances(buyer.id, fundId), [0n, 1_000_000n, 100_000n]);

    clock.set(new Date(start + DAY_MS));
    await settler().runPass(server.orm.em);
    // ₹10,000 × 3 % ÷ 30 = ₹10.00 gross: ₹4.50 to the member, ₹10.00 out of the pool
    assert.deepEqual(await balances(buyer.id, fundId), [450n, 1_000_000n, 99_000n]);
    const detail = await orderDetail(buyer.token, orderId);
    assert.equal(detail.todayIncome, '4.50');
    assert.equal(detail.cumulativeIncome, '4.50');
    assert.equal(detail.paidPeriods, 1);
    assert.equal(detail.pendingIncome, '0.00');
    assert.deepEqual(
      detail.schedule.map((s) => [s.period, s.state, s.amount, s.dueAt]),
      [
        [1, 'paid', '4.50', new Date(start + DAY_MS).toISOString()],
        [2, 'upcoming', '4.50', new Date(start + 2 * DAY_MS).toISOString()],
      ],
    );
    assert.equal(detail.nextIncomeAt, new Date(start + 2 * DAY_MS).toISOString());
    const income = await server.get<{ list: { typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      {
        headers: { token: buyer.token },
        lang: 'en-us',
        query: { type: 'fund_income' },
      },
    );
    assert.deepEqual(
      income.body.data.list.map((e) => [e.typeLabel, e.amount]),
      [['Fund income', '4.50']],
    );
    const [platform] = await queryRows<{ fee: unknown; dividend: unknown }>(
      server.orm.em.fork(),
      `select (select coalesce(sum(l.amount), 0) from journal_line l join journal_entry e on e.id = l.entry_id
                join ledger_account a on a.id = l.account_id where e.type = 'fund_income' and a.code = 'platform:fee_income:INR' and e.memo like ?) as fee,
              (select coalesce(sum(l.amount), 0) from journal_line l join journal_entry e on e.id = l.entry_id
                join ledger_account a on a.id = l.account_id where e.type = 'fund_income' and a.code = 'platform:platform_dividend:INR' and e.memo like ?) as dividend`,
      [`fund #${fundId} %`, `fund #${fundId} %`],
    );
    assert.deepEqual([Number(platform!.fee), Number(platform!.dividend)], [50, 500]);

    clock.set(new Date(start + 2 * DAY_MS + 5 * MINUTE));
    await settler().runPass(server.orm.em);
    assert.deepEqual(await balances(buyer.id, fundId), [1_000_900n, 0n, 98_000n]);
    const done = await orderDetail(buyer.token, orderId);
    assert.equal(done.state, 'completed');
    assert.equal(done.nextIncomeAt, null);
    assert.equal(done.cumulativeIncome, '9.00');
    assert.equal(done.todayIncome, '4.50');
    const completed = await server.get<{ list: FundOrder[] }>('/api/Order/list', {
      headers: { token: buyer.token },
      query: { state: 'completed' },
    });
    assert.deepEqual(
      completed.body.data.list.map((o) => o.id),
      [orderId],
    );
    const returned = await server.get<{ list: { typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      {
        headers: { token: buyer.token },
        lang: 'en-us',
        query: { type: 'fund_principal_return' },
      },
    );
    assert.deepEqual(
      returned.body.data.list.map((e) => [e.typeLabel, e.amount]),
      [['Fund principal returned', '10000.00']],
    );
    await settler().runPass(server.orm.em);
    assert.deepEqual(await balances(buyer.id, fundId), [1_000_900n, 0n, 98_000n]);
    await assertLedgerClean(server.orm);
  });

  it('catches up after downtime, and a pass stopped half way pays nothing twice when run again', async () => {
    await quiesce();
    const fundId = await fund({ cycleDays: 3, monthlyRateBps: 600 }, '5000.00');
    const buyers = [];
    for (let i = 0; i < 6; i++)
      buyers.push(await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }));
    const start = clock.now().getTime();
    for (const buyer of buyers)
      assert.equal((await buy(buyer.token, { fund_id: fundId, amount: '1000' })).httpStatus, 200);

    // Two days of downtime: each order has two periods due. Batches of 4 orders; stop after the first.
    clock.set(new Date(start + 2 * DAY_MS + MINUTE));
    const stop = new Error('killed between batches');
    await assert.rejects(
      settler({
        batchSize: 4,
        afterBatch: () => {
          throw stop;
        },
      }).runPass(server.orm.em),
      stop,
    );
    assert.equal(await incomesOf(fundId), 4);
    const rest: SettlementRun = await settler({ batchSize: 4 }).runPass(server.orm.em);
    assert.equal(rest.accrued, 8);
    assert.equal(await incomesOf(fundId), 12);
    // ₹1,000 at 6 %: ₹2.00 gross, ₹0.90 a day to each member; two days each.
    for (const buyer of buyers) assert.deepEqual(await balances(buyer.id), [180n, 100_000n]);
    assert.deepEqual((await balances(buyers[0]!.id, fundId))[2], 500_000n - 6n * 2n * 200n);
    assert.equal((await settler().runPass(server.orm.em)).accrued, 0);

    clock.set(new Date(start + 3 * DAY_MS));
    const last = await settler().runPass(server.orm.em);
    assert.equal(last.matured, 6);
    for (const buyer of buyers) assert.deepEqual(await balances(buyer.id), [100_270n, 0n]);
    await assertLedgerClean(server.orm);
  });

  it('two settlement runners at once (own database connections) pay nothing twice', async () => {
    await quiesce();
    const fundId = await fund({ cycleDays: 1, monthlyRateBps: 300 }, '5000.00');
    const buyers = [];
    for (let i = 0; i < 12; i++)
      buyers.push(await buildMember(server, { paymentPassword: PAY, balance: '1000.00' }));
    for (const buyer of buyers)
      assert.equal((await buy(buyer.token, { fund_id: fundId, amount: '1000' })).httpStatus, 200);
    clock.advance(DAY_MS);

    // On MariaDB a second ORM (its own pool, as a second API process has); libsql has one writer.
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-fund-second-'));
    const second = server.config.databaseUrl
      ? await createOrm({ databaseUrl: server.config.databaseUrl, dataDir })
      : server.orm;
    try {
      const runs = await Promise.all([
        settler({ batchSize: 5 }).runPass(server.orm.em),
        settler({ batchSize: 5 }).runPass(second.em),
        settler({ batchSize: 3 }).runPass(second.em),
      ]);
      assert.equal(
        runs.reduce((sum, run) => sum + run.accrued, 0),
        12,
      );
      assert.equal(
        runs.reduce((sum, run) => sum + run.matured, 0),
        12,
      );
    } finally {
      if (second !== server.orm) await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // ₹1,000 at 3 %: ₹1.00 gross, ₹0.45 to the member; then the principal back.
    for (const buyer of buyers) assert.deepEqual(await balances(buyer.id), [100_045n, 0n]);
    assert.equal((await balances(buyers[0]!.id, fundId))[2], 500_000n - 12n * 100n);
    await assertLedgerClean(server.orm);
  });

  it('lets income wait while the pool is short, shows it as pending, and pays it once topped up', async () => {
    await quiesce();
    const fundId = await fund({ cycleDays: 2, monthlyRateBps: 300 }, '15.00');
    const a = await buildMember(server, { paymentPassword: PAY, balance: '10000.00' });
    const b = await buildMember(server, { paymentPassword: PAY, balance: '10000.00' });
    const orderA = (await buy(a.token, { fund_id: fundId, amount: '10000' })).body.data.order.id;
    const orderB = (await buy(b.token, { fund_id: fundId, amount: '10000' })).body.data.order.id;
    const start = clock.now().getTime();

    clock.set(new Date(start + DAY_MS));
    const short = await settler().runPass(server.orm.em);
    assert.equal(short.pending, 2);
    assert.deepEqual(await balances(a.id, fundId), [0n, 1_000_000n, 1_500n]);
    const waiting = await orderDetail(a.token, orderA);
    assert.equal(waiting.pendingIncome, '4.50');
    assert.equal(waiting.cumulativeIncome, '0.00');
    assert.equal(waiting.schedule[0]!.state, 'pending');
    const shortfall = await runAdmin(server, ['funds:shortfall']);
    assert.equal(shortfall.code, 0, shortfall.stderr);
    assert.match(
      shortfall.stdout,
      new RegExp(`fund #${fundId} .*2 payouts wait, gross 20\\.00; pool 15\\.00; top up at least 5\\.00`),
    );

    // Enough for one payout: the oldest is paid, the other keeps waiting.
    await topUp(fundId, '0.01');
    await settler().runPass(server.orm.em);
    assert.deepEqual(await balances(a.id), [450n, 1_000_000n]);
    assert.deepEqual(await balances(b.id), [0n, 1_000_000n]);
    assert.equal((await orderDetail(b.token, orderB)).pendingIncome, '4.50');

    // At maturity the principal comes back whatever the pool holds; the income keeps waiting.
    clock.set(new Date(start + 2 * DAY_MS));
    await settler().runPass(server.orm.em);
    assert.deepEqual(await balances(a.id), [1_000_450n, 0n]);
    assert.deepEqual(await balances(b.id), [1_000_000n, 0n]);
    assert.equal((await orderDetail(a.token, orderA)).pendingIncome, '4.50');

    const pooled = await runAdmin(server, [
      'pool:fund',
      '--account',
      `fund_pool:${fundId}`,
      '--asset',
      'INR',
      '--amount',
      '100',
      '--memo',
      'top up',
    ]);
    assert.equal(pooled.code, 0, pooled.stderr);
    await settler().runPass(server.orm.em);
    // The pool: 15.00 + 0.01 + 100.00 − 4 × 10.00
    assert.deepEqual(await balances(a.id, fundId), [1_000_900n, 0n, 7_501n]);
    assert.deepEqual(await balances(b.id), [1_000_900n, 0n]);
    for (const order of [await orderDetail(a.token, orderA), await orderDetail(b.token, orderB)]) {
      assert.equal(order.pendingIncome, '0.00');
      assert.equal(order.cumulativeIncome, '9.00');
      assert.equal(order.state, 'completed');
    }
    const none = await runAdmin(server, ['funds:shortfall']);
    assert.match(none.stdout, /no income waits/);
    await assertLedgerClean(server.orm);
  });

  it('runs a trial order on promotions money: the principal goes back there, the member keeps the income', async () => {
    await quiesce();
    const fundId = await fund({ cycleDays: 2, monthlyRateBps: 300, minimum: 500_000n });
    const trialist = await buildMember(server, { paymentPassword: PAY });
    const granted = await runAdmin(server, [
      'trial:grant',
      '--member',
      String(trialist.id),
      '--amount',
      '1000',
      '--fund',
      String(fundId),
      '--days',
      '30',
    ]);
    assert.equal(granted.code, 0, granted.stderr);
    const detail = await server.get<FundDetail>('/api/Fund/detail', {
      headers: { token: trialist.token },
      query: { id: fundId },
    });
    assert.equal(detail.body.data.trialQuotas.length, 1);
    const quota = detail.body.data.trialQuotas[0]!;
    assert.equal(quota.amount, '1000.00');
    assert.equal(quota.fundId, fundId);

    const wrongAmount = await buy(trialist.token, { fund_id: fundId, amount: '999', trialQuotaId: quota.id });
    assert.equal(wrongAmount.body.msg, "A trial order is for the quota's full amount of ₹1000.00");
    const promotions = () =>
      ledger.balancesOf(server.orm.em.fork(), [
        platformAccount('promotions', 'INR'),
        platformAccount('trial_orders', 'INR'),
      ]);
    const [promotionsBefore] = await promotions();
    if (promotionsBefore! < 100_000n) {
      const empty = await buy(trialist.token, { fund_id: fundId, amount: '1000', trialQuotaId: quota.id });
      assert.equal(empty.body.msg, 'Trial orders are not available right now, please try again later');
      const funded = await runAdmin(server, [
        'pool:fund',
        '--account',
        'promotions',
        '--asset',
        'INR',
        '--amount',
        '1000',
        '--memo',
        'trial budget',
      ]);
      assert.equal(funded.code, 0, funded.stderr);
    }
    const [promotionsStart, lentStart] = await promotions();
    const thief = await buildMember(server, { paymentPassword: PAY, balance: '5000.00' });
    const stolen = await buy(thief.token, { fund_id: fundId, amount: '1000', trialQuotaId: quota.id });
    assert.equal(stolen.body.msg, 'This trial quota cannot be used', "another member's quota");
    // Spent twice at once (two keys): one order.
    const both = await Promise.all([
      buy(trialist.token, { fund_id: fundId, amount: '1000', trialQuotaId: quota.id }),
      buy(trialist.token, { fund_id: fundId, amount: '1000', trialQuotaId: quota.id }),
    ]);
    const bought = both.find((answer) => answer.httpStatus === 200);
    assert.ok(
      bought,
      both.map((a) => a.body.msg).join(' / ') + server.logs.filter((l) => l.includes('error')).join('\n'),
    );
    assert.deepEqual(
      both.filter((answer) => answer !== bought).map((answer) => answer.body.msg),
      ['This trial quota cannot be used'],
    );
    assert.equal(bought.body.data.order.isTrial, true);
    assert.equal(bought.body.data.summary.locked, '0.00');
    assert.deepEqual(await promotions(), [promotionsStart! - 100_000n, lentStart! + 100_000n]);
    const reuse = await buy(trialist.token, { fund_id: fundId, amount: '1000', trialQuotaId: quota.id });
    assert.equal(reuse.body.msg, 'This trial quota cannot be used');

    const start = clock.now().getTime();
    clock.set(new Date(start + 2 * DAY_MS));
    await settler().runPass(server.orm.em);
    // ₹1,000 at 3 %: ₹0.45 a day to the member, twice; the ₹1,000 goes back to promotions.
    assert.deepEqual(await balances(trialist.id), [90n, 0n]);
    assert.deepEqual(await promotions(), [promotionsStart!, lentStart!]);
    const order = await orderDetail(trialist.token, bought.body.data.order.id);
    assert.equal(order.state, 'completed');
    assert.equal(order.cumulativeIncome, '0.90');
    const holdings = await server.get<{ totalPrincipal: string; totalIncome: string }>('/api/Fund/holdings', {
      headers: { token: trialist.token },
    });
    assert.equal(holdings.body.data.totalPrincipal, '0.00');
    assert.equal(holdings.body.data.totalIncome, '0.90');
    await assertLedgerClean(server.orm);
  });

  it('shows holdings per fund and operates funds from the CLI, audited', async () => {
    await quiesce();
    const created = await runAdmin(server, [
      'funds:create',
      '--name-hi',
      'सीएलआई फ़ंड',
      '--name-en',
      'CLI Fund',
      '--name-zh',
      '命令行基金',
      '--desc-hi',
      'विवरण',
      '--desc-en',
      'Description',
      '--desc-zh',
      '说明',
      '--cycle',
      '5',
      '--rate',
      '3.5',
      '--minimum',
      '100',
      '--maximum',
      '5000',
      '--size',
      '100000',
    ]);
    assert.equal(created.code, 0, created.stderr);
    const fundId = Number(/fund #(\d+)/.exec(created.stdout)![1]);
    assert.equal((await runAdmin(server, ['funds:create', '--name-en', 'x'])).code, 2);
    assert.equal(
      (await runAdmin(server, ['nav:set', '--fund', String(fundId), '--date', '2026-02-30', '--value', '1']))
        .code,
      2,
    );
    for (const [date, value] of [
      ['2026-03-01', '1.0000'],
      ['2026-03-02', '1.0035'],
    ])
      assert.equal(
        (await runAdmin(server, ['nav:set', '--fund', String(fundId), '--date', date!, '--value', value!]))
          .code,
        0,
      );
    const kline = await server.get<{ list: Record<string, string>; day_increase_rate: string }>(
      '/api/Fund/kline',
      {
        query: { type: 'all', fund_id: fundId },
      },
    );
    assert.deepEqual(kline.body.data, {
      list: { '2026-03-01': '1.0000', '2026-03-02': '1.0035' },
      day_increase_rate: '0.35',
    });

    const holder = await buildMember(server, { paymentPassword: PAY, balance: '3000.00' });
    await topUp(fundId, '100.00');
    assert.equal((await buy(holder.token, { fund_id: fundId, amount: '1000' })).httpStatus, 200);
    assert.equal((await buy(holder.token, { fund_id: fundId, amount: '2000' })).httpStatus, 200);
    clock.advance(DAY_MS);
    assert.match(await admin('settlement:run'), /settlement: 2 income periods recorded, 2 paid, 0 waiting/);
    const holdings = await server.get<{ totalPrincipal: string; todayIncome: string; list: unknown[] }>(
      '/api/Fund/holdings',
      {
        headers: { token: holder.token },
        lang: 'en-us',
      },
    );
    // ₹3,000 at 3.5 %: gross ⌊100000 × 350 / 300000⌋ + ⌊200000 × 350 / 300000⌋ = 116 + 233 paise; 45 %: 52 + 104
    assert.deepEqual(holdings.body.data, {
      totalPrincipal: '3000.00',
      totalIncome: '1.56',
      todayIncome: '1.56',
      list: [{ fundId, fundName: 'CLI Fund', principal: '3000.00', cumulativeIncome: '1.56', orders: 2 }],
    });
    const holding = await server.get<{ fund: FundSummary; principal: string; orders: FundOrder[] }>(
      '/api/Fund/holding',
      {
        headers: { token: holder.token },
        lang: 'zh-cn',
        query: { fund_id: fundId },
      },
    );
    assert.equal(holding.body.data.fund.name, '命令行基金');
    assert.equal(holding.body.data.principal, '3000.00');
    assert.deepEqual(
      holding.body.data.orders.map((o) => o.amount),
      ['2000.00', '1000.00'],
    );

    assert.equal(
      (
        await runAdmin(server, [
          'funds:status',
          '--fund',
          String(fundId),
          '--status',
          'closed',
          '--reason',
          'term ended',
        ])
      ).code,
      0,
    );
    const closed = await buy(holder.token, { fund_id: fundId, amount: '100' });
    assert.equal(closed.body.msg, 'This fund is not on sale');
    const listed = await runAdmin(server, ['funds:list']);
    assert.match(
      listed.stdout,
      new RegExp(
        `#${fundId} CLI Fund \\[closed\\] 5 days at 3\\.50 %/month; sold 3000\\.00 of 100000\\.00; 2 orders in progress`,
      ),
    );
    const actions = await queryRows<{ action: string }>(
      server.orm.em.fork(),
      "select action from operator_action where action in ('fund_create', 'fund_nav_set', 'fund_status', 'trial_grant') order by id",
    );
    assert.ok(actions.filter((a) => a.action === 'fund_nav_set').length >= 2);
    assert.ok(actions.some((a) => a.action === 'fund_status'));
    await assertLedgerClean(server.orm);
  });
});
