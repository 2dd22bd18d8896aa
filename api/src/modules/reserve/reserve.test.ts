import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAdmin } from '../../test/cli.ts';
import { buildMember, loginAs } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

type Reserve = {
  size: string;
  coverage: { assets: string; liabilities: string; ratioPercent: string | null };
  history: {
    list: { type: string; typeLabel: string; amount: string; balanceAfter: string }[];
    total: number;
  };
};

describe('reserve', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('shows the reserve fund, its lines and the coverage computed from the ledger', async () => {
    const built = await buildMember(server.orm);
    const token = await loginAs(server, built.mailbox);
    const get = (query: Record<string, number> = {}) =>
      server.get<Reserve>('/api/Wallet/reserve', { headers: { token }, lang: 'en-us', query });
    const empty = await get();
    assert.equal(empty.httpStatus, 200, empty.body.msg);
    assert.deepEqual(empty.body.data, {
      size: '0.00',
      coverage: { assets: '0.00', liabilities: '0.00', ratioPercent: null },
      history: { list: [], total: 0 },
    });
    await fundMember(server, built.id, '300.00');
    for (const amount of ['100.00', '50.50']) {
      const funded = await runAdmin(server, [
        'pool:fund',
        '--account',
        'reserve_fund',
        '--amount',
        amount,
        '--memo',
        'reserve',
      ]);
      assert.equal(funded.code, 0, funded.stderr);
    }
    const shown = await get({ page: 1, rows: 1 });
    assert.equal(shown.body.data.size, '150.50');
    assert.deepEqual(shown.body.data.coverage, {
      assets: '450.50',
      liabilities: '300.00',
      ratioPercent: '150.16',
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
    assert.equal((await server.get('/api/Wallet/reserve')).httpStatus, 401);
    await assertLedgerClean(server.orm);
  });
});
