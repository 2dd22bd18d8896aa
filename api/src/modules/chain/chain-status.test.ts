import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { HDKey } from '@scure/bip32';
import { privateKeyToAccount } from 'viem/accounts';
import { buildMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { DepositSchema } from '../deposit/deposit.entity.ts';
import type { AdminPayout, ChainStatus, ChainStatusAnswer } from './chain.contract.ts';
import { ChainSyncSchema, CollectionSchema, HotWalletSchema, PayoutSchema } from './chain.entity.ts';

const USDT = 1_000_000n;
const HOT_KEY = `0x${randomBytes(32).toString('hex')}` as const;
const HOT_ADDRESS = privateKeyToAccount(HOT_KEY).address.toLowerCase();
const XPUB = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'").publicExtendedKey;
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('operator API: chain status and payouts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      captureLogs: true,
      env: {
        // ERC20 served (nothing listens there: these tests only read what the jobs wrote), BEP20 not.
        ERC20_RPC_URL: 'http://127.0.0.1:9',
        ERC20_USDT_CONTRACT: address(0xdac17),
        ERC20_XPUB: XPUB,
        ERC20_CONFIRMATIONS: '12',
        ERC20_MIN_DEPOSIT: '2',
        ERC20_HOT_WALLET_KEY: HOT_KEY,
        ERC20_HOT_WALLET_LOW: '1000',
        CHAIN_POLL_MS: '600000',
      },
    });
  });
  after(() => server.close());

  const as = (token: string) => ({ headers: { 'operator-token': token } });
  const status = async (token: string) => {
    const answer = await server.get<ChainStatusAnswer>('/api/Admin/chain/status', as(token));
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data.list;
  };
  const of = (list: ChainStatus[], chain: string) => list.find((row) => row.chain === chain)!;

  let nextLog = 0;
  const deposit = (fields: {
    chain?: string;
    to?: string | null;
    amount: bigint;
    state: string;
    reorgedAt?: Date;
  }) => ({
    memberId: 1,
    chain: fields.chain ?? 'ERC20',
    amount: fields.amount,
    txHash: hash(++nextLog),
    logIndex: fields.to === null ? -1 : 0,
    blockNumber: fields.to === null ? null : 90n,
    blockHash: null,
    fromAddress: null,
    toAddress: fields.to === undefined ? address(0xa) : fields.to,
    rawAmount: null,
    confirmations: fields.state === 'confirming' ? 4 : 12,
    requiredConfirmations: 12,
    state: fields.state,
    confirmedAt: fields.state === 'credited' ? new Date() : null,
    reorgedAt: fields.reorgedAt ?? null,
  });

  const payout = (n: number, state: string, at: Date) => ({
    withdrawalId: 1000 + n,
    chain: 'ERC20',
    fromAddress: HOT_ADDRESS,
    toAddress: address(0xb0 + n),
    amount: BigInt(n) * USDT,
    rawAmount: String(BigInt(n) * USDT),
    nonce: BigInt(n),
    txHash: hash(0xf000 + n),
    rawTx: `0x02f8${n}`,
    state,
    attempts: state === 'failed' ? 3 : 1,
    lastError: state === 'failed' ? 'execution reverted' : null,
    blockNumber: state === 'sent' ? null : 100n + BigInt(n),
    sentAt: at,
    confirmedAt: state === 'confirmed' ? at : null,
  });

  it('shows each chain: not configured, or its sync, hot wallet, what is left to collect and counts by state', async () => {
    const { token } = await signedInOperator(server, 'support');
    const empty = await status(token);
    assert.deepEqual(
      empty.map((row) => [row.chain, row.served, row.confirmations, row.minimum]),
      [
        ['TRC20', false, null, null],
        ['ERC20', true, 12, '2.000000'],
        ['BEP20', false, null, null],
      ],
    );
    // Served with a key: the wallet's address before its balances were ever read.
    assert.deepEqual(of(empty, 'ERC20').hotWallet, {
      address: HOT_ADDRESS,
      usdtBalance: null,
      nativeBalance: null,
      balanceAt: null,
      lowThreshold: '1000.000000',
      low: false,
    });
    assert.equal(of(empty, 'ERC20').sync, null);
    assert.equal(of(empty, 'BEP20').hotWallet, null);
    assert.deepEqual(of(empty, 'TRC20').collection, {
      uncollected: '0.000000',
      addresses: 0,
      lastCollectedAt: null,
    });

    const em = server.orm.em.fork();
    const seenAt = new Date('2026-11-27T10:00:00.000Z');
    await em.nativeDelete(ChainSyncSchema, { chain: 'ERC20' });
    em.create(ChainSyncSchema, {
      chain: 'ERC20',
      nextBlock: 101n,
      lastHash: hash(100),
      headBlock: 130n,
      headSeenAt: seenAt,
      leaseOwner: null,
      leaseUntil: null,
      lastError: 'fetch failed',
    });
    await em.nativeDelete(HotWalletSchema, { chain: 'ERC20' });
    em.create(HotWalletSchema, {
      chain: 'ERC20',
      address: HOT_ADDRESS,
      nextNonce: 4n,
      usdtBalance: 500n * USDT,
      nativeBalance: '1500000000000000000',
      balanceAt: seenAt,
    });
    // Address A: 10 + 5 credited, 12 left it; B: 7 credited, 9 left (never below 0); C: 4, none
    // left; D: 6 credited, then its block was reorged away (nothing to collect there).
    for (const row of [
      deposit({ to: address(0xa), amount: 10n * USDT, state: 'credited' }),
      deposit({ to: address(0xa), amount: 5n * USDT, state: 'credited' }),
      deposit({ to: address(0xb), amount: 7n * USDT, state: 'credited' }),
      deposit({ to: address(0xc), amount: 4n * USDT, state: 'credited' }),
      deposit({ to: address(0xd), amount: 6n * USDT, state: 'credited', reorgedAt: seenAt }),
      deposit({ to: address(0xc), amount: 3n * USDT, state: 'confirming' }),
      deposit({ to: address(0xc), amount: 1n * USDT, state: 'below_minimum' }),
      deposit({ to: address(0xe), amount: 8n * USDT, state: 'dropped' }),
      // An operator's credit on TRC20: no address, nothing for the watcher to collect.
      deposit({ chain: 'TRC20', to: null, amount: 20n * USDT, state: 'credited' }),
    ]) {
      em.create(DepositSchema, row);
    }
    em.create(CollectionSchema, {
      chain: 'ERC20',
      txHash: hash(0xc01),
      logIndex: 0,
      blockNumber: 95n,
      fromAddress: address(0xb),
      toAddress: HOT_ADDRESS,
      amount: 9n * USDT,
    });
    await em.flush();
    const last = em.create(CollectionSchema, {
      chain: 'ERC20',
      txHash: hash(0xc02),
      logIndex: 1,
      blockNumber: 96n,
      fromAddress: address(0xa),
      toAddress: HOT_ADDRESS,
      amount: 12n * USDT,
    });
    ['sent', 'confirmed', 'confirmed', 'failed'].forEach((state, i) =>
      em.create(PayoutSchema, payout(i + 1, state, seenAt)),
    );
    await em.flush();

    const list = await status(token);
    const erc20 = of(list, 'ERC20');
    assert.deepEqual(erc20.sync, {
      nextBlock: 101,
      syncedHeight: 100,
      head: 130,
      lag: 30,
      headSeenAt: seenAt.toISOString(),
      lastError: 'fetch failed',
    });
    assert.deepEqual(erc20.hotWallet, {
      address: HOT_ADDRESS,
      usdtBalance: '500.000000',
      nativeBalance: '1.5',
      balanceAt: seenAt.toISOString(),
      lowThreshold: '1000.000000',
      low: true,
    });
    assert.deepEqual(erc20.collection, {
      uncollected: '7.000000',
      addresses: 2,
      lastCollectedAt: last.createdAt.toISOString(),
    });
    assert.deepEqual(erc20.deposits, {
      confirming: 1,
      credited: 5,
      below_minimum: 1,
      dropped: 1,
      reorgedAfterCredit: 1,
    });
    assert.deepEqual(erc20.payouts, { sent: 1, confirmed: 2, failed: 1 });
    const trc20 = of(list, 'TRC20');
    assert.equal(trc20.deposits.credited, 1);
    assert.deepEqual(trc20.collection, { uncollected: '0.000000', addresses: 0, lastCollectedAt: null });
    assert.deepEqual(of(list, 'BEP20').payouts, { sent: 0, confirmed: 0, failed: 0 });

    // Topped up above the threshold: no warning.
    await server.orm.em
      .fork()
      .nativeUpdate(HotWalletSchema, { chain: 'ERC20' }, { usdtBalance: 1000n * USDT });
    assert.equal(of(await status(token), 'ERC20').hotWallet!.low, false);
  });

  it('lists payouts newest first, by state, and refuses an unknown state in the caller language', async () => {
    const { token } = await signedInOperator(server, 'reviewer');
    const all = await server.get<{ list: AdminPayout[]; total: number }>('/api/Admin/payouts', as(token));
    assert.equal(all.httpStatus, 200, all.body.msg);
    assert.equal(all.body.data.total, 4);
    assert.deepEqual(
      all.body.data.list.map((p) => [p.withdrawalId, p.state]),
      [
        [1004, 'failed'],
        [1003, 'confirmed'],
        [1002, 'confirmed'],
        [1001, 'sent'],
      ],
    );
    const failed = all.body.data.list[0]!;
    assert.equal(failed.amount, '4.000000');
    assert.equal(failed.nonce, 4);
    assert.equal(failed.attempts, 3);
    assert.equal(failed.lastError, 'execution reverted');
    assert.equal(failed.toAddress, address(0xb4));
    assert.equal('rawTx' in failed, false);

    const confirmed = await server.get<{ list: AdminPayout[]; total: number }>('/api/Admin/payouts', {
      ...as(token),
      query: { state: 'confirmed', rows: 1, page: 2 },
    });
    assert.equal(confirmed.body.data.total, 2);
    assert.deepEqual(
      confirmed.body.data.list.map((p) => [p.withdrawalId, p.blockNumber, p.confirmedAt]),
      [[1002, 102, '2026-11-27T10:00:00.000Z']],
    );

    for (const [lang, text] of [
      ['en-us', 'Please choose a valid state'],
      ['hi-in', undefined],
    ] as const) {
      const bad = await server.get('/api/Admin/payouts', {
        ...as(token),
        lang,
        query: { state: 'paid' },
      });
      assert.equal(bad.httpStatus, 422);
      assert.equal(bad.body.status, 0);
      if (text) assert.equal(bad.body.msg, text);
      else assert.match(bad.body.msg, /[\u0900-\u097f]/);
    }
  });

  it('answers operators of every role and no one else, and never the hot wallet key', async () => {
    const member = await buildMember(server, {});
    for (const path of ['/api/Admin/chain/status', '/api/Admin/payouts']) {
      const anonymous = await server.get(path);
      assert.notEqual(anonymous.body.status, 1, path);
      const asMember = await server.get(path, { headers: { token: member.token } });
      assert.notEqual(asMember.body.status, 1, path);
      for (const role of ['finance', 'support', 'reviewer', 'admin'] as const) {
        const { token } = await signedInOperator(server, role);
        const answer = await server.get(path, as(token));
        assert.equal(answer.httpStatus, 200, `${role} ${path}`);
        const text = JSON.stringify(answer.body).toLowerCase();
        assert.equal(text.includes(HOT_KEY.slice(2).toLowerCase()), false, `${role} ${path}: the key`);
      }
    }
    assert.equal(
      server.logs.some((line) => line.toLowerCase().includes(HOT_KEY.slice(2).toLowerCase())),
      false,
      'the key in a log line',
    );
  });
});
