import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';

import { runAdmin } from '../../test/cli.ts';
import { buildMember, TEST_PAYMENT_PASSWORD } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService, type LedgerService } from '../ledger/ledger.service.ts';
import { parseAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { createWithdrawalService } from './withdrawal.service.ts';
import { createVipService } from '../vip/vip.service.ts';

type Address = { id: number; chain: string; address: string; label: string; createdAt: string };
type Withdrawal = {
  id: number;
  addressId: number;
  chain: string;
  address: string;
  amount: string;
  fee: string;
  state: string;
  stateLabel: string;
  txHash: string | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
};

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TRON2 = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const PAY = TEST_PAYMENT_PASSWORD;

const clock = manualClock('2026-03-02T10:00:00Z');

describe('addresses and withdrawals', () => {
  let server: TestServer;
  let ledger: LedgerService;
  before(async () => {
    server = await startTestServer({ clock });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  });
  after(() => server.close());

  const secret = new Secret({ size: 20 }).base32;
  /** A fresh code: the clock moves one step on, so each code is new. */
  const code = () => {
    clock.advance(30_000);
    return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: clock.now().getTime(),
    });
  };

  /** A member with a payment password, the authenticator of `secret` (unless `bound: false`) and USDT. */
  const member = (opts: { usdt?: string; bound?: boolean } = {}) =>
    buildMember(server, {
      paymentPassword: PAY,
      authenticator: opts.bound === false ? false : secret,
      ...(opts.usdt && { usdt: opts.usdt }),
    });

  const FRESH = 'fresh';
  /** The body with a fresh code where it says FRESH, made just before it is sent. */
  const fresh = <T extends Record<string, unknown>>(body: T): T =>
    body.code === FRESH ? { ...body, code: code() } : body;
  const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });
  const addAddress = (token: string, body: Record<string, string>, lang = 'en-us') =>
    server.post<Address>('/api/Wallet/addresses/add', { ...as(token, lang), json: body });
  const request = (token: string, body: Record<string, unknown>, key = randomUUID(), lang = 'en-us') =>
    server.post<Withdrawal>('/api/Wallet/withdrawal/request', {
      lang,
      headers: { token, 'Idempotency-Key': key },
      json: body,
    });
  const balances = (memberId: number) =>
    ledger.balancesOf(server.orm.em.fork(), [
      memberAccount(memberId, 'usdt'),
      platformAccount('withdrawals_in_flight', 'USDT'),
      platformAccount('chain_clearing', 'USDT'),
      platformAccount('fee_income', 'USDT'),
    ]);
  const admin = (args: string[]) => runAdmin(server, args);
  /** The operator's withdrawal limits, as each test needs them (tests do not lean on each other). */
  async function setLimits(limits = { minimum: '10', maximum: '1000', dailyLimit: '1500', fee: '1.5' }) {
    const set = await admin([
      ...['settings:withdrawal', '--minimum', limits.minimum, '--maximum', limits.maximum],
      ...['--daily-limit', limits.dailyLimit, '--fee', limits.fee],
    ]);
    assert.equal(set.code, 0, set.stderr);
    return set;
  }

  it('adds addresses per chain with a current authenticator code, lists and deletes only the own', async () => {
    const unbound = await member({ bound: false });
    const notBound = await addAddress(unbound.token, { chain: 'TRC20', address: TRON, code: '123456' });
    assert.equal(notBound.httpStatus, 422);
    assert.deepEqual(notBound.body.data, { code: 'authenticator_unbound' });
    assert.equal(notBound.body.msg, 'Please bind the Google authenticator first');

    const { token } = await member();
    const bad: [Record<string, string>, string][] = [
      [{ chain: 'TRC20', address: EVM, code: FRESH }, 'This is not a valid TRC20 address'],
      [{ chain: 'ERC20', address: TRON, code: FRESH }, 'This is not a valid ERC20 address'],
      [{ chain: 'BEP20', address: '0x1234', code: FRESH }, 'This is not a valid BEP20 address'],
      [
        { chain: 'TRC20', address: `${TRON.slice(0, 33)}0`, code: FRESH },
        'This is not a valid TRC20 address',
      ],
      [{ chain: 'BTC', address: TRON, code: FRESH }, 'Please select TRC20, ERC20 or BEP20'],
      [{ chain: 'TRC20', address: TRON }, 'Please enter the Google authenticator code'],
      [{ chain: 'TRC20', address: TRON, code: '000000' }, 'The Google authenticator code is wrong'],
    ];
    for (const [body, msg] of bad) {
      const answer = await addAddress(token, fresh(body));
      assert.equal(answer.body.status, 0, JSON.stringify(body));
      assert.equal(answer.body.msg, msg);
    }
    const zh = await addAddress(token, { chain: 'TRC20', address: EVM, code: code() }, 'zh-cn');
    assert.equal(zh.body.msg, '这不是有效的 TRC20 地址');

    const tron = await addAddress(token, { chain: 'TRC20', address: TRON, label: 'main', code: code() });
    assert.equal(tron.httpStatus, 200, tron.body.msg);
    assert.deepEqual(
      { ...tron.body.data, createdAt: undefined },
      { id: tron.body.data.id, chain: 'TRC20', address: TRON, label: 'main', createdAt: undefined },
    );
    const reusedCode = code();
    const erc = await addAddress(token, { chain: 'ERC20', address: EVM, code: reusedCode });
    assert.equal(erc.httpStatus, 200, erc.body.msg);
    const reused = await addAddress(token, { chain: 'BEP20', address: EVM, code: reusedCode });
    assert.equal(
      reused.body.msg,
      'This Google authenticator code has already been used, please wait for the next one',
    );
    const bep = await addAddress(token, { chain: 'BEP20', address: EVM, code: code() });
    assert.equal(bep.httpStatus, 200, bep.body.msg);
    const duplicate = await addAddress(token, { chain: 'TRC20', address: TRON, code: code() });
    assert.equal(duplicate.httpStatus, 409);
    assert.equal(duplicate.body.msg, 'This address is already saved');

    const list = await server.get<{ list: Address[] }>('/api/Wallet/addresses', as(token));
    assert.deepEqual(
      list.body.data.list.map((a) => [a.chain, a.address]),
      [
        ['BEP20', EVM],
        ['ERC20', EVM],
        ['TRC20', TRON],
      ],
    );

    const other = await member();
    assert.deepEqual(
      (await server.get<{ list: Address[] }>('/api/Wallet/addresses', as(other.token))).body.data.list,
      [],
    );
    const foreign = await server.post('/api/Wallet/addresses/delete', {
      ...as(other.token),
      json: { id: tron.body.data.id },
    });
    assert.equal(foreign.httpStatus, 404);
    assert.equal(foreign.body.msg, 'This address does not exist');
    for (const lang of ['en-us', 'zh-cn', 'hi-in']) {
      const missing = await server.post('/api/Wallet/addresses/delete', { ...as(token, lang), json: {} });
      assert.equal(missing.httpStatus, 400);
      assert.equal(
        missing.body.msg,
        {
          'en-us': 'please select the address to be deleted first',
          'zh-cn': '请先选择要删除的地址',
          'hi-in': 'कृपया पहले हटाने के लिए पता चुनें',
        }[lang],
      );
    }
    const deleted = await server.post('/api/Wallet/addresses/delete', {
      ...as(token),
      form: { id: String(erc.body.data.id) },
    });
    assert.equal(deleted.httpStatus, 200, deleted.body.msg);
    assert.deepEqual(deleted.body.data, {});
    const after = await server.get<{ list: Address[] }>('/api/Wallet/addresses', as(token));
    assert.equal(after.body.data.list.length, 2);
    const anon = await server.get('/api/Wallet/addresses');
    assert.equal(anon.httpStatus, 401);
  });

  it('refuses withdrawals without an address, while locked, with wrong secrets or outside the limits', async () => {
    const settings = await setLimits();
    assert.match(
      settings.stdout,
      /minimum 10\.000000, maximum 1000\.000000, daily limit 1500\.000000, fee 1\.500000/,
    );
    const badSettings = await admin([
      'settings:withdrawal',
      '--minimum',
      '100',
      '--maximum',
      '10',
      '--daily-limit',
      '1500',
      '--fee',
      '1',
    ]);
    assert.equal(badSettings.code, 2);
    const [action] = await queryRows<{ actor: string; detail: string }>(
      server.orm.em.fork(),
      "select actor, detail from operator_action where action = 'withdrawal_settings' order by id desc limit 1",
    );
    assert.match(action!.actor, /^cli:/);
    assert.equal(JSON.parse(action!.detail).fee, '1.500000');

    const { id, token } = await member({ usdt: '3000' });
    const shown = await server.get('/api/Wallet/withdrawal/settings', as(token));
    assert.deepEqual(shown.body.data, {
      minimum: '10.000000',
      maximum: '1000.000000',
      dailyLimit: '1500.000000',
      usedToday: '0.000000',
      fee: '1.500000',
      lockedUntil: null,
    });

    const base = { amount: '20', paymentPassword: PAY };
    const none = await request(token, { ...base, code: code() });
    assert.equal(none.body.msg, 'please add the address first');
    const noneHi = await request(token, { ...base, code: code() }, randomUUID(), 'hi-in');
    assert.equal(noneHi.body.msg, 'कृपया पहले पता जोड़ें');
    const address = (await addAddress(token, { chain: 'TRC20', address: TRON, code: code() })).body.data;

    const em = server.orm.em.fork();
    const row = await em.findOneOrFail(MemberSchema, { id });
    row.withdrawLockedUntil = new Date(clock.now().getTime() + 3 * 3_600_000 + 25 * 60_000);
    await em.flush();
    const locked = await request(token, { ...base, addressId: address.id, code: code() });
    assert.equal(locked.httpStatus, 422);
    assert.deepEqual(locked.body.data, {
      code: 'withdrawal_locked',
      lockedUntil: row.withdrawLockedUntil!.toISOString(),
    });
    assert.equal(
      locked.body.msg,
      'Withdrawals are locked after a Google authenticator change. Please try again in 3 h 25 min.',
    );
    const lockedZh = await request(
      token,
      { ...base, addressId: address.id, code: code() },
      randomUUID(),
      'zh-cn',
    );
    assert.equal(lockedZh.body.msg, '更换谷歌验证器后提现已锁定，请在 3 小时 24 分钟后再试。');
    assert.ok(
      (await server.get<{ lockedUntil: string }>('/api/Wallet/withdrawal/settings', as(token))).body.data
        .lockedUntil,
    );
    row.withdrawLockedUntil = null;
    await em.flush();

    const refusals: [Record<string, unknown>, string][] = [
      [
        { ...base, addressId: address.id, paymentPassword: '111111', code: FRESH },
        'The payment password is wrong',
      ],
      [{ ...base, addressId: address.id, code: '000000' }, 'The Google authenticator code is wrong'],
      [{ ...base, addressId: address.id }, 'Please enter the Google authenticator code'],
      [
        { ...base, addressId: address.id, amount: '9.999999', code: FRESH },
        'The minimum withdrawal is 10.000000 USDT',
      ],
      [
        { ...base, addressId: address.id, amount: '1000.000001', code: FRESH },
        'The maximum withdrawal is 1000.000000 USDT',
      ],
      [
        { ...base, addressId: address.id, amount: '1.0000001', code: FRESH },
        'An amount in USDT takes at most 6 decimal places',
      ],
      [{ ...base, addressId: 999999, code: FRESH }, 'This address does not exist'],
    ];
    for (const [body, msg] of refusals) {
      const answer = await request(token, fresh(body));
      assert.equal(answer.body.status, 0, msg);
      assert.equal(answer.body.msg, msg);
    }
    const first = await request(token, { ...base, addressId: address.id, amount: '1000', code: code() });
    assert.equal(first.httpStatus, 200, first.body.msg);
    const overDaily = await request(token, {
      ...base,
      addressId: address.id,
      amount: '500.000001',
      code: code(),
    });
    assert.equal(overDaily.body.msg, "This exceeds today's withdrawal limit; 500.000000 USDT is left today");
    const used = await server.get<{ usedToday: string }>('/api/Wallet/withdrawal/settings', as(token));
    assert.equal(used.body.data.usedToday, '1000.000000');

    const poor = await member({ usdt: '20' });
    const poorAddress = (await addAddress(poor.token, { chain: 'ERC20', address: EVM, code: code() })).body
      .data;
    const short = await request(poor.token, {
      ...base,
      addressId: poorAddress.id,
      amount: '19',
      code: code(),
    });
    assert.equal(short.httpStatus, 422);
    assert.equal(short.body.msg, 'Insufficient balance');
    const foreignAddress = await request(poor.token, { ...base, addressId: address.id, code: code() });
    assert.equal(foreignAddress.httpStatus, 404);
    assert.deepEqual((await balances(poor.id))[0], 20_000_000n);
    await assertLedgerClean(server.orm);
  });

  it('moves the money through every transition of the state machine', async () => {
    await setLimits();
    const { id, token } = await member({ usdt: '500' });
    const address = (await addAddress(token, { chain: 'TRC20', address: TRON2, code: code() })).body.data;
    const [, flight0, clearing0, fees0] = await balances(id);
    const ask = async (amount: string) => {
      const answer = await request(token, {
        addressId: address.id,
        amount,
        paymentPassword: PAY,
        code: code(),
      });
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      return answer.body.data;
    };

    const key = randomUUID();
    const body = { addressId: address.id, amount: '100', paymentPassword: PAY, code: code() };
    const requested = await request(token, body, key);
    assert.equal(requested.httpStatus, 200, requested.body.msg);
    const w = requested.body.data;
    assert.deepEqual(
      [w.chain, w.address, w.amount, w.fee, w.state, w.stateLabel, w.txHash, w.reason],
      ['TRC20', TRON2, '100.000000', '1.500000', 'requested', 'Under review', null, null],
    );
    const replay = await request(token, body, key);
    assert.deepEqual(replay.body.data, w);
    const otherBody = await request(token, { ...body, amount: '101' }, key);
    assert.equal(otherBody.httpStatus, 409);
    assert.deepEqual(await balances(id), [398_500_000n, flight0! + 101_500_000n, clearing0, fees0]);

    // requested → approved → paid
    const illegalPay = await admin(['withdrawals:pay', '--id', String(w.id), '--tx', 'a'.repeat(64)]);
    assert.equal(illegalPay.code, 1);
    assert.match(illegalPay.stderr, /cannot pay a withdrawal that is requested/);
    const approved = await admin(['withdrawals:approve', '--id', String(w.id)]);
    assert.equal(approved.code, 0, approved.stderr);
    assert.match(approved.stdout, /approved/);
    const again = await admin(['withdrawals:approve', '--id', String(w.id)]);
    assert.equal(again.code, 1);
    const cancelApproved = await server.post('/api/Wallet/withdrawal/cancel', {
      lang: 'en-us',
      headers: { token, 'Idempotency-Key': randomUUID() },
      json: { id: w.id },
    });
    assert.equal(cancelApproved.httpStatus, 409);
    assert.equal(cancelApproved.body.msg, 'This withdrawal can no longer be cancelled');
    assert.deepEqual(await balances(id), [398_500_000n, flight0! + 101_500_000n, clearing0, fees0]);
    const paid = await admin(['withdrawals:pay', '--id', String(w.id), '--tx', 'b'.repeat(64)]);
    assert.equal(paid.code, 0, paid.stderr);
    assert.deepEqual(await balances(id), [
      398_500_000n,
      flight0,
      clearing0! + 100_000_000n,
      fees0! + 1_500_000n,
    ]);
    const rejectPaid = await admin(['withdrawals:reject', '--id', String(w.id), '--reason', 'late']);
    assert.equal(rejectPaid.code, 1);

    // requested → rejected; approved → rejected
    const r1 = await ask('50');
    const rejected = await admin([
      'withdrawals:reject',
      '--id',
      String(r1.id),
      '--reason',
      'address flagged',
    ]);
    assert.equal(rejected.code, 0, rejected.stderr);
    const r2 = await ask('60');
    assert.equal((await admin(['withdrawals:approve', '--id', String(r2.id)])).code, 0);
    assert.equal(
      (await admin(['withdrawals:reject', '--id', String(r2.id), '--reason', 'chain down'])).code,
      0,
    );
    assert.deepEqual(await balances(id), [
      398_500_000n,
      flight0,
      clearing0! + 100_000_000n,
      fees0! + 1_500_000n,
    ]);
    const duplicateTx = await ask('10');
    assert.equal((await admin(['withdrawals:approve', '--id', String(duplicateTx.id)])).code, 0);
    const dup = await admin(['withdrawals:pay', '--id', String(duplicateTx.id), '--tx', 'b'.repeat(64)]);
    assert.equal(dup.code, 1);
    assert.match(dup.stderr, /already recorded/);
    assert.equal(
      (await admin(['withdrawals:reject', '--id', String(duplicateTx.id), '--reason', 'x'])).code,
      0,
    );

    // requested → cancelled by the member, once
    const c = await ask('20');
    assert.deepEqual((await balances(id))[0], 377_000_000n);
    const other = await member();
    const cancel = (t: string, key2 = randomUUID()) =>
      server.post<Withdrawal>('/api/Wallet/withdrawal/cancel', {
        lang: 'en-us',
        headers: { token: t, 'Idempotency-Key': key2 },
        json: { id: c.id },
      });
    const foreign = await cancel(other.token);
    assert.equal(foreign.httpStatus, 404);
    assert.equal(foreign.body.msg, 'This withdrawal does not exist');
    const cancelKey = randomUUID();
    const cancelled = await cancel(token, cancelKey);
    assert.equal(cancelled.httpStatus, 200, cancelled.body.msg);
    assert.equal(cancelled.body.data.state, 'cancelled');
    assert.equal((await cancel(token, cancelKey)).body.data.state, 'cancelled');
    assert.equal((await cancel(token)).httpStatus, 409);
    const approveCancelled = await admin(['withdrawals:approve', '--id', String(c.id)]);
    assert.equal(approveCancelled.code, 1);
    assert.deepEqual(await balances(id), [
      398_500_000n,
      flight0,
      clearing0! + 100_000_000n,
      fees0! + 1_500_000n,
    ]);

    const list = await server.get<{ list: Withdrawal[]; total: number }>('/api/Wallet/withdrawals', {
      ...as(token, 'zh-cn'),
      query: { page: 1, rows: 3 },
    });
    assert.equal(list.body.data.total, 5);
    assert.deepEqual(
      list.body.data.list.map((x) => [x.state, x.stateLabel]),
      [
        ['cancelled', '已取消'],
        ['rejected', '已驳回'],
        ['rejected', '已驳回'],
      ],
    );
    assert.equal(list.body.data.list[2]!.reason, 'chain down');
    assert.deepEqual(
      (await server.get<{ total: number }>('/api/Wallet/withdrawals', as(other.token))).body.data.total,
      0,
    );
    const queued = await admin(['withdrawals:list', '--state', 'paid']);
    assert.equal(queued.code, 0, queued.stderr);
    assert.match(queued.stdout, new RegExp(`#${w.id} paid .*tx ${'b'.repeat(64)}`));
    assert.equal((await admin(['withdrawals:list', '--state', 'lost'])).code, 2);

    const actions = await queryRows<{ action: string }>(
      server.orm.em.fork(),
      'select action from operator_action where detail like ? order by id',
      [`%"withdrawalId":${w.id},%`],
    );
    assert.deepEqual(
      actions.map((a) => a.action),
      ['withdrawal_request', 'withdrawal_approve', 'withdrawal_pay'],
    );
    const entries = await server.get<{ list: { type: string; typeLabel: string; amount: string }[] }>(
      '/api/Wallet/entries',
      as(token),
    );
    assert.deepEqual(
      entries.body.data.list.slice(0, 2).map((e) => [e.type, e.typeLabel, e.amount]),
      [
        ['withdrawal_cancel', 'Withdrawal cancelled', '21.500000'],
        ['withdrawal_request', 'Withdrawal', '-21.500000'],
      ],
    );
    await assertLedgerClean(server.orm);
  });

  it('lets exactly one of two racing transitions win', async () => {
    await setLimits();
    const { id, token } = await member({ usdt: '100' });
    const address = (await addAddress(token, { chain: 'BEP20', address: EVM, code: code() })).body.data;
    const service = createWithdrawalService({
      clock,
      ledger,
      benefitsOf: createVipService({ clock, dialect: dialectOf(server.config) }).benefitsOf,
    });
    for (const pair of [
      ['approve', 'approve'],
      ['reject', 'cancel'],
    ] as const) {
      const asked = await request(token, {
        addressId: address.id,
        amount: '20',
        paymentPassword: PAY,
        code: code(),
      });
      assert.equal(asked.httpStatus, 200, asked.body.msg);
      const results = await Promise.allSettled(
        pair.map((name) =>
          server.orm.em.fork().transactional(async (tx) => {
            const withdrawal = (await service.find(tx, asked.body.data.id))!;
            return name === 'cancel'
              ? service.cancel(tx, { kind: 'member', id }, withdrawal)
              : service.review(tx, actedBy(systemActor('cli:test')), withdrawal, name);
          }),
        ),
      );
      assert.equal(
        results.filter((r) => r.status === 'fulfilled').length,
        1,
        results.map((r) => r.status).join(', '),
      );
    }
    const [usdt] = await balances(id);
    assert.equal(usdt, 78_500_000n);
    await assertLedgerClean(server.orm);
  });

  it(
    'answers one withdrawal to a request sent 10 times at once with one key, its code used once',
    { skip: !(process.env.DATABASE_URL ?? '').startsWith('mysql') },
    async () => {
      await setLimits();
      const { id, token } = await member({ usdt: '50' });
      const address = (await addAddress(token, { chain: 'TRC20', address: TRON, code: code() })).body.data;
      const key = randomUUID();
      const body = { addressId: address.id, amount: '20', paymentPassword: PAY, code: code() };
      const answers = await Promise.all(Array.from({ length: 10 }, () => request(token, body, key)));
      for (const answer of answers) {
        assert.equal(answer.httpStatus, 200, answer.body.msg);
        assert.deepEqual(answer.body.data, answers[0]!.body.data);
      }
      const [usdt] = await balances(id);
      // 20 USDT and the fee, once.
      assert.equal(usdt, 30_000_000n - parseAmount(answers[0]!.body.data.fee, 'USDT'));
      await assertLedgerClean(server.orm);
    },
  );
  it('holds every limit at its edge: one unit below, at, and one unit above the minimum, maximum, daily limit and balance', async () => {
    await setLimits({ minimum: '10', maximum: '1000', dailyLimit: '1500', fee: '1.5' });
    const asker = async (usdt: string) => {
      const m = await member({ usdt });
      const address = (await addAddress(m.token, { chain: 'TRC20', address: TRON, code: code() })).body.data;
      const ask = async (amount: string) => {
        const answer = await request(m.token, {
          addressId: address.id,
          amount,
          paymentPassword: PAY,
          code: code(),
        });
        return answer.body.status === 1 ? 'accepted' : answer.body.msg;
      };
      return { ...m, ask };
    };
    const rich = await asker('100000');
    assert.deepEqual(
      [await rich.ask('9.999999'), await rich.ask('10'), await rich.ask('10.000001')],
      ['The minimum withdrawal is 10.000000 USDT', 'accepted', 'accepted'],
    );
    const big = await asker('100000');
    assert.deepEqual(
      [await big.ask('999.999999'), await big.ask('1000.000001')],
      ['accepted', 'The maximum withdrawal is 1000.000000 USDT'],
    );
    // The daily limit counts what is asked today: 1500 in all.
    const limit = async (last: string) => {
      const daily = await asker('100000');
      assert.equal(await daily.ask('1000'), 'accepted');
      return daily.ask(last);
    };
    assert.deepEqual(
      [await limit('499.999999'), await limit('500'), await limit('500.000001')],
      ['accepted', 'accepted', "This exceeds today's withdrawal limit; 500.000000 USDT is left today"],
    );
    // The balance must hold the amount and the 1.5 fee, to the last unit.
    const exactly = async (usdt: string) => {
      const m = await asker(usdt);
      const answer = await m.ask('20');
      return { answer, left: (await balances(m.id))[0] };
    };
    assert.deepEqual(await exactly('21.499999'), { answer: 'Insufficient balance', left: 21_499_999n });
    assert.deepEqual(await exactly('21.5'), { answer: 'accepted', left: 0n });
    assert.deepEqual(await exactly('21.500001'), { answer: 'accepted', left: 1n });
    await assertLedgerClean(server.orm);
  });
  it('leaves the code good for the retry of a request that did not commit (same key, same body)', async () => {
    await setLimits();
    const m = await member({ usdt: '10' });
    const address = (await addAddress(m.token, { chain: 'TRC20', address: TRON, code: code() })).body.data;
    const key = randomUUID();
    const body = { addressId: address.id, amount: '20', paymentPassword: PAY, code: code() };
    // The checks pass, then the transaction fails on the balance and is rolled back.
    const short = await request(m.token, body, key);
    assert.equal(short.body.msg, 'Insufficient balance');
    await fundMember(server, m.id, '20', 'USDT');
    const retried = await request(m.token, body, key);
    assert.equal(retried.httpStatus, 200, retried.body.msg);
    assert.equal(retried.body.data.amount, '20.000000');
    assert.deepEqual((await balances(m.id))[0], 8_500_000n);
    // Used now: another key with the same code is refused.
    const again = await request(m.token, body);
    assert.equal(
      again.body.msg,
      'This Google authenticator code has already been used, please wait for the next one',
    );
    await assertLedgerClean(server.orm);
  });
});
