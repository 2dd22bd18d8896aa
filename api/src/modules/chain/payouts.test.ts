import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { chainEnv, FUNDED_KEYS, startLocalChain, type LocalChain } from '../../test/chain/local-chain.ts';
import { authenticatorCode, buildMember, TEST_PAYMENT_PASSWORD } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService, type LedgerService } from '../ledger/ledger.service.ts';
import { queryRows } from '../ledger/sql.ts';
import { createVipService } from '../vip/vip.service.ts';
import type { Withdrawal } from '../withdrawal/withdrawal.contract.ts';
import { automaticPayoutsOf, createWithdrawalService } from '../withdrawal/withdrawal.service.ts';
import { createChainClient, type ChainClient } from './chain-client.ts';
import type { ChainSettings } from './chain-settings.ts';
import { createPayoutService } from './payouts.ts';

const HOT_KEY = FUNDED_KEYS[1];
const HOT = privateKeyToAccount(HOT_KEY).address.toLowerCase() as Address;
const clock = manualClock('2026-03-02T10:00:00Z');

describe('payouts from the hot wallet', () => {
  let chain: LocalChain;
  let server: TestServer;
  let ledger: LedgerService;
  let settings: ChainSettings;
  let finance: string;

  before(async () => {
    chain = await startLocalChain();
    server = await startTestServer({
      clock,
      captureLogs: true,
      env: chainEnv(chain, { confirmations: 2, hotWalletKey: HOT_KEY }),
    });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    settings = server.config.chains.find((c) => c.chain === 'ERC20')!;
    finance = (await signedInOperator(server, 'finance')).token;
    await chain.mint(HOT, 1_000_000_000n);
  });
  after(async () => {
    await server?.close();
    await chain?.stop();
  });

  const withdrawals = () =>
    createWithdrawalService({
      clock,
      ledger,
      benefitsOf: createVipService({ clock, dialect: dialectOf(server.config) }).benefitsOf,
      dialect: dialectOf(server.config),
      automaticPayouts: automaticPayoutsOf(server.config),
    });
  /** A payout job as one API process runs it (its own chain client), over `client` when given. */
  const job = (wrap?: (client: ChainClient) => ChainClient, rebroadcastMs = 0) =>
    createPayoutService({
      em: server.orm.em,
      clock,
      logger: server.logger,
      dialect: dialectOf(server.config),
      withdrawals: withdrawals(),
      clientOf: (s) => (wrap ? wrap(createChainClient(s)) : createChainClient(s)),
      rebroadcastMs,
    });

  const sql = <T>(text: string, params: unknown[] = []) => queryRows<T>(server.orm.em.fork(), text, params);
  const onChain = (owner: Address) =>
    chain.client.readContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  const admin = <T>(path: string, json: unknown, lang = 'en-us') =>
    server.post<T>(`/api/Admin/withdrawals/${path}`, {
      lang,
      headers: { 'operator-token': finance, 'Idempotency-Key': randomUUID() },
      json,
    });
  type Payout = {
    state: string;
    tx_hash: string;
    nonce: unknown;
    attempts: number;
    last_error: string | null;
  };
  const payoutOf = async (withdrawalId: number) =>
    (
      await sql<Payout>(
        'select state, tx_hash, nonce, attempts, last_error from payout where withdrawal_id = ?',
        [withdrawalId],
      )
    )[0];

  /** A member who asks to withdraw `amount` USDT to a new address of theirs, approved by finance. */
  async function approvedWithdrawal(amount: string) {
    const m = await buildMember(server, { usdt: '1000', paymentPassword: true, authenticator: true });
    const to = privateKeyToAccount(generatePrivateKey()).address;
    clock.advance(30_000);
    const saved = await server.post<{ id: number }>('/api/Wallet/addresses/add', {
      headers: { token: m.token },
      json: { chain: 'ERC20', address: to, code: authenticatorCode(m, clock) },
    });
    assert.equal(saved.httpStatus, 200, saved.body.msg);
    clock.advance(30_000);
    const asked = await server.post<Withdrawal>('/api/Wallet/withdrawal/request', {
      headers: { token: m.token, 'Idempotency-Key': randomUUID() },
      json: {
        addressId: saved.body.data.id,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        code: authenticatorCode(m, clock),
      },
    });
    assert.equal(asked.httpStatus, 200, asked.body.msg);
    const approved = await admin<Withdrawal>('approve', { id: asked.body.data.id });
    assert.equal(approved.httpStatus, 200, approved.body.msg);
    const mine = async () => {
      const list = await server.get<{ list: Withdrawal[] }>('/api/Wallet/withdrawals', {
        headers: { token: m.token },
      });
      return list.body.data.list.find((w) => w.id === asked.body.data.id)!;
    };
    return { member: m, id: asked.body.data.id, to: to.toLowerCase() as Address, mine };
  }

  it('sends an approved withdrawal, and at N blocks marks it paid with the transfer’s hash', async () => {
    const w = await approvedWithdrawal('100');
    const before = await ledger.balancesOf(server.orm.em.fork(), [
      platformAccount('chain_clearing', 'USDT'),
      platformAccount('fee_income', 'USDT'),
    ]);

    // Automatic on this chain: not by hand.
    for (const [lang, msg] of [
      [
        'en-us',
        'Withdrawals on ERC20 are paid from the hot wallet automatically; they cannot be paid by hand',
      ],
      ['zh-cn', 'ERC20 的提现由热钱包自动打款，不能手动标记为已打款'],
      ['hi-in', 'ERC20 पर निकासी हॉट वॉलेट से अपने आप भेजी जाती है; इसे हाथ से भुगतान नहीं किया जा सकता'],
    ] as const) {
      const byHand = await admin('pay', { id: w.id, txHash: 'a'.repeat(64) }, lang);
      assert.equal(byHand.httpStatus, 409);
      assert.equal(byHand.body.msg, msg);
    }

    await assert.rejects(
      runAdminCommand(server, clock, 'withdrawals:pay', ['--id', String(w.id), '--tx', 'a'.repeat(64)]),
      /paid from the hot wallet automatically/,
    );

    const first = await job().pass(settings);
    assert.deepEqual(first, { signed: 1, broadcast: 1, confirmed: 0, failed: 0 });
    const payout = (await payoutOf(w.id))!;
    assert.equal(payout.state, 'sent');
    assert.equal(await onChain(w.to), 100_000_000n);
    const shown = await w.mine();
    assert.deepEqual([shown.state, shown.txHash, shown.payoutState], ['approved', payout.tx_hash, 'sent']);

    // On its way: it cannot be called back.
    for (const [lang, msg] of [
      ['en-us', "This withdrawal's transfer is already on its way on chain and can no longer be rejected"],
      ['zh-cn', '该提现的转账已在链上发出，无法再驳回'],
      ['hi-in', 'इस निकासी का ट्रांसफ़र पहले ही चेन पर भेजा जा चुका है और अब इसे अस्वीकार नहीं किया जा सकता'],
    ] as const) {
      const reject = await admin('reject', { id: w.id, reason: 'changed my mind' }, lang);
      assert.equal(reject.httpStatus, 409);
      assert.equal(reject.body.msg, msg);
    }

    // One block: its own; two confirmations are asked.
    assert.deepEqual(await job().pass(settings), { signed: 0, broadcast: 0, confirmed: 0, failed: 0 });
    await chain.mine(1);
    assert.deepEqual(await job().pass(settings), { signed: 0, broadcast: 0, confirmed: 1, failed: 0 });
    const paid = await w.mine();
    assert.deepEqual([paid.state, paid.txHash, paid.payoutState], ['paid', payout.tx_hash, 'confirmed']);
    assert.equal(await onChain(w.to), 100_000_000n);

    const after = await ledger.balancesOf(server.orm.em.fork(), [
      platformAccount('chain_clearing', 'USDT'),
      platformAccount('fee_income', 'USDT'),
    ]);
    assert.deepEqual(after, [
      before[0]! + 100_000_000n,
      before[1]! + BigInt(Math.round(Number(paid.fee) * 1e6)),
    ]);
    const trail = await sql<{ actor: string; action: string }>(
      'select actor, action from operator_action where detail like ? order by id',
      [`%"withdrawalId":${w.id},%`],
    );
    assert.deepEqual(
      trail.map((a) => `${a.action} ${a.actor.replace(/:.*/, '')}`),
      ['withdrawal_request member', 'withdrawal_approve operator', 'withdrawal_pay system'],
    );
    assert.equal(trail[2]!.actor, 'system:payout');
    const [wallet] = await sql<{
      address: string;
      next_nonce: unknown;
      usdt_balance: unknown;
      native_balance: string;
    }>('select address, next_nonce, usdt_balance, native_balance from hot_wallet where chain = ?', ['ERC20']);
    assert.equal(wallet!.address, HOT);
    assert.equal(BigInt(wallet!.usdt_balance as string), 900_000_000n);
    assert.ok(BigInt(wallet!.native_balance) > 0n);
    assert.equal(
      BigInt(wallet!.next_nonce as string),
      BigInt(await chain.client.getTransactionCount({ address: HOT })),
    );
    await assertLedgerClean(server.orm);
  });

  it('sends each of several withdrawals once, with consecutive nonces, when two processes pass at once', async () => {
    const ws = [];
    for (const amount of ['11', '12', '13', '14']) ws.push(await approvedWithdrawal(amount));
    const [one, two] = [job(), job()];
    const passes = await Promise.all([
      one.pass(settings),
      two.pass(settings),
      one.pass(settings),
      two.pass(settings),
    ]);
    assert.equal(
      passes.reduce((n, p) => n + p.signed, 0),
      4,
    );
    const payouts = await Promise.all(ws.map((w) => payoutOf(w.id)));
    const nonces = payouts.map((p) => Number(p!.nonce)).sort((a, b) => a - b);
    assert.deepEqual(nonces, [nonces[0], nonces[0]! + 1, nonces[0]! + 2, nonces[0]! + 3]);
    await chain.mine(2);
    await one.pass(settings);
    for (const [i, w] of ws.entries()) {
      assert.equal(await onChain(w.to), BigInt(11 + i) * 1_000_000n);
      const shown = await w.mine();
      assert.deepEqual([shown.state, shown.txHash], ['paid', payouts[i]!.tx_hash]);
    }
    await assertLedgerClean(server.orm);
  });

  it('broadcasts again with the same bytes when the node is down or loses the transaction', async () => {
    // The node answers nothing to the first broadcast.
    let down = true;
    const flaky = job((client) => ({
      ...client,
      sendRaw: async (raw: Hex) => {
        if (down) throw new Error(`fetch failed: connect ECONNREFUSED ${raw.slice(0, 10)}`);
        return client.sendRaw(raw);
      },
    }));
    const w = await approvedWithdrawal('20');
    assert.deepEqual(await flaky.pass(settings), { signed: 1, broadcast: 0, confirmed: 0, failed: 0 });
    const signed = (await payoutOf(w.id))!;
    assert.equal(signed.attempts, 1);
    assert.match(signed.last_error!, /ECONNREFUSED/);
    assert.equal(await onChain(w.to), 0n);
    down = false;
    assert.deepEqual(await flaky.pass(settings), { signed: 0, broadcast: 1, confirmed: 0, failed: 0 });
    const sent = (await payoutOf(w.id))!;
    assert.deepEqual([sent.tx_hash, sent.attempts, sent.last_error], [signed.tx_hash, 2, null]);
    assert.equal(await onChain(w.to), 20_000_000n);

    await chain.mine(2);
    await flaky.pass(settings);
    assert.equal((await w.mine()).state, 'paid');

    // The node takes the transaction, then drops it from its pool before any block has it.
    const lost = await approvedWithdrawal('30');
    await chain.rpc('evm_setAutomine', [false]);
    try {
      assert.equal((await job().pass(settings)).broadcast, 1);
      const payout = (await payoutOf(lost.id))!;
      await chain.rpc('hardhat_dropTransaction', [payout.tx_hash]);
      await chain.mine(1);
      assert.equal(await onChain(lost.to), 0n);
      await job().pass(settings);
      await chain.mine(1);
      assert.equal(await onChain(lost.to), 30_000_000n);
      await chain.mine(1);
      await job().pass(settings);
      await chain.mine(3);
      await job().pass(settings);
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    assert.equal(await onChain(lost.to), 30_000_000n);
    assert.deepEqual([(await lost.mine()).state, (await payoutOf(lost.id))!.state], ['paid', 'confirmed']);
    await assertLedgerClean(server.orm);
  });

  it('marks a reverted transfer failed: the withdrawal stays approved and rejecting it returns the money', async () => {
    const w = await approvedWithdrawal('40');
    const balanceSlot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [HOT, 1n]));
    const held = await onChain(HOT);
    // The hot wallet's tokens leave between the signature and the block.
    const emptied = job((client) => ({
      ...client,
      sendRaw: async (raw: Hex) => {
        await chain.rpc('hardhat_setStorageAt', [chain.usdt, balanceSlot, `0x${'0'.repeat(64)}`]);
        return client.sendRaw(raw);
      },
    }));
    assert.equal((await emptied.pass(settings)).signed, 1);
    await chain.mine(2);
    // Hardhat answers the broadcast with the revert (and mines it): the next pass sends the same
    // bytes, is told the nonce is used, and reads the receipt.
    assert.deepEqual(
      { ...(await job().pass(settings)), broadcast: 0 },
      {
        signed: 0,
        broadcast: 0,
        confirmed: 0,
        failed: 1,
      },
    );
    const payout = (await payoutOf(w.id))!;
    assert.equal(payout.state, 'failed');
    assert.match(payout.last_error!, /reverted/);
    assert.equal(await onChain(w.to), 0n);
    const shown = await w.mine();
    assert.deepEqual([shown.state, shown.payoutState], ['approved', 'failed']);
    assert.ok(server.logs.some((line) => line.includes('payout failed')));

    const [usdtBefore] = await ledger.balancesOf(server.orm.em.fork(), [memberAccount(w.member.id, 'usdt')]);
    const rejected = await admin<Withdrawal>('reject', { id: w.id, reason: 'hot wallet empty' });
    assert.equal(rejected.httpStatus, 200, rejected.body.msg);
    const [usdtAfter] = await ledger.balancesOf(server.orm.em.fork(), [memberAccount(w.member.id, 'usdt')]);
    assert.equal(usdtAfter! - usdtBefore!, 40_000_000n + BigInt(Math.round(Number(shown.fee) * 1e6)));
    await chain.mint(HOT, held);
    await assertLedgerClean(server.orm);
  });

  it('fails a payout whose nonce another transaction of the key took, and signs the next ones after the key’s own', async () => {
    const byHand = createWalletClient({
      account: privateKeyToAccount(HOT_KEY),
      chain: hardhat,
      transport: http(chain.rpcUrl),
    });
    // A transfer by hand with the key replaces the payout in the node's pool (same nonce, higher fee).
    const w = await approvedWithdrawal('15');
    await chain.rpc('evm_setAutomine', [false]);
    try {
      assert.equal((await job().pass(settings)).broadcast, 1);
      const payout = (await payoutOf(w.id))!;
      await byHand.sendTransaction({
        to: HOT,
        value: 0n,
        nonce: Number(payout.nonce),
        maxFeePerGas: 100_000_000_000n,
        maxPriorityFeePerGas: 100_000_000_000n,
      });
      await chain.mine(1);
    } finally {
      await chain.rpc('evm_setAutomine', [true]);
    }
    await job().pass(settings);
    await chain.mine(2);
    assert.equal((await job().pass(settings)).failed, 1);
    assert.deepEqual(
      [(await payoutOf(w.id))!.state, (await payoutOf(w.id))!.last_error, (await w.mine()).state],
      ['failed', 'its nonce was used by another transaction', 'approved'],
    );
    assert.equal(await onChain(w.to), 0n);
    assert.equal((await admin('reject', { id: w.id, reason: 'sent again' })).httpStatus, 200);

    // Another by hand takes the wallet's next nonce: the next payout is signed after it.
    await byHand.sendTransaction({ to: HOT, value: 0n });
    const next = await approvedWithdrawal('16');
    assert.equal((await job().pass(settings)).signed, 1);
    await chain.mine(2);
    await job().pass(settings);
    assert.equal(await onChain(next.to), 16_000_000n);
    assert.equal((await next.mine()).state, 'paid');
    await assertLedgerClean(server.orm);
  });

  it('keeps a withdrawal the hot wallet cannot cover waiting, unsent, and sends it once topped up', async () => {
    const held = await onChain(HOT);
    const amount = held / 1_000_000n + 1n;
    const w = await approvedWithdrawal(String(amount));
    assert.deepEqual(await job().pass(settings), { signed: 0, broadcast: 0, confirmed: 0, failed: 0 });
    assert.equal(await payoutOf(w.id), undefined);
    assert.deepEqual([(await w.mine()).state, (await w.mine()).payoutState], ['approved', null]);
    assert.ok(
      server.logs.some((line) => line.includes('payout waits: the hot wallet holds too little USDT')),
    );
    await chain.mint(HOT, 1_000_000n);
    assert.equal((await job().pass(settings)).signed, 1);
    await chain.mine(2);
    await job().pass(settings);
    assert.equal(await onChain(w.to), amount * 1_000_000n);
    assert.equal(await onChain(HOT), held + 1_000_000n - amount * 1_000_000n);
    assert.equal((await w.mine()).state, 'paid');
    await chain.mint(HOT, 1_000_000_000n);
  });

  it('never writes the hot wallet key to a log line or the database', async () => {
    const secret = HOT_KEY.slice(2).toLowerCase();
    assert.ok(server.logs.length > 0);
    assert.ok(!server.logs.some((line) => line.toLowerCase().includes(secret)));
    const rows = await sql<Record<string, unknown>>('select * from payout');
    const wallets = await sql<Record<string, unknown>>('select * from hot_wallet');
    assert.ok(
      !JSON.stringify([...rows, ...wallets], (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))
        .toLowerCase()
        .includes(secret),
    );
    const hashes = rows.map((r) => r.tx_hash as Hash);
    assert.equal(new Set(hashes).size, hashes.length);
  });
});
