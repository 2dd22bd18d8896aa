import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { quoteAmounts } from './conversion.service.ts';

type Quote = {
  quoteId: number;
  from: string;
  to: string;
  amount: string;
  receive: string;
  fee: string;
  rate: string;
  expiresAt: string;
};
const PAY = '135790';
const clock = manualClock('2026-04-01T08:00:00Z');

describe('conversion', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(() => server.close());

  const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });
  const quote = (token: string, from: string, amount: string, lang = 'en-us') =>
    server.post<Quote>('/api/Wallet/conversion/quote', { ...as(token, lang), json: { from, amount } });
  const confirm = (
    token: string,
    quoteId: number,
    paymentPassword = PAY,
    key = randomUUID(),
    lang = 'en-us',
  ) =>
    server.post<{ conversion: Quote & { id: number }; summary: { balance: string; usdt: string } }>(
      '/api/Wallet/conversion/confirm',
      { lang, headers: { token, 'Idempotency-Key': key }, json: { quoteId, paymentPassword } },
    );

  it('rounds every quote down for the member', () => {
    const rate = { rateMicro: 83_250_000n, spreadBps: 50, publishedAt: new Date() };
    assert.deepEqual(quoteAmounts('INR', 100_000n, rate), { receive: 11_951_951n, fee: 60_061n });
    assert.deepEqual(quoteAmounts('USDT', 10_000_000n, rate), { receive: 82_833n, fee: 417n });
    assert.deepEqual(quoteAmounts('INR', 1n, { ...rate, spreadBps: 0 }), { receive: 120n, fee: 0n });
  });

  it('publishes a rate, quotes for 30 s and converts once against the treasury', async () => {
    const { id, token } = await buildMember(server, { paymentPassword: PAY, balance: '2000.00' });
    const noRate = await server.get('/api/Wallet/conversion/rate', as(token));
    assert.equal(noRate.httpStatus, 503);
    assert.equal(noRate.body.msg, 'Conversion is not available yet, please try again later');
    for (const args of [
      ['--usdt-inr', 'abc', '--spread', '0.5'],
      ['--usdt-inr', '0', '--spread', '0.5'],
      ['--usdt-inr', '83.25', '--spread', '60'],
      ['--usdt-inr', '83.25'],
    ])
      assert.equal((await runAdmin(server, ['rates:set', ...args])).code, 2, args.join(' '));
    const set = await runAdmin(server, ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5']);
    assert.equal(set.code, 0, set.stderr);
    assert.match(set.stdout, /1 USDT = 83\.250000 INR, spread 0\.50 %/);
    const rate = await server.get('/api/Wallet/conversion/rate', as(token));
    assert.deepEqual(
      { ...(rate.body.data as object), publishedAt: undefined },
      { usdtToInr: '83.250000', inrToUsdt: '0.012012', spreadPercent: '0.50', publishedAt: undefined },
    );

    const q = await quote(token, 'INR', '1000');
    assert.equal(q.httpStatus, 200, q.body.msg);
    assert.deepEqual(
      { ...q.body.data, quoteId: 0 },
      {
        quoteId: 0,
        from: 'INR',
        to: 'USDT',
        amount: '1000.00',
        receive: '11.951951',
        fee: '0.060061',
        rate: '83.250000',
        expiresAt: new Date(clock.now().getTime() + 30_000).toISOString(),
      },
    );
    assert.equal((await quote(token, 'EUR', '1')).body.msg, 'Please choose INR or USDT');
    assert.equal(
      (await quote(token, 'INR', '1.001')).body.msg,
      'An amount in INR takes at most 2 decimal places',
    );
    assert.equal((await quote(token, 'USDT', '0.000001')).body.msg, 'The amount is too small to convert');

    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    const holdings = () =>
      ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(id, 'balance'),
        memberAccount(id, 'usdt'),
        platformAccount('fx_treasury', 'INR'),
        platformAccount('fx_treasury', 'USDT'),
      ]);
    const empty = await confirm(token, q.body.data.quoteId);
    assert.equal(empty.httpStatus, 503);
    assert.equal(empty.body.msg, 'Conversion is temporarily unavailable, please try again later');
    assert.deepEqual(await holdings(), [200_000n, 0n, 0n, 0n]);

    const funded = await runAdmin(server, [
      'pool:fund',
      '--account',
      'fx_treasury',
      '--asset',
      'USDT',
      '--amount',
      '100',
      '--memo',
      'treasury',
    ]);
    assert.equal(funded.code, 0, funded.stderr);
    const wrong = await confirm(token, q.body.data.quoteId, '000000');
    assert.equal(wrong.body.msg, 'The payment password is wrong');
    const other = await buildMember(server, { paymentPassword: PAY });
    const foreign = await confirm(other.token, q.body.data.quoteId);
    assert.equal(foreign.httpStatus, 404);
    assert.equal(foreign.body.msg, 'This quote does not exist');

    const key = randomUUID();
    const done = await confirm(token, q.body.data.quoteId, PAY, key);
    assert.equal(done.httpStatus, 200, done.body.msg);
    assert.equal(done.body.data.conversion.receive, '11.951951');
    assert.deepEqual([done.body.data.summary.balance, done.body.data.summary.usdt], ['1000.00', '11.951951']);
    assert.deepEqual((await confirm(token, q.body.data.quoteId, PAY, key)).body.data, done.body.data);
    const again = await confirm(token, q.body.data.quoteId);
    assert.equal(again.httpStatus, 409);
    assert.equal(again.body.msg, 'This quote has already been used');
    assert.deepEqual(await holdings(), [100_000n, 11_951_951n, 100_000n, 100_000_000n - 11_951_951n]);

    const back = await quote(token, 'USDT', '10');
    assert.deepEqual([back.body.data.receive, back.body.data.fee], ['828.33', '4.17']);
    clock.advance(30_001);
    const expired = await confirm(token, back.body.data.quoteId, PAY, randomUUID(), 'zh-cn');
    assert.equal(expired.httpStatus, 410);
    assert.equal(expired.body.msg, '报价已过期，请重新获取');
    const fresh = await quote(token, 'USDT', '10');
    const converted = await confirm(token, fresh.body.data.quoteId);
    assert.equal(converted.httpStatus, 200, converted.body.msg);
    assert.deepEqual(await holdings(), [182_833n, 1_951_951n, 17_167n, 110_000_000n - 11_951_951n]);

    const list = await server.get<{ list: (Quote & { id: number })[]; total: number }>(
      '/api/Wallet/conversions',
      as(token),
    );
    assert.equal(list.body.data.total, 2);
    assert.deepEqual(
      list.body.data.list.map((c) => [c.from, c.to, c.amount, c.receive]),
      [
        ['USDT', 'INR', '10.000000', '828.33'],
        ['INR', 'USDT', '1000.00', '11.951951'],
      ],
    );
    assert.equal(
      (await server.get<{ total: number }>('/api/Wallet/conversions', as(other.token))).body.data.total,
      0,
    );
    await assertLedgerClean(server.orm);
  });

  it('holds its limits at the edge: the smallest amount that receives anything, and the balance to the paisa', async () => {
    assert.equal((await runAdmin(server, ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5'])).code, 0);
    const treasury = await runAdmin(server, [
      ...['pool:fund', '--account', 'fx_treasury', '--asset', 'USDT', '--amount', '100', '--memo', 'edge'],
    ]);
    assert.equal(treasury.code, 0, treasury.stderr);
    const { token } = await buildMember(server, { paymentPassword: PAY, balance: '10.00' });
    // 0.000120 USDT is 0.00994 INR after the spread: nothing to receive; 0.000121 receives 0.01.
    const tooSmall = await quote(token, 'USDT', '0.000120');
    assert.equal(tooSmall.httpStatus, 422);
    assert.equal(tooSmall.body.msg, 'The amount is too small to convert');
    assert.equal((await quote(token, 'USDT', '0.000121')).body.data.receive, '0.01');
    // The balance, to the paisa: 10.01 is refused at confirmation, 10.00 goes whole.
    const over = await quote(token, 'INR', '10.01');
    const refused = await confirm(token, over.body.data.quoteId);
    assert.equal(refused.httpStatus, 422);
    assert.equal(refused.body.msg, 'Insufficient balance');
    const all = await quote(token, 'INR', '10.00');
    const done = await confirm(token, all.body.data.quoteId);
    assert.equal(done.httpStatus, 200, done.body.msg);
    assert.equal(done.body.data.summary.balance, '0.00');
    assert.equal(done.body.data.summary.usdt, all.body.data.receive);
    await assertLedgerClean(server.orm);
  });
});
