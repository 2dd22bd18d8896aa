// The deposit watcher on a real local chain (hardhat node, a USDT-like token): seen → confirming
// (n of N) → credited once, with two watchers at once, reorgs before and after credit, deposits
// under the minimum, and what the member and operators see of them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { pino, type Logger } from 'pino';
import { dialectOf } from '../../db/dialect.ts';
import { systemClock } from '../../platform/clock.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean, fundChainClearing } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberSocket } from '../../test/chat.ts';
import type { DecodedMessage, TestSocket } from '../../test/socket.ts';
import { chainEnv, startLocalChain, TEST_XPUB, type LocalChain } from '../../test/chain/local-chain.ts';
import type {
  Deposit,
  DepositAddress,
  DepositNetwork,
  OperatorDeposit,
} from '../deposit/deposit.contract.ts';
import { memberAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows } from '../ledger/sql.ts';
import { createChainClient, type ChainClient } from './chain-client.ts';
import { createDepositWatcher } from './deposit-watcher.ts';
import { deriveDepositAddress } from './hd-address.ts';

const N = 3;
const usdt = (amount: number) => BigInt(Math.round(amount * 1e6));

describe('deposit watcher', () => {
  let chain: LocalChain;
  let server: TestServer;
  const sockets: TestSocket[] = [];
  before(async () => {
    chain = await startLocalChain();
    server = await startTestServer({
      env: { ...chainEnv(chain, { confirmations: N }), CHAIN_POLL_MS: '100' },
    });
    // Chain clearing holds what deposits are credited from.
    await fundChainClearing(server, usdt(1_000_000));
  });
  after(async () => {
    sockets.forEach((socket) => socket.close());
    await server.close();
    await chain.stop();
  });

  const ledger = () => createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  const settings = () => server.config.chains[0]!;
  const watcher = (
    owner = 'test-watcher',
    {
      client = createChainClient(settings()),
      logger = server.logger,
    }: { client?: ChainClient; logger?: Logger } = {},
  ) =>
    createDepositWatcher({
      em: server.orm.em,
      clock: systemClock,
      logger,
      ledger: ledger(),
      events: server.events,
      settings: settings(),
      client,
      owner,
    });
  const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });

  async function addressOf(member: TestMember) {
    const answer = await server.get<DepositAddress>('/api/Wallet/deposit/address', {
      ...as(member.token),
      query: { chain: 'ERC20' },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    assert.ok(answer.body.data.available);
    return answer.body.data.address as `0x${string}`;
  }
  const depositsOf = async (member: TestMember) =>
    (await server.get<{ list: Deposit[]; total: number }>('/api/Wallet/deposits', as(member.token))).body.data
      .list;
  const balanceOf = async (member: TestMember) =>
    (await ledger().balancesOf(server.orm.em.fork(), [memberAccount(member.id, 'usdt')]))[0]!;
  const entriesOf = (txHash: string) =>
    queryRows<{ id: unknown; idempotency_key: string }>(
      server.orm.em.fork(),
      "select id, idempotency_key from journal_entry where type = 'deposit' and idempotency_key like ?",
      [`deposit:ERC20:${txHash}:%`],
    );
  async function socketOf(member: TestMember) {
    const socket = await memberSocket(server, member.token);
    sockets.push(socket);
    return socket;
  }
  const noticeOf = async (socket: TestSocket) => {
    const message = (await socket.next('notice')) as DecodedMessage & {
      topic: string;
      deposit: Deposit;
      title: Record<string, string>;
      summary: Record<string, string>;
    };
    assert.equal(message.topic, 'deposit');
    return message;
  };

  it('answers one stored address per member on a served chain, none on the others, and the networks', async () => {
    const member = await buildMember(server);
    const other = await buildMember(server);
    const address = await addressOf(member);
    assert.equal(address, deriveDepositAddress(TEST_XPUB, member.id));
    assert.equal(await addressOf(member), address);
    assert.notEqual(await addressOf(other), address);
    const full = await server.get<DepositAddress>('/api/Wallet/deposit/address', {
      ...as(member.token),
      query: { chain: 'ERC20' },
    });
    assert.deepEqual(
      { ...full.body.data, qrDataUrl: undefined },
      {
        chain: 'ERC20',
        available: true,
        address,
        qrDataUrl: undefined,
        confirmations: N,
        minimum: '1.000000',
      },
    );
    assert.match(full.body.data.available ? full.body.data.qrDataUrl : '', /^data:image\/svg\+xml;base64,/);
    const rows = await queryRows<{ address: string; derivation_index: unknown }>(
      server.orm.em.fork(),
      'select address, derivation_index from deposit_address where member_id = ?',
      [member.id],
    );
    assert.deepEqual(
      rows.map((r) => [r.address, Number(r.derivation_index)]),
      [[address, member.id]],
    );
    for (const chainName of ['TRC20', 'BEP20']) {
      const answer = await server.get('/api/Wallet/deposit/address', {
        ...as(member.token),
        query: { chain: chainName },
      });
      assert.equal(answer.httpStatus, 200);
      assert.deepEqual(answer.body.data, { chain: chainName, available: false });
    }
    const networks = await server.get<{ list: DepositNetwork[] }>(
      '/api/Wallet/deposit/networks',
      as(member.token),
    );
    assert.deepEqual(networks.body.data.list, [
      { chain: 'TRC20', available: false, confirmations: 0, minimum: null },
      { chain: 'ERC20', available: true, confirmations: N, minimum: '1.000000' },
      { chain: 'BEP20', available: false, confirmations: 0, minimum: null },
    ]);
    assert.equal((await server.get('/api/Wallet/deposit/networks')).httpStatus, 401);
  });

  it('credits a deposit once at N confirmations, each step live on the socket in every language', async () => {
    const member = await buildMember(server);
    const address = await addressOf(member);
    const socket = await socketOf(member);
    const w = watcher();
    await w.pass();
    const txHash = await chain.mint(address, usdt(25.5));
    const first = await w.pass();
    assert.equal(first.error, null);
    assert.equal(first.seen, 1);
    const seen = await noticeOf(socket);
    assert.deepEqual(
      [seen.deposit.state, seen.deposit.amount, seen.deposit.txHash, seen.deposit.confirmations],
      ['confirming', '25.500000', txHash, 1],
    );
    assert.equal(seen.summary['en-us'], '25.500000 USDT on ERC20: 1 of 3 confirmations');
    assert.ok(seen.title['zh-cn'] && seen.title['hi-in']);
    const [listed] = await depositsOf(member);
    assert.deepEqual(
      { ...listed, id: 0, createdAt: '' },
      {
        id: 0,
        chain: 'ERC20',
        amount: '25.500000',
        txHash,
        state: 'confirming',
        confirmations: 1,
        requiredConfirmations: N,
        createdAt: '',
        confirmedAt: null,
      },
    );

    await chain.mine(1);
    await w.pass();
    const counted = await noticeOf(socket);
    assert.deepEqual([counted.deposit.state, counted.deposit.confirmations], ['confirming', 2]);
    assert.equal(await balanceOf(member), 0n);

    await chain.mine(1);
    const crediting = await w.pass();
    assert.equal(crediting.credited, 1);
    const credited = await noticeOf(socket);
    assert.deepEqual([credited.deposit.state, credited.deposit.confirmations], ['credited', N]);
    assert.equal(credited.title['en-us'], 'Deposit credited');
    assert.equal(await balanceOf(member), usdt(25.5));
    await chain.mine(2);
    await w.pass();
    await w.pass();
    const [done] = await depositsOf(member);
    assert.equal(done!.state, 'credited');
    assert.ok(done!.confirmedAt);
    assert.deepEqual(
      (await entriesOf(txHash)).map((e) => e.idempotency_key),
      [`deposit:ERC20:${txHash}:0`],
    );
    assert.equal(await balanceOf(member), usdt(25.5));
    const entries = await server.get<{ list: { type: string; amount: string }[] }>(
      '/api/Wallet/entries',
      as(member.token),
    );
    assert.deepEqual(
      entries.body.data.list.map((e) => [e.type, e.amount]),
      [['deposit', '25.500000']],
    );
    await assertLedgerClean(server.orm);
  });

  it('credits once when two watchers pass at once', async () => {
    const members = [await buildMember(server), await buildMember(server), await buildMember(server)];
    const hashes: string[] = [];
    for (const [i, member] of members.entries())
      hashes.push(await chain.mint(await addressOf(member), usdt(10 + i)));
    await chain.mine(N);
    // Two processes (their own leases), and two that both think they hold it (the same owner).
    const [a, b, c] = [watcher('process-a'), watcher('process-b'), watcher('process-a')];
    for (let round = 0; round < 3; round++) await Promise.all([a.pass(), b.pass(), c.pass()]);
    for (const [i, member] of members.entries()) {
      assert.equal(await balanceOf(member), usdt(10 + i));
      assert.equal((await entriesOf(hashes[i]!)).length, 1);
      assert.deepEqual(
        (await depositsOf(member)).map((d) => d.state),
        ['credited'],
      );
    }
    await assertLedgerClean(server.orm);
  });

  it('reads logs in smaller ranges when an answer fails (a result cap), and credits every deposit once', async () => {
    const member = await buildMember(server);
    const address = await addressOf(member);
    // Every other watcher is ahead of these blocks: this one starts from where they are.
    await watcher().pass();
    for (let i = 0; i < 6; i++) await chain.mint(address, usdt(2));
    await chain.mine(N);
    const real = createChainClient(settings());
    const asked: bigint[] = [];
    const capped = {
      ...real,
      // A provider that refuses a range of more than two blocks, as some cap their results.
      transfers: (from: bigint, to: bigint) => {
        asked.push(to - from + 1n);
        return to - from + 1n > 2n
          ? Promise.reject(new Error('query returned more than 10000 results'))
          : real.transfers(from, to);
      },
    };
    const w = watcher('capped-watcher', { client: capped });
    const [pass] = await w.run();
    assert.equal(pass!.error, null);
    assert.ok(asked.some((blocks) => blocks > 2n) && asked.some((blocks) => blocks <= 2n), String(asked));
    assert.equal(await balanceOf(member), usdt(12));
    assert.deepEqual(
      (await depositsOf(member)).map((d) => d.state),
      Array(6).fill('credited'),
    );
    await assertLedgerClean(server.orm);
  });

  it('drops a deposit a reorg removed before N confirmations, and never credits it', async () => {
    const member = await buildMember(server);
    const address = await addressOf(member);
    const socket = await socketOf(member);
    const w = watcher();
    await w.pass();
    const snapshot = await chain.snapshot();
    const txHash = await chain.mint(address, usdt(7));
    await w.pass();
    assert.equal((await noticeOf(socket)).deposit.state, 'confirming');
    await chain.revert(snapshot);
    await chain.mine(N + 1);
    const reorged = await w.pass();
    assert.equal(reorged.dropped, 1);
    const dropped = await noticeOf(socket);
    assert.equal(dropped.deposit.state, 'dropped');
    assert.equal(dropped.title['en-us'], 'Deposit undone by the network');
    await chain.mine(N);
    await w.pass();
    assert.deepEqual(
      (await depositsOf(member)).map((d) => [d.txHash, d.state]),
      [[txHash, 'dropped']],
    );
    assert.equal(await balanceOf(member), 0n);
    assert.equal((await entriesOf(txHash)).length, 0);
    await assertLedgerClean(server.orm);
  });

  it('records a deposit below the minimum and never credits it', async () => {
    const member = await buildMember(server);
    const address = await addressOf(member);
    const w = watcher();
    const txHash = await chain.mint(address, usdt(0.5));
    await w.pass();
    await chain.mine(N + 1);
    await w.pass();
    assert.deepEqual(
      (await depositsOf(member)).map((d) => [d.txHash, d.amount, d.state, d.confirmedAt]),
      [[txHash, '0.500000', 'below_minimum', null]],
    );
    assert.equal(await balanceOf(member), 0n);
    assert.equal((await entriesOf(txHash)).length, 0);
  });

  it('marks a credited deposit a reorg removed for operators, reversing nothing', async () => {
    const member = await buildMember(server);
    const address = await addressOf(member);
    const w = watcher();
    await w.pass();
    const snapshot = await chain.snapshot();
    const txHash = await chain.mint(address, usdt(12));
    await chain.mine(N - 1);
    assert.equal((await w.pass()).credited, 1);
    assert.equal(await balanceOf(member), usdt(12));
    await chain.revert(snapshot);
    await chain.mine(N + 2);
    assert.equal((await w.pass()).reorged, 1);
    await w.pass();
    assert.equal(await balanceOf(member), usdt(12));
    assert.equal((await entriesOf(txHash)).length, 1);
    const support = await signedInOperator(server, 'support');
    const listed = await server.get<{ list: OperatorDeposit[]; total: number }>('/api/Admin/deposits', {
      headers: { 'operator-token': support.token },
      query: { reorged: 1 },
    });
    assert.equal(listed.httpStatus, 200, listed.body.msg);
    const [reorged] = listed.body.data.list;
    assert.deepEqual(
      [reorged!.txHash, reorged!.memberId, reorged!.state, reorged!.toAddress, reorged!.logIndex],
      [txHash, member.id, 'credited', address, 0],
    );
    assert.ok(reorged!.reorgedAt && reorged!.blockNumber && reorged!.fromAddress);
    const confirming = await server.get<{ list: OperatorDeposit[] }>('/api/Admin/deposits', {
      headers: { 'operator-token': support.token },
      query: { state: 'below_minimum' },
    });
    assert.ok(confirming.body.data.list.every((d) => d.state === 'below_minimum'));
    assert.ok(confirming.body.data.list.length >= 1);
    const bad = await server.get('/api/Admin/deposits', {
      headers: { 'operator-token': support.token },
      query: { state: 'pending' },
      lang: 'en-us',
    });
    assert.equal(bad.body.msg, 'Choose confirming, credited, below the minimum or dropped');
    await assertLedgerClean(server.orm);
  });

  it('keeps a chain failure in chain_sync.last_error, logged once per change, never with the endpoint', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const real = createChainClient(settings());
    let failing = true;
    const client = {
      ...real,
      head: () =>
        failing
          ? Promise.reject(new Error(`HTTP request failed. URL: ${settings().rpcUrl} refused`))
          : real.head(),
    };
    const w = watcher('failing-watcher', { client, logger });
    const lastError = async () =>
      (
        await queryRows<{ last_error: string | null }>(
          server.orm.em.fork(),
          "select last_error from chain_sync where chain = 'ERC20'",
        )
      )[0]!.last_error;
    const first = await w.pass();
    await w.pass();
    await w.pass();
    assert.equal(first.error, 'HTTP request failed. URL: <rpc> refused');
    assert.equal(await lastError(), first.error);
    const logged = lines.filter((line) => line.includes('cannot read the chain'));
    assert.equal(logged.length, 1);
    assert.ok(!lines.join('\n').includes(settings().rpcUrl));
    failing = false;
    assert.equal((await w.pass()).error, null);
    assert.equal(await lastError(), null);
    assert.equal(lines.filter((line) => line.includes('reaches the chain again')).length, 1);
  });

  it("refuses an operator's credit on a served chain; a chain not served is credited by hand as before", async () => {
    const member = await buildMember(server);
    const finance = await signedInOperator(server, 'finance');
    const confirm = (chainName: string, txHash: string, lang = 'en-us') =>
      server.post<{ deposit: OperatorDeposit }>('/api/Admin/deposits/confirm', {
        headers: { 'operator-token': finance.token, 'Idempotency-Key': randomUUID() },
        json: { memberId: member.id, chain: chainName, amount: '3', txHash },
        lang,
      });
    const refused = await confirm('ERC20', `0x${'a'.repeat(64)}`, 'zh-cn');
    assert.equal(refused.httpStatus, 409);
    assert.equal(refused.body.msg, 'ERC20 的充值在链上确认后自动入账');
    assert.equal(await balanceOf(member), 0n);
    const tron = await confirm('TRC20', 'b'.repeat(64));
    assert.equal(tron.httpStatus, 200, tron.body.msg);
    assert.deepEqual(
      [tron.body.data.deposit.state, tron.body.data.deposit.logIndex, tron.body.data.deposit.blockNumber],
      ['credited', -1, null],
    );
    assert.equal((await confirm('TRC20', 'b'.repeat(64))).httpStatus, 409);
    assert.equal(await balanceOf(member), usdt(3));
  });
});
