import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { runAdmin } from '../../test/cli.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import type { WalletSummary as Summary } from './ledger.contract.ts';
import { queryRows } from './sql.ts';
type Entries = {
  list: {
    id: number;
    type: string;
    typeLabel: string;
    asset: string;
    amount: string;
    balanceAfter: string;
    createdAt: string;
  }[];
  total: number;
  types: { type: string; label: string }[];
};

describe('wallet', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const summary = async (token: string) =>
    (await server.get<Summary>('/api/Wallet/summary', { headers: { token } })).body.data;
  const move = (
    token: string,
    way: 'in' | 'out',
    amount: unknown,
    key: string | null = randomUUID(),
    lang = 'en-us',
  ) =>
    server.post<{ summary: Summary }>(`/api/Wallet/piggy/${way}`, {
      lang,
      headers: { token, ...(key !== null && { 'Idempotency-Key': key }) },
      json: amount === undefined ? {} : { amount },
    });

  it('answers a new member zero in every holding', async () => {
    const { token } = await buildMember(server);
    assert.deepEqual(await summary(token), {
      balance: '0.00',
      usdt: '0.000000',
      piggyBank: '0.00',
      locked: '0.00',
      equity: '0.00',
      stakedInr: '0.00',
      stakedUsdt: '0.000000',
      usdtRate: null,
      usdtInInr: null,
      totalAssets: '0.00',
    });
    const piggy = await server.get('/api/Wallet/piggy', { headers: { token } });
    assert.deepEqual(piggy.body.data, { amount: '0.00', annualRatePercent: '0.00', interestTotal: '0.00' });
  });

  it('moves balance into the piggy bank and out again, with balance details', async () => {
    const { token } = await buildMember(server, { balance: '100.00' });
    const into = await move(token, 'in', '30.25');
    assert.equal(into.httpStatus, 200, into.body.msg);
    assert.deepEqual(into.body.data.summary, {
      balance: '69.75',
      usdt: '0.000000',
      piggyBank: '30.25',
      locked: '0.00',
      equity: '0.00',
      stakedInr: '0.00',
      stakedUsdt: '0.000000',
      usdtRate: null,
      usdtInInr: null,
      totalAssets: '100.00',
    });
    const out = await server.post<{ summary: Summary }>('/api/Wallet/piggy/out', {
      headers: { token, 'Idempotency-Key': randomUUID() },
      form: { amount: '0.25' },
    });
    assert.equal(out.body.data.summary.balance, '70.00');
    assert.equal(
      (await server.get<{ amount: string }>('/api/Wallet/piggy', { headers: { token } })).body.data.amount,
      '30.00',
    );

    const entries = await server.get<Entries>('/api/Wallet/entries', { headers: { token }, lang: 'en-us' });
    assert.equal(entries.body.data.total, 3);
    assert.deepEqual(
      entries.body.data.list.map((e) => [e.type, e.typeLabel, e.asset, e.amount, e.balanceAfter]),
      [
        ['piggy_out', 'Out of piggy bank', 'INR', '0.25', '70.00'],
        ['piggy_in', 'Into piggy bank', 'INR', '-30.25', '69.75'],
        ['grant', 'Bonus', 'INR', '100.00', '100.00'],
      ],
    );
    assert.ok(entries.body.data.types.some((t) => t.type === 'piggy_in' && t.label === 'Into piggy bank'));
    assert.ok(!entries.body.data.types.some((t) => t.type === 'pool_fund'));
    assert.ok(!Number.isNaN(Date.parse(entries.body.data.list[0]!.createdAt)));

    const filtered = await server.get<Entries>('/api/Wallet/entries', {
      headers: { token },
      query: { type: 'piggy_in', page: 1, rows: 5 },
    });
    assert.equal(filtered.body.data.total, 1);
    assert.equal(filtered.body.data.list[0]!.type, 'piggy_in');
    const page2 = await server.get<Entries>('/api/Wallet/entries', {
      headers: { token },
      query: { page: 2, rows: 2 },
    });
    assert.deepEqual(
      page2.body.data.list.map((e) => e.type),
      ['grant'],
    );
    const zh = await server.get<Entries>('/api/Wallet/entries', { headers: { token }, lang: 'zh-cn' });
    assert.equal(zh.body.data.list[0]!.typeLabel, '转出存钱罐');
    const badType = await server.get('/api/Wallet/entries', {
      headers: { token },
      query: { type: 'nope' },
      lang: 'en-us',
    });
    assert.equal(badType.httpStatus, 422);
    assert.equal(badType.body.msg, 'Unknown kind of entry');
    await assertLedgerClean(server.orm);
  });

  it('refuses more than the balance or the piggy bank holds and changes nothing', async () => {
    const { id, token } = await buildMember(server, { balance: '10.00' });
    const before = await summary(token);
    const tooMuch = await move(token, 'in', '10.01');
    assert.equal(tooMuch.httpStatus, 422);
    assert.equal(tooMuch.body.status, 0);
    assert.equal(tooMuch.body.msg, 'Insufficient balance');
    const hindi = await move(token, 'in', '10.01', randomUUID(), 'hi-in');
    assert.equal(hindi.body.msg, 'अपर्याप्त शेष राशि');
    const outTooMuch = await move(token, 'out', '0.01');
    assert.equal(outTooMuch.httpStatus, 422);
    assert.equal(outTooMuch.body.msg, 'The piggy bank does not hold that much');
    assert.deepEqual(await summary(token), before);
    const entries = await server.get<Entries>('/api/Wallet/entries', { headers: { token } });
    assert.equal(entries.body.data.total, 1);
    const records = await queryRows(
      server.orm.em.fork(),
      'select id from idempotency_record where member_id = ?',
      [id],
    );
    assert.equal(records.length, 0);
    await assertLedgerClean(server.orm);
  });

  it('holds the balance and the piggy bank to the paisa: one paisa more is refused, all of it goes', async () => {
    const { token } = await buildMember(server, { balance: '10.00' });
    const outcome = async (way: 'in' | 'out', amount: string) => {
      const answer = await move(token, way, amount);
      return answer.body.status === 1 ? 'accepted' : answer.body.msg;
    };
    assert.equal(await outcome('in', '10.01'), 'Insufficient balance');
    assert.equal(await outcome('in', '9.99'), 'accepted');
    assert.equal(await outcome('in', '0.02'), 'Insufficient balance');
    assert.equal(await outcome('in', '0.01'), 'accepted');
    assert.deepEqual([(await summary(token)).balance, (await summary(token)).piggyBank], ['0.00', '10.00']);
    assert.equal(await outcome('out', '10.01'), 'The piggy bank does not hold that much');
    assert.equal(await outcome('out', '10.00'), 'accepted');
    assert.deepEqual([(await summary(token)).balance, (await summary(token)).piggyBank], ['10.00', '0.00']);
    await assertLedgerClean(server.orm);
  });

  it('validates the amount exactly', async () => {
    const { token } = await buildMember(server, { balance: '10.00' });
    const cases: [unknown, number][] = [
      ['1.001', 422],
      ['-1.00', 422],
      ['0', 422],
      ['0.00', 422],
      ['1e2', 422],
      ['abc', 422],
      [1.5, 400],
      [undefined, 400],
    ];
    for (const [amount, status] of cases) {
      const answer = await move(token, 'in', amount);
      assert.equal(answer.httpStatus, status, `${String(amount)}: ${answer.body.msg}`);
      assert.equal(answer.body.status, 0);
    }
    assert.equal(
      (await move(token, 'in', '1.001')).body.msg,
      'An amount in INR takes at most 2 decimal places',
    );
    assert.equal(
      (await move(token, 'in', '0.001', randomUUID(), 'hi-in')).body.msg,
      'INR की राशि में अधिकतम 2 दशमलव अंक हो सकते हैं',
    );
    assert.equal((await summary(token)).balance, '10.00');
    await assertLedgerClean(server.orm);
  });

  it('answers a repeated Idempotency-Key with the first answer and moves money once', async () => {
    const { token } = await buildMember(server, { balance: '50.00' });
    const key = randomUUID();
    const first = await move(token, 'in', '5.00', key);
    assert.equal(first.httpStatus, 200);
    const again = await move(token, 'in', '5.00', key);
    assert.equal(again.httpStatus, 200);
    assert.deepEqual(again.body.data, first.body.data);
    assert.equal((await summary(token)).balance, '45.00');

    const otherBody = await move(token, 'in', '6.00', key);
    assert.equal(otherBody.httpStatus, 409);
    assert.equal(otherBody.body.msg, 'This Idempotency-Key was already used for a different request');
    const otherPath = await move(token, 'out', '5.00', key);
    assert.equal(otherPath.httpStatus, 409);

    const missing = await move(token, 'in', '5.00', null);
    assert.equal(missing.httpStatus, 400);
    assert.equal(missing.body.msg, 'The Idempotency-Key header is required for this request');
    const missingZh = await move(token, 'in', '5.00', null, 'zh-cn');
    assert.equal(missingZh.body.msg, '此请求需要 Idempotency-Key 请求头');
    assert.equal((await summary(token)).balance, '45.00');

    // A failed call keeps nothing: its key may be used again once the money is there.
    const failKey = randomUUID();
    assert.equal((await move(token, 'in', '46.00', failKey)).httpStatus, 422);
    assert.equal((await move(token, 'in', '45.00', failKey)).httpStatus, 200);
    assert.equal((await summary(token)).balance, '0.00');
    await assertLedgerClean(server.orm);
  });

  it('keeps each member to their own money on every endpoint', async () => {
    const a = await buildMember(server, { balance: '20.00' });
    const b = await buildMember(server);
    const key = randomUUID();
    assert.equal((await move(a.token, 'in', '5.00', key)).httpStatus, 200);
    // The same key from B is B's own call: it does not replay A's answer and cannot move A's money.
    const bTry = await move(b.token, 'in', '5.00', key);
    assert.equal(bTry.httpStatus, 422);
    assert.equal((await move(b.token, 'out', '5.00')).httpStatus, 422);
    assert.equal((await summary(b.token)).totalAssets, '0.00');
    const bEntries = await server.get<Entries>('/api/Wallet/entries', { headers: { token: b.token } });
    assert.equal(bEntries.body.data.total, 0);
    const bPiggy = await server.get<{ amount: string }>('/api/Wallet/piggy', { headers: { token: b.token } });
    assert.equal(bPiggy.body.data.amount, '0.00');
    // Fields naming another member are ignored: the member is always the session's.
    const sneaky = await server.post('/api/Wallet/piggy/out', {
      headers: { token: b.token, 'Idempotency-Key': randomUUID() },
      json: { amount: '1.00', memberId: a.id },
    });
    assert.equal(sneaky.httpStatus, 422);
    const aEntries = await server.get<Entries>('/api/Wallet/entries', {
      headers: { token: b.token },
      query: { memberId: a.id },
    });
    assert.equal(aEntries.body.data.total, 0);
    assert.deepEqual(await summary(a.token), {
      balance: '15.00',
      usdt: '0.000000',
      piggyBank: '5.00',
      locked: '0.00',
      equity: '0.00',
      stakedInr: '0.00',
      stakedUsdt: '0.000000',
      usdtRate: null,
      usdtInInr: null,
      totalAssets: '20.00',
    });
    for (const [method, path] of [
      ['get', '/api/Wallet/summary'],
      ['get', '/api/Wallet/entries'],
      ['get', '/api/Wallet/piggy'],
      ['post', '/api/Wallet/piggy/in'],
      ['post', '/api/Wallet/piggy/out'],
    ] as const) {
      const answer = await server[method](path, {
        headers: { 'Idempotency-Key': randomUUID() },
        json: method === 'post' ? { amount: '1.00' } : undefined,
      });
      assert.equal(answer.httpStatus, 401, path);
      assert.equal(answer.body.status, -100);
    }
    await assertLedgerClean(server.orm);
  });

  it('counts USDT in the total assets at the published rate, rounded down, once there is one', async () => {
    const { id, token } = await buildMember(server, { balance: '100.00' });
    await fundMember(server, id, '1.234567', 'USDT');
    const before = await summary(token);
    assert.deepEqual([before.usdtRate, before.usdtInInr, before.totalAssets], [null, null, '100.00']);
    const set = await runAdmin(server, ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5']);
    assert.equal(set.code, 0, set.stderr);
    // 1.234567 × 83.25 = 102.7777... INR: the member is shown 102.77, never a paisa more.
    assert.deepEqual(await summary(token), {
      balance: '100.00',
      usdt: '1.234567',
      piggyBank: '0.00',
      locked: '0.00',
      equity: '0.00',
      stakedInr: '0.00',
      stakedUsdt: '0.000000',
      usdtRate: '83.250000',
      usdtInInr: '102.77',
      totalAssets: '202.77',
    });
    const into = await move(token, 'in', '10.00');
    assert.equal(into.body.data.summary.totalAssets, '202.77');
  });
});
