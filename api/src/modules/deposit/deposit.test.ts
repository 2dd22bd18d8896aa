import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { systemClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows } from '../ledger/sql.ts';

type DepositAddress = { chain: string; available: boolean };
type Deposits = {
  list: {
    id: number;
    chain: string;
    amount: string;
    txHash: string;
    state: string;
    createdAt: string;
    confirmedAt: string | null;
  }[];
  total: number;
};

describe('deposits', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });

  it('shows no address and every network unavailable while no chain is served', async () => {
    const a = await buildMember(server);
    const get = (token: string, chain: string, lang = 'en-us') =>
      server.get<DepositAddress>('/api/Wallet/deposit/address', { ...as(token, lang), query: { chain } });
    for (const chain of ['TRC20', 'ERC20', 'BEP20']) {
      const answer = await get(a.token, chain);
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      assert.deepEqual(answer.body.data, { chain, available: false });
    }
    const networks = await server.get<{ list: unknown[] }>('/api/Wallet/deposit/networks', as(a.token));
    assert.deepEqual(networks.body.data.list, [
      { chain: 'TRC20', available: false, confirmations: 0, minimum: null },
      { chain: 'ERC20', available: false, confirmations: 0, minimum: null },
      { chain: 'BEP20', available: false, confirmations: 0, minimum: null },
    ]);
    const bad = await get(a.token, 'BTC', 'zh-cn');
    assert.equal(bad.body.status, 0);
    assert.equal(bad.body.msg, '请选择 TRC20、ERC20 或 BEP20');
    assert.equal(
      (await server.get('/api/Wallet/deposit/address', { query: { chain: 'TRC20' } })).httpStatus,
      401,
    );
  });

  it('credits a confirmed deposit once per tx hash from chain clearing, audited', async () => {
    const { id, token } = await buildMember(server);
    const other = await buildMember(server);
    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
    const balances = () =>
      ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(id, 'usdt'),
        platformAccount('chain_clearing', 'USDT'),
      ]);
    const [, clearing0] = await balances();
    const tx = `c${'d'.repeat(63)}`;
    const confirm = (amount: string, hash = tx, memberId = id) =>
      runAdmin(server, [
        'deposits:confirm',
        '--member',
        String(memberId),
        '--chain',
        'TRC20',
        '--amount',
        amount,
        '--tx',
        hash,
      ]);

    const tooMuch = await confirm(((clearing0! + 1_000_000_000n) / 1_000_000n).toString());
    assert.equal(tooMuch.code, 1);
    assert.match(tooMuch.stderr, /refused, nothing moved: platform:chain_clearing:USDT holds/);
    const funded = await runAdmin(server, [
      'pool:fund',
      '--account',
      'chain_clearing',
      '--asset',
      'USDT',
      '--amount',
      '500',
      '--memo',
      'received on chain',
    ]);
    assert.equal(funded.code, 0, funded.stderr);

    const done = await confirm('125.5');
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, new RegExp(`member:${id}:usdt:USDT\\s+\\+125\\.500000 USDT`));
    assert.deepEqual(await balances(), [125_500_000n, clearing0! + 374_500_000n]);
    const twice = await confirm('125.5');
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /already credited/);
    const sameHashOtherMember = await confirm('1', tx, other.id);
    assert.equal(sameHashOtherMember.code, 1);
    assert.deepEqual(await balances(), [125_500_000n, clearing0! + 374_500_000n]);
    for (const args of [
      ['--member', 'x', '--chain', 'TRC20', '--amount', '1', '--tx', 'e'.repeat(64)],
      ['--member', String(id), '--chain', 'BTC', '--amount', '1', '--tx', 'e'.repeat(64)],
      ['--member', String(id), '--chain', 'TRC20', '--amount', '1.0000001', '--tx', 'e'.repeat(64)],
      ['--member', String(id), '--chain', 'TRC20', '--amount', '1', '--tx', 'short'],
    ]) {
      const answer = await runAdmin(server, ['deposits:confirm', ...args]);
      assert.equal(answer.code, 2, args.join(' '));
    }
    const nobody = await confirm('1', 'f'.repeat(64), 99999999);
    assert.equal(nobody.code, 1);
    assert.match(nobody.stderr, /no member with id 99999999/);

    const list = await server.get<Deposits>('/api/Wallet/deposits', as(token));
    assert.equal(list.body.data.total, 1);
    const [deposit] = list.body.data.list;
    assert.deepEqual(
      [deposit!.chain, deposit!.amount, deposit!.txHash, deposit!.state],
      ['TRC20', '125.500000', tx, 'credited'],
    );
    assert.ok(deposit!.confirmedAt);
    assert.equal((await server.get<Deposits>('/api/Wallet/deposits', as(other.token))).body.data.total, 0);
    const entries = await server.get<{ list: { type: string; typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      as(token),
    );
    assert.deepEqual(
      entries.body.data.list.map((e) => [e.type, e.typeLabel, e.amount]),
      [['deposit', 'Deposit', '125.500000']],
    );
    const [action] = await queryRows<{ detail: string }>(
      server.orm.em.fork(),
      "select detail from operator_action where action = 'deposit_confirm'",
    );
    assert.equal(JSON.parse(action!.detail).txHash, tx);
    await assertLedgerClean(server.orm);
  });
});
