import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Dashboard } from './dashboard.contract.ts';
import type { Reserve } from '../reserve/reserve.contract.ts';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import {
  authenticatorCode,
  buildMember,
  buildWithdrawalAddress,
  TEST_PAYMENT_PASSWORD,
  type TestMember,
} from '../../test/factories.ts';
import { assertLedgerClean, fundPool } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createFundSettler } from '../fund/fund-settlement.service.ts';
import { createFundService } from '../fund/fund.service.ts';
import { queryRows } from '../ledger/sql.ts';

// 00:10 on 2 March in India.
const clock = manualClock('2026-03-01T18:40:00Z');

describe('operator API: dashboard', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(() => server.close());

  const sql = <T>(text: string, params: unknown[] = []) => queryRows<T>(server.orm.em.fork(), text, params);

  const withdraw = (member: TestMember, addressId: number, amount: string) => {
    clock.advance(30_000);
    return server.post<{ id: number }>('/api/Wallet/withdrawal/request', {
      headers: { token: member.token, 'Idempotency-Key': randomUUID() },
      json: {
        addressId,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        code: authenticatorCode(member, clock),
      },
    });
  };

  it('sums members, money by account kind, coverage, what waits and short pools from a known setup', async () => {
    // A member with ₹100; one who asks for two withdrawals (20 and 10 USDT, 1 USDT fee each), one
    // of them approved; one who buys ₹10,000 of a fund whose pool holds ₹5 of the ₹10 a day due.
    const saver = await buildMember(server, { balance: '100.00', login: false });
    const withdrawer = await buildMember(server, { usdt: '50', paymentPassword: true, authenticator: true });
    const { id: addressId } = await buildWithdrawalAddress(server, withdrawer.id);
    const first = await withdraw(withdrawer, addressId, '20');
    assert.equal(first.httpStatus, 200, first.body.msg);
    const second = await withdraw(withdrawer, addressId, '10');
    assert.equal(second.httpStatus, 200, second.body.msg);
    const reviewer = await signedInOperator(server, 'reviewer');
    const approved = await server.post('/api/Admin/withdrawals/approve', {
      headers: { 'operator-token': reviewer.token, 'Idempotency-Key': randomUUID() },
      json: { id: second.body.data.id },
    });
    assert.equal(approved.httpStatus, 200, approved.body.msg);

    const fundId = await createFundService({ clock }).create(
      server.orm.em.fork(),
      {
        name: { 'en-us': 'Steady Income', 'zh-cn': '稳健收益', 'hi-in': 'स्थिर आय' },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        cycleDays: 2,
        monthlyRateBps: 300,
        minimum: 10_000n,
        maximumPerMember: 10_000_000n,
        totalSize: 100_000_000n,
        status: 'on_sale',
      },
      'cli:test',
    );
    await fundPool(server, fundId, 500n);
    const buyer = await buildMember(server, { balance: '10000.00', paymentPassword: true });
    const bought = await server.post('/api/Fund/purchase', {
      headers: { token: buyer.token, 'Idempotency-Key': randomUUID() },
      json: { fund_id: fundId, amount: '10000', paymentPassword: TEST_PAYMENT_PASSWORD, agree: 1 },
    });
    assert.equal(bought.httpStatus, 200, bought.body.msg);
    // A day after the purchase (00:12 on 3 March in India) the day's ₹10.00 waits for the pool's ₹5.00.
    clock.set('2026-03-02T18:42:00Z');
    const run = await createFundSettler({ dialect: dialectOf(server.config), clock }).runPass(server.orm.em);
    assert.equal(run.pending, 1);

    // Registered the second before and at the start of the India day.
    await sql('update member set created_at = ?', [new Date('2026-01-01T00:00:00Z')]);
    await sql('update member set created_at = ? where id = ?', [
      new Date('2026-03-02T18:29:59.999Z'),
      saver.id,
    ]);
    await sql('update member set created_at = ? where id = ?', [new Date('2026-03-02T18:30:00Z'), buyer.id]);

    // Operator sessions last a working day: a reviewer of the new day reads it.
    const reader = await signedInOperator(server, 'reviewer');
    const answer = await server.get<Dashboard>('/api/Admin/dashboard', {
      headers: { 'operator-token': reader.token },
      lang: 'zh-cn',
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    const dashboard = answer.body.data;
    assert.equal(dashboard.today, '2026-03-02T18:30:00.000Z');
    assert.deepEqual(dashboard.members, { total: 3, newToday: 1 });
    const money = Object.fromEntries(
      dashboard.money.map((line) => [`${line.owner} ${line.kind} ${line.asset}`, line.balance]),
    );
    assert.deepEqual(
      {
        'member balance INR': money['member balance INR'],
        'member locked INR': money['member locked INR'],
        'member usdt USDT': money['member usdt USDT'],
        'member piggy_bank INR': money['member piggy_bank INR'],
        'platform withdrawals_in_flight USDT': money['platform withdrawals_in_flight USDT'],
        'platform fund_pool INR': money['platform fund_pool INR'],
        'platform promotions INR': money['platform promotions INR'],
      },
      {
        'member balance INR': '100.00',
        'member locked INR': '10000.00',
        'member usdt USDT': '18.000000',
        'member piggy_bank INR': '0.00',
        'platform withdrawals_in_flight USDT': '32.000000',
        'platform fund_pool INR': '5.00',
        'platform promotions INR': '0.00',
      },
    );
    assert.ok(
      !Object.keys(money).some((line) => line.startsWith('external')),
      'external capital is not money held',
    );
    assert.deepEqual(dashboard.pending, { withdrawals: 1, approvedWithdrawals: 1, deposits: 0 });
    assert.deepEqual(dashboard.shortPools, [{ fundId, name: '稳健收益', shortfall: '5.00' }]);
    const reserve = await server.get<Reserve>('/api/Wallet/reserve', { headers: { token: buyer.token } });
    assert.deepEqual(dashboard.reserve, reserve.body.data.coverage);
    assert.deepEqual(dashboard.reserve.assets.find((a) => a.asset === 'USDT')?.owed, '50.000000');

    // Every role reads it.
    for (const role of ['admin', 'finance', 'support'] as const) {
      const { token } = await signedInOperator(server, role);
      const seen = await server.get('/api/Admin/dashboard', { headers: { 'operator-token': token } });
      assert.equal(seen.httpStatus, 200, `${role}: ${seen.body.msg}`);
    }
    await assertLedgerClean(server.orm);
  });
});
