import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type { WalletSummary } from '../ledger/ledger.contract.ts';
import type {
  EquityBuybackAnswer,
  EquityDividendPayout,
  EquityHolding,
  EquityHoldingsPage,
  EquityOffering,
  EquityOfferingDetail,
  EquityPriceSeries,
  EquityQuote,
  EquitySubscribeAnswer,
} from './equity.contract.ts';
import { equityAdminCommands } from './equity-admin-cli.ts';
import { createEquityDividends, type DividendRun } from './equity-dividend.service.ts';
import { createEquityHoldingService } from './equity-holding.service.ts';
import { DAY_MS, SHARE_UNIT } from './equity-math.ts';
import { createEquityService, type NewOffering } from './equity.service.ts';

const PAY = '246810';
const clock = manualClock('2026-03-02T10:00:00Z');

describe('equity', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  const offerings = createEquityService({ clock });
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(() => server.close());

  const dividends = (options: { batchSize?: number; afterBatch?: (run: DividendRun) => void } = {}) => {
    const dialect = dialectOf(server.config);
    const holdings = createEquityHoldingService({ clock, dialect, ledger, offerings });
    return createEquityDividends({ clock, dialect, offerings, holdings, ...options });
  };

  async function topUp(kind: 'equity_buyback_pool' | 'equity_dividend_pool', id: number, amount: string) {
    const minor = parseAmount(amount, 'INR');
    await server.orm.em.fork().transactional((tx) =>
      ledger.post(tx, {
        type: 'pool_fund',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -minor },
          { account: platformAccount(kind, 'INR', id), amount: minor },
        ],
      }),
    );
  }

  let count = 0;
  async function offering(overrides: Partial<NewOffering> = {}, pools = { buyback: '0', dividend: '0' }) {
    count += 1;
    const id = await offerings.create(
      server.orm.em.fork(),
      {
        name: {
          'en-us': `Test equity ${count}`,
          'zh-cn': `测试股权${count}`,
          'hi-in': `टेस्ट इक्विटी ${count}`,
        },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        feeRateBps: 200,
        lockDays: 3,
        totalShares: 1_000_000n * SHARE_UNIT,
        status: 'subscribing',
        sharePrice: 10_000n,
        ...overrides,
      },
      'cli:test',
    );
    if (pools.buyback !== '0') await topUp('equity_buyback_pool', id, pools.buyback);
    if (pools.dividend !== '0') await topUp('equity_dividend_pool', id, pools.dividend);
    return id;
  }

  const member = (balance = '50000.00') => buildMember(server, { paymentPassword: PAY, balance });

  const subscribe = (
    who: TestMember,
    body: Record<string, unknown>,
    options: { key?: string; lang?: string } = {},
  ) =>
    server.post<EquitySubscribeAnswer>('/api/Equity/subscribe', {
      lang: options.lang ?? 'en-us',
      headers: { token: who.token, 'Idempotency-Key': options.key ?? randomUUID() },
      json: { paymentPassword: PAY, agree: 1, ...body },
    });

  const buyback = (who: TestMember, holdingId: number, options: { lang?: string; pay?: string } = {}) =>
    server.post<EquityBuybackAnswer>('/api/Equity/buyback', {
      lang: options.lang ?? 'en-us',
      headers: { token: who.token, 'Idempotency-Key': randomUUID() },
      json: { holding_id: holdingId, paymentPassword: options.pay ?? PAY },
    });

  const holding = async (who: TestMember, id: number) => {
    const answer = await server.get<EquityHolding>('/api/Equity/holding', {
      headers: { token: who.token },
      query: { id },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };

  const balances = (memberId: number, offeringId: number) =>
    ledger.balancesOf(server.orm.em.fork(), [
      memberAccount(memberId, 'balance'),
      memberAccount(memberId, 'equity'),
      platformAccount('equity_buyback_pool', 'INR', offeringId),
      platformAccount('equity_dividend_pool', 'INR', offeringId),
    ]);

  async function admin(name: string, args: string[] = []) {
    const printed: string[] = [];
    await equityAdminCommands[name]!.run(args, {
      orm: server.orm,
      config: server.config,
      clock,
      actor: systemActor('cli:test'),
      print: (line) => printed.push(line),
    });
    return printed.join('\n');
  }

  it('lists the demo offerings with prices, a chart, details and a quote', async () => {
    const list = await server.get<{ list: EquityOffering[]; total: number }>('/api/Equity/list', {
      lang: 'zh-cn',
    });
    assert.equal(list.httpStatus, 200);
    assert.ok(list.body.data.total >= 2);
    const demo = list.body.data.list.find((o) => o.name === '绿色能源股权')!;
    assert.ok(demo.sharePrice);
    assert.equal(demo.minimum, '100.00');
    assert.equal(demo.maximum, '10000.00');
    const series = await server.get<EquityPriceSeries>('/api/Equity/prices', {
      query: { id: demo.id, type: 'week' },
    });
    assert.equal(series.body.data.list.length, 7);
    const all = await server.get<EquityPriceSeries>('/api/Equity/prices', {
      query: { id: demo.id, type: 'all' },
    });
    assert.equal(all.body.data.list.length, 14);
    assert.equal(all.body.data.list.at(-1)!.price, demo.sharePrice);
    const detail = await server.get<EquityOfferingDetail>('/api/Equity/detail', { query: { id: demo.id } });
    assert.equal(detail.body.data.myShares, '0.000000');
    const quote = await server.get<EquityQuote>('/api/Equity/quote', {
      query: { id: demo.id, amount: '1000.00' },
    });
    assert.equal(quote.httpStatus, 200, quote.body.msg);
    assert.equal(quote.body.data.fee, '20.00');
    assert.equal(quote.body.data.total, '1020.00');
  });

  it('enforces the ₹100–₹10,000 limits, with fee and shares exact, in one entry', async () => {
    const id = await offering({ sharePrice: 10_300n, feeRateBps: 250 });
    const buyer = await member();
    for (const [amount, lang, text] of [
      ['99.99', 'en-us', 'The minimum application is ₹100.00'],
      ['10000.01', 'en-us', 'The maximum application is ₹10000.00'],
      ['99.99', 'zh-cn', '单笔认购最低 ₹100.00'],
      ['10000.01', 'hi-in', 'अधिकतम आवेदन ₹10000.00 है'],
    ] as const) {
      const refused = await subscribe(buyer, { offering_id: id, amount }, { lang });
      assert.equal(refused.httpStatus, 422);
      assert.equal(refused.body.msg, text);
    }
    const decimals = await subscribe(buyer, { offering_id: id, amount: '100.001' });
    assert.equal(decimals.httpStatus, 422);
    assert.deepEqual(await balances(buyer.id, id), [5_000_000n, 0n, 0n, 0n]);

    const low = await subscribe(buyer, { offering_id: id, amount: '100' });
    assert.equal(low.httpStatus, 200, low.body.msg);
    // 10000 paise × 10⁶ ÷ 10300 = 970873.786… → 970873 micro-shares; fee 2.5 % of ₹100 = ₹2.50.
    assert.equal(low.body.data.holding.shares, '0.970873');
    assert.equal(low.body.data.holding.fee, '2.50');
    assert.equal(low.body.data.holding.state, 'locked');
    assert.equal(low.body.data.summary.balance, '49897.50');
    assert.equal(low.body.data.summary.equity, '100.00');
    const high = await subscribe(buyer, { offering_id: id, amount: '10000.00' });
    assert.equal(high.httpStatus, 200, high.body.msg);
    // 1000000 × 10⁶ ÷ 10300 = 97087378.64… → 97087378; fee ₹250.00.
    assert.equal(high.body.data.holding.shares, '97.087378');
    assert.equal(high.body.data.holding.fee, '250.00');
    assert.deepEqual((await balances(buyer.id, id)).slice(0, 2), [
      5_000_000n - 10_250n - 1_025_000n,
      1_010_000n,
    ]);
    const entries = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      `select count(*) as n from journal_entry where type = 'equity_subscribe' and actor = ?`,
      [`member:${buyer.id}`],
    );
    assert.equal(Number(entries[0]!.n), 2);
    const page = await server.get<EquityHoldingsPage>('/api/Equity/holdings', {
      headers: { token: buyer.token },
    });
    assert.equal(page.body.data.total, 2);
    assert.equal(page.body.data.totals.amount, '10100.00');
    assert.equal(page.body.data.totals.fees, '252.50');
    await assertLedgerClean(server.orm);
  });

  it('refuses bad input with a localized message and moves nothing', async () => {
    const id = await offering();
    const closed = await offering({ status: 'closed' });
    const buyer = await member('1000.00');
    const wrong = await subscribe(
      buyer,
      { offering_id: id, amount: '100.00', paymentPassword: '111111' },
      { lang: 'zh-cn' },
    );
    assert.equal(wrong.httpStatus, 422);
    const shut = await subscribe(buyer, { offering_id: closed, amount: '100.00' }, { lang: 'hi-in' });
    assert.equal(shut.body.msg, 'यह ऑफ़रिंग सब्सक्रिप्शन के लिए बंद है');
    const poor = await subscribe(buyer, { offering_id: id, amount: '1000.00' });
    assert.equal(poor.httpStatus, 422);
    const terms = await subscribe(buyer, { offering_id: id, amount: '100.00', agree: 0 });
    assert.equal(terms.body.msg, 'Please agree to the terms first');
    const few = await offering({ totalShares: SHARE_UNIT });
    const sold = await subscribe(buyer, { offering_id: few, amount: '200.00' });
    assert.equal(sold.body.msg, 'Only 1.000000 shares of this offering are left');
    assert.deepEqual(await balances(buyer.id, id), [100_000n, 0n, 0n, 0n]);
    await assertLedgerClean(server.orm);
  });

  it('subscriptions sent at once: one key answers once, the last shares go to the first asked, a short balance is refused alone', async () => {
    // 5 shares left at ₹100: seven ₹100 applications of different members, at once.
    const id = await offering({ totalShares: 5n * SHARE_UNIT });
    const buyers = await Promise.all(Array.from({ length: 7 }, () => member('1000.00')));
    const answers = await Promise.all(
      buyers.map((who) => subscribe(who, { offering_id: id, amount: '100.00' })),
    );
    const accepted = answers.filter((answer) => answer.httpStatus === 200);
    assert.equal(accepted.length, 5);
    for (const refused of answers.filter((answer) => answer.httpStatus !== 200))
      assert.equal(refused.body.msg, 'All shares of this offering are sold');
    const [sold] = await queryRows<{ shares_sold: unknown }>(
      server.orm.em.fork(),
      'select shares_sold from equity_offering where id = ?',
      [id],
    );
    assert.equal(BigInt(String(sold!.shares_sold)), 5n * SHARE_UNIT);

    // One key sent five times at once: one holding, five times the same answer.
    const open = await offering();
    const buyer = await member('1000.00');
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(buyer, { offering_id: open, amount: '300.00' }, { key })),
    );
    assert.deepEqual(
      same.map((answer) => answer.httpStatus),
      [200, 200, 200, 200, 200],
    );
    assert.equal(new Set(same.map((answer) => answer.body.data.holding.id)).size, 1);
    // ₹1,000 − ₹300 − ₹6 fee; the next ₹700 (₹714 with its fee) is refused and moves nothing.
    const short = await subscribe(buyer, { offering_id: open, amount: '700.00' });
    assert.equal(short.httpStatus, 422);
    assert.equal(short.body.msg, 'Insufficient balance');
    assert.deepEqual(await balances(buyer.id, open), [69_400n, 30_000n, 0n, 0n]);
    await assertLedgerClean(server.orm);
  });

  it('an early buyback pays the cost back; after expiry the day price from the pool', async () => {
    const id = await offering({}, { buyback: '1000.00', dividend: '0' });
    const buyer = await member();
    const early = (await subscribe(buyer, { offering_id: id, amount: '1000.00' })).body.data.holding;
    const later = (await subscribe(buyer, { offering_id: id, amount: '2000.00' })).body.data.holding;
    await offerings.publishPrice(server.orm.em.fork(), id, offerings.today(), 12_000n, 'cli:test');
    const before = await balances(buyer.id, id);
    const back = await buyback(buyer, early.id);
    assert.equal(back.httpStatus, 200, back.body.msg);
    assert.equal(back.body.data.waiting, false);
    assert.equal(back.body.data.holding.state, 'bought_back');
    assert.equal(back.body.data.holding.buyback!.kind, 'early');
    assert.equal(back.body.data.holding.buyback!.amount, '1000.00');
    assert.deepEqual(await balances(buyer.id, id), [
      before[0]! + 100_000n,
      before[1]! - 100_000n,
      before[2],
      before[3],
    ]);
    const again = await buyback(buyer, early.id, { lang: 'zh-cn' });
    assert.equal(again.httpStatus, 422);
    assert.equal(again.body.msg, '该持仓已被回购');

    clock.advance(4 * DAY_MS);
    await offerings.publishPrice(server.orm.em.fork(), id, offerings.today(), 11_000n, 'cli:test');
    assert.equal((await holding(buyer, later.id)).state, 'expired');
    const expired = await buyback(buyer, later.id);
    assert.equal(expired.httpStatus, 200, expired.body.msg);
    // 20 shares at ₹110.00 = ₹2200.00: ₹200 from the pool, which takes the ₹2000 cost.
    assert.equal(expired.body.data.holding.buyback!.amount, '2200.00');
    assert.equal(expired.body.data.holding.buyback!.kind, 'expired');
    assert.deepEqual(await balances(buyer.id, id), [before[0]! + 100_000n + 220_000n, 0n, 80_000n, 0n]);
    await assertLedgerClean(server.orm);
  });

  it('a short buyback pool waits, then pays after a top-up', async () => {
    const id = await offering();
    const buyer = await member();
    const held = (await subscribe(buyer, { offering_id: id, amount: '1000.00' })).body.data.holding;
    clock.advance(4 * DAY_MS);
    await offerings.publishPrice(server.orm.em.fork(), id, offerings.today(), 15_000n, 'cli:test');
    const waiting = await buyback(buyer, held.id);
    assert.equal(waiting.httpStatus, 200, waiting.body.msg);
    assert.equal(waiting.body.data.waiting, true);
    assert.equal(waiting.body.data.holding.state, 'buyback_pending');
    const twice = await buyback(buyer, held.id);
    assert.equal(twice.httpStatus, 422);
    const shortfall = await admin('equity:list');
    assert.match(shortfall, new RegExp(`#${id} .*WAITING 1 buybacks.*short 500\\.00`));
    assert.equal((await dividends().runPass(server.orm.em)).buybacks, 0);
    // A later price does not change what it waits for.
    clock.advance(DAY_MS);
    await offerings.publishPrice(server.orm.em.fork(), id, offerings.today(), 20_000n, 'cli:test');
    await topUp('equity_buyback_pool', id, '500.00');
    assert.equal((await dividends().runPass(server.orm.em)).buybacks, 1);
    const paid = await holding(buyer, held.id);
    assert.equal(paid.state, 'bought_back');
    assert.equal(paid.buyback!.amount, '1500.00');
    assert.ok(paid.buyback!.paidAt);
    assert.deepEqual((await balances(buyer.id, id)).slice(0, 3), [5_000_000n - 2_000n + 50_000n, 0n, 0n]);
    await assertLedgerClean(server.orm);
  });

  it('forced buybacks: one holding, and every expired one of an offering, with the reason shown', async () => {
    const id = await offering({}, { buyback: '10000.00', dividend: '0' });
    const [a, b] = [await member(), await member()];
    const one = (await subscribe(a, { offering_id: id, amount: '1000.00' })).body.data.holding;
    const forced = await admin('equity:force-buyback', [
      '--holding',
      String(one.id),
      '--reason',
      'Offering wound up',
    ]);
    assert.match(forced, /1 bought back, 1000\.00 paid/);
    const seen = await holding(a, one.id);
    assert.equal(seen.state, 'force_bought_back');
    assert.equal(seen.buyback!.reason, 'Offering wound up');
    const x = (await subscribe(a, { offering_id: id, amount: '500.00' })).body.data.holding;
    const y = (await subscribe(b, { offering_id: id, amount: '700.00' })).body.data.holding;
    clock.advance(4 * DAY_MS);
    const fresh = (await subscribe(b, { offering_id: id, amount: '300.00' })).body.data.holding;
    const all = await admin('equity:force-buyback', ['--offering', String(id), '--reason', 'Term over']);
    assert.match(all, /2 bought back, 1200\.00 paid/);
    assert.equal((await holding(a, x.id)).state, 'force_bought_back');
    assert.equal((await holding(b, y.id)).buyback!.reason, 'Term over');
    assert.equal((await holding(b, fresh.id)).state, 'locked');
    await assert.rejects(admin('equity:force-buyback', ['--holding', String(x.id)]), /--reason is required/);
    await assertLedgerClean(server.orm);
  });

  it('pays a dividend once per period with two runners, a stopped pass, and auto-compounding on and off', async () => {
    const id = await offering({}, { buyback: '0', dividend: '100000.00' });
    const members = await Promise.all(Array.from({ length: 5 }, () => member()));
    const held: EquityHolding[] = [];
    for (const who of members)
      held.push((await subscribe(who, { offering_id: id, amount: '1000.00' })).body.data.holding);
    const compounding = await server.post<{ holding: EquityHolding }>('/api/Equity/autocompound', {
      headers: { token: members[0]!.token },
      json: { holding_id: held[0]!.id, on: 1 },
    });
    assert.equal(compounding.body.data.holding.autoCompound, true);
    await admin('equity:dividend', ['--offering', String(id), '--period', '2026-03', '--per-share', '5.00']);
    await assert.rejects(
      admin('equity:dividend', ['--offering', String(id), '--period', '2026-03', '--per-share', '5.00']),
      /already been declared/,
    );
    // A pass stopped after its first batch, then two runners at once.
    await assert.rejects(
      dividends({
        batchSize: 2,
        afterBatch: () => {
          throw new Error('stopped');
        },
      }).runPass(server.orm.em),
      /stopped/,
    );
    await Promise.all([
      dividends({ batchSize: 2 }).runPass(server.orm.em),
      dividends({ batchSize: 2 }).runPass(server.orm.em),
    ]);
    await dividends().runPass(server.orm.em);
    const payouts = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      'select count(*) as n from equity_dividend_payout p join equity_dividend d on d.id = p.dividend_id where d.offering_id = ?',
      [id],
    );
    assert.equal(Number(payouts[0]!.n), 5);
    // 10 shares × ₹5 = ₹50 each; the compounding one buys 0.5 shares at ₹100.
    const reinvested = await holding(members[0]!, held[0]!.id);
    assert.equal(reinvested.shares, '10.500000');
    assert.equal(reinvested.amount, '1050.00');
    assert.equal(reinvested.dividendsReinvested, '50.00');
    const paid = await holding(members[1]!, held[1]!.id);
    assert.equal(paid.dividendsPaid, '50.00');
    assert.equal(paid.shares, '10.000000');
    const history = await server.get<{ list: EquityDividendPayout[]; total: number }>(
      '/api/Equity/dividends',
      {
        headers: { token: members[1]!.token },
        query: { holding_id: held[1]!.id },
      },
    );
    assert.equal(history.body.data.list[0]!.state, 'paid');
    const wallet = await server.get<WalletSummary>('/api/Wallet/summary', {
      headers: { token: members[1]!.token },
    });
    assert.equal(wallet.body.data.balance, '49030.00');
    assert.deepEqual((await balances(members[0]!.id, id)).slice(1), [105_000n, 0n, 10_000_000n - 25_000n]);
    await assertLedgerClean(server.orm);
  });

  it('a short dividend pool leaves payouts pending until topped up', async () => {
    const id = await offering({}, { buyback: '0', dividend: '10.00' });
    const who = await member();
    const h = (await subscribe(who, { offering_id: id, amount: '1000.00' })).body.data.holding;
    await admin('equity:dividend', ['--offering', String(id), '--period', 'Q1', '--per-share', '2.00']);
    const short = await dividends().runPass(server.orm.em);
    assert.equal(short.pending, 1);
    assert.equal((await holding(who, h.id)).dividendsPaid, '0.00');
    await topUp('equity_dividend_pool', id, '10.00');
    const paid = await dividends().runPass(server.orm.em);
    assert.equal(paid.paid, 1);
    assert.equal((await holding(who, h.id)).dividendsPaid, '20.00');
    await assertLedgerClean(server.orm);
  });

  it("another member's holding is not found on every endpoint, and nothing moves", async () => {
    const id = await offering({}, { buyback: '1000.00', dividend: '0' });
    const [owner, other] = [await member(), await member()];
    const h = (await subscribe(owner, { offering_id: id, amount: '500.00' })).body.data.holding;
    const before = [await balances(owner.id, id), await balances(other.id, id)];
    const calls = [
      server.get('/api/Equity/holding', {
        lang: 'en-us',
        headers: { token: other.token },
        query: { id: h.id },
      }),
      server.get('/api/Equity/dividends', {
        lang: 'en-us',
        headers: { token: other.token },
        query: { holding_id: h.id },
      }),
      buyback(other, h.id),
      server.post('/api/Equity/autocompound', {
        lang: 'en-us',
        headers: { token: other.token },
        json: { holding_id: h.id, on: 1 },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      assert.equal(answer.httpStatus, 404);
      assert.equal(answer.body.msg, 'This holding does not exist');
    }
    assert.deepEqual([await balances(owner.id, id), await balances(other.id, id)], before);
    assert.equal((await holding(owner, h.id)).autoCompound, false);
    await assertLedgerClean(server.orm);
  });

  it('operator commands create, price, close and list offerings', async () => {
    const created = await admin('equity:create', [
      '--name-en',
      'CLI equity',
      '--name-hi',
      'सीएलआई',
      '--name-zh',
      '命令行股权',
      '--fee-percent',
      '2',
      '--lock-days',
      '30',
      '--total-shares',
      '100000',
      '--price',
      '100.00',
    ]);
    const id = Number(/offering #(\d+)/.exec(created)![1]);
    assert.match(await admin('equity:price', ['--offering', String(id), '--price', '101.50']), /101\.50/);
    assert.match(
      await admin('equity:status', ['--offering', String(id), '--status', 'closed', '--reason', 'Full']),
      /is closed/,
    );
    assert.match(await admin('equity:list'), new RegExp(`#${id} CLI equity \\[closed\\] price 101\\.50`));
  });
});
