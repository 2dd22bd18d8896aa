import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

import type { Reserve } from './reserve.contract.ts';

describe('reserve', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const inr = (owed: string, reserve: string, held: string, ratioPercent: string | null) => ({
    asset: 'INR',
    owed,
    reserve,
    held,
    ratioPercent,
  });
  const usdt = (owed: string, held: string, ratioPercent: string | null) => ({
    asset: 'USDT',
    owed,
    reserve: '0.000000',
    held,
    ratioPercent,
  });
  const topUp = async (account: string, amount: string) => {
    const funded = await runAdmin(server, [
      'pool:fund',
      '--account',
      account,
      '--amount',
      amount,
      '--memo',
      'top-up',
    ]);
    assert.equal(funded.code, 0, funded.stderr);
  };

  it('shows the reserve fund, its lines and the coverage per asset and in total', async () => {
    const built = await buildMember(server);
    const token = built.token;
    const get = (query: Record<string, number> = {}) =>
      server.get<Reserve>('/api/Wallet/reserve', { headers: { token }, lang: 'en-us', query });
    const empty = await get();
    assert.equal(empty.httpStatus, 200, empty.body.msg);
    assert.deepEqual(empty.body.data, {
      size: '0.00',
      coverage: {
        assets: [inr('0.00', '0.00', '0.00', null), usdt('0.000000', '0.000000', null)],
        total: null,
      },
      history: { list: [], total: 0 },
    });
    await fundMember(server, built.id, '300.00');
    await fundMember(server, built.id, '10.000000', 'USDT');
    for (const amount of ['100.00', '50.50']) await topUp('reserve_fund', amount);
    // The platform's own money (a fund's pool, the treasury) neither owes nor covers.
    await topUp('fund_pool:1', '100000.00');
    await topUp('fx_treasury', '100000.00');
    const shown = await get({ page: 1, rows: 1 });
    assert.equal(shown.body.data.size, '150.50');
    assert.deepEqual(shown.body.data.coverage, {
      assets: [inr('300.00', '150.50', '450.50', '150.16'), usdt('10.000000', '10.000000', '100.00')],
      total: null,
    });
    assert.equal(shown.body.data.history.total, 2);
    assert.deepEqual(shown.body.data.history.list, [
      {
        ...shown.body.data.history.list[0]!,
        type: 'pool_fund',
        typeLabel: 'Platform top-up',
        amount: '50.50',
        balanceAfter: '150.50',
      },
    ]);

    // With a published rate, the total counts USDT in INR: 10 USDT × 83.25 = 832.50 owed and held.
    const rate = await runAdmin(server, ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5']);
    assert.equal(rate.code, 0, rate.stderr);
    assert.deepEqual((await get()).body.data.coverage.total, {
      usdtRate: '83.250000',
      owed: '1132.50',
      held: '1283.00',
      ratioPercent: '113.28',
    });
    assert.equal((await server.get('/api/Wallet/reserve')).httpStatus, 401);
    await assertLedgerClean(server.orm);
  });
});
