import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { systemClock } from '../../platform/clock.ts';
import { runAdmin } from '../../test/cli.ts';
import { buildMember, buildWithdrawalAddress, loginAs } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService, type LedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';

import { createWithdrawalService } from '../withdrawal/withdrawal.service.ts';
import { createVipService } from '../vip/vip.service.ts';

type QueuedWithdrawal = {
  id: number;
  memberId: number;
  amount: string;
  fee: string;
  state: string;
  stateLabel: string;
  txHash: string | null;
  reason: string | null;
};
type Funding = {
  entryId: number;
  account: string;
  asset: string;
  amount: string;
  balanceAfter: string;
  memo: string;
};

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('operator API: money', () => {
  let server: TestServer;
  let ledger: LedgerService;
  let finance: Awaited<ReturnType<typeof signedInOperator>>;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  before(async () => {
    server = await startTestServer();
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
    finance = await signedInOperator(server, 'finance');
    support = await signedInOperator(server, 'support');
  });
  after(() => server.close());

  const post = <T>(
    token: string,
    path: string,
    json: unknown,
    key: string | null = randomUUID(),
    lang = 'en-us',
  ) =>
    server.post<T>(`/api/Admin/${path}`, {
      lang,
      headers: { 'operator-token': token, ...(key !== null && { 'Idempotency-Key': key }) },
      json,
    });
  const get = <T>(token: string, path: string, query: Record<string, string | number> = {}, lang = 'en-us') =>
    server.get<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': token }, query });
  const sql = <T>(text: string, params: unknown[] = []) => queryRows<T>(server.orm.em.fork(), text, params);

  /** A member with USDT and a saved TRC20 address. */
  async function member(usdt: string) {
    const built = await buildMember(server, { usdt, login: false });
    const address = await buildWithdrawalAddress(server, built.id, { address: TRON });
    return { id: built.id, mailbox: built.mailbox, addressId: address.id };
  }

  /** A withdrawal request as the member's route makes it (the secrets are that route's business). */
  const request = (memberId: number, addressId: number, amount: bigint) =>
    server.orm.em.fork().transactional((tx) =>
      createWithdrawalService({
        clock: systemClock,
        ledger,
        benefitsOf: createVipService({ clock: systemClock, dialect: dialectOf(server.config) }).benefitsOf,
      }).request(tx, { kind: 'member', id: memberId }, { addressId, amount }),
    );

  /** The journal lines of a withdrawal's entries (type, account, amount), as written. */
  const linesOf = (withdrawalId: number, memberId: number) =>
    sql<{ type: string; code: string; amount: unknown }>(
      `select e.type, a.code, l.amount from journal_entry e join journal_line l on l.entry_id = e.id
       join ledger_account a on a.id = l.account_id where e.memo = ? order by e.id, a.code`,
      [`withdrawal #${withdrawalId}`],
    ).then((rows) =>
      rows.map((r) => [r.type, r.code.replace(`member:${memberId}:`, 'member:'), String(r.amount)].join(' ')),
    );
  /** The audit trail of a withdrawal: action, actor and the details that do not name the entry. */
  const trailOf = (withdrawalId: number) =>
    sql<{ actor: string; action: string; detail: string }>(
      'select actor, action, detail from operator_action where detail like ? order by id',
      [`%"withdrawalId":${withdrawalId},%`],
    ).then((rows) =>
      rows.map((r) => {
        const {
          entryId,
          withdrawalId: _id,
          memberId: _member,
          ...detail
        } = JSON.parse(r.detail) as Record<string, unknown>;
        return { actor: r.actor, action: r.action, detail, entry: entryId !== undefined };
      }),
    );

  it('approves, rejects and pays over HTTP exactly as the CLI does, as the operator', async () => {
    const m = await member('1000');
    const flows = [
      platformAccount('withdrawals_in_flight', 'USDT'),
      platformAccount('chain_clearing', 'USDT'),
      platformAccount('fee_income', 'USDT'),
    ];
    const before = await ledger.balancesOf(server.orm.em.fork(), flows);
    const [cliPaid, cliRejected, httpPaid, httpRejected] = [
      await request(m.id, m.addressId, 100_000_000n),
      await request(m.id, m.addressId, 50_000_000n),
      await request(m.id, m.addressId, 100_000_000n),
      await request(m.id, m.addressId, 50_000_000n),
    ];

    // Support reads the queue but may not decide: 403, nothing changes.
    const queue = await get<{ list: QueuedWithdrawal[]; total: number }>(support.token, 'withdrawals', {
      state: 'requested',
      rows: 100,
    });
    assert.equal(queue.httpStatus, 200, queue.body.msg);
    assert.deepEqual(
      queue.body.data.list
        .filter((w) => w.memberId === m.id)
        .map((w) => [w.id, w.amount, w.fee, w.stateLabel]),
      [
        [cliPaid.id, '100.000000', '1.000000', 'Under review'],
        [cliRejected.id, '50.000000', '1.000000', 'Under review'],
        [httpPaid.id, '100.000000', '1.000000', 'Under review'],
        [httpRejected.id, '50.000000', '1.000000', 'Under review'],
      ],
    );
    const refused = await post(support.token, 'withdrawals/approve', { id: httpPaid.id });
    assert.equal(refused.httpStatus, 403);
    assert.deepEqual(refused.body, { status: 0, msg: 'You do not have permission to do this', data: null });
    const [{ state }] = (await sql<{ state: string }>('select state from withdrawal where id = ?', [
      httpPaid.id,
    ])) as [{ state: string }];
    assert.equal(state, 'requested');

    // The CLI…
    assert.equal((await runAdmin(server, ['withdrawals:approve', '--id', String(cliPaid.id)])).code, 0);
    assert.equal(
      (await runAdmin(server, ['withdrawals:pay', '--id', String(cliPaid.id), '--tx', 'a'.repeat(64)])).code,
      0,
    );
    assert.equal(
      (
        await runAdmin(server, [
          'withdrawals:reject',
          '--id',
          String(cliRejected.id),
          '--reason',
          'address flagged',
        ])
      ).code,
      0,
    );
    // …and the same over HTTP.
    const noKey = await post(finance.token, 'withdrawals/approve', { id: httpPaid.id }, null);
    assert.equal(noKey.httpStatus, 400);
    assert.equal(noKey.body.msg, 'The Idempotency-Key header is required for this request');
    const approved = await post<QueuedWithdrawal>(finance.token, 'withdrawals/approve', { id: httpPaid.id });
    assert.equal(approved.httpStatus, 200, approved.body.msg);
    assert.deepEqual([approved.body.data.state, approved.body.data.memberId], ['approved', m.id]);
    const early = await post(finance.token, 'withdrawals/pay', {
      id: httpRejected.id,
      txHash: 'c'.repeat(64),
    });
    assert.equal(early.httpStatus, 409);
    assert.equal(early.body.msg, 'This withdrawal is requested and cannot be changed that way');
    const payKey = randomUUID();
    const payBody = { id: httpPaid.id, txHash: 'b'.repeat(64) };
    const paid = await post<QueuedWithdrawal>(finance.token, 'withdrawals/pay', payBody, payKey, 'zh-cn');
    assert.equal(paid.httpStatus, 200, paid.body.msg);
    assert.deepEqual(
      [paid.body.data.state, paid.body.data.stateLabel, paid.body.data.txHash],
      ['paid', '已支付', 'b'.repeat(64)],
    );
    const replay = await post<QueuedWithdrawal>(finance.token, 'withdrawals/pay', payBody, payKey, 'zh-cn');
    assert.deepEqual(replay.body.data, paid.body.data);
    const payTwice = await post(finance.token, 'withdrawals/pay', payBody);
    assert.equal(payTwice.httpStatus, 409);
    assert.equal(payTwice.body.msg, 'This withdrawal is paid and cannot be changed that way');
    const badHash = await post(finance.token, 'withdrawals/pay', { id: httpRejected.id, txHash: 'short' });
    assert.equal(badHash.httpStatus, 422);
    assert.equal(badHash.body.msg, 'The transaction hash must be 16-128 letters and digits');
    const noReason = await post(finance.token, 'withdrawals/reject', { id: httpRejected.id, reason: ' ' });
    assert.equal(noReason.httpStatus, 422);
    assert.equal(noReason.body.msg, 'Please enter the reason');
    const rejected = await post<QueuedWithdrawal>(finance.token, 'withdrawals/reject', {
      id: httpRejected.id,
      reason: 'address flagged',
    });
    assert.equal(rejected.httpStatus, 200, rejected.body.msg);
    assert.deepEqual([rejected.body.data.state, rejected.body.data.reason], ['rejected', 'address flagged']);
    const unknown = await post(finance.token, 'withdrawals/approve', { id: 99_999_999 });
    assert.equal(unknown.httpStatus, 404);
    assert.equal(unknown.body.msg, 'This withdrawal does not exist');

    // A hash recorded once is refused for another withdrawal.
    const third = await request(m.id, m.addressId, 20_000_000n);
    await post(finance.token, 'withdrawals/approve', { id: third.id });
    const reused = await post(finance.token, 'withdrawals/pay', { id: third.id, txHash: 'b'.repeat(64) });
    assert.equal(reused.httpStatus, 409);
    assert.equal(reused.body.msg, 'This transaction hash is already recorded');
    const [{ stillApproved }] = (await sql<{ stillApproved: string }>(
      'select state as stillApproved from withdrawal where id = ?',
      [third.id],
    )) as [{ stillApproved: string }];
    assert.equal(stillApproved, 'approved');
    assert.equal(
      (await post(finance.token, 'withdrawals/reject', { id: third.id, reason: 'duplicate' })).httpStatus,
      200,
    );

    // Same journal lines and the same audit trail, the actor aside.
    assert.deepEqual(await linesOf(httpPaid.id, m.id), await linesOf(cliPaid.id, m.id));
    assert.deepEqual(await linesOf(httpRejected.id, m.id), await linesOf(cliRejected.id, m.id));
    const operatorActor = `operator:${finance.operator.username}`;
    const cliTrail = await trailOf(cliPaid.id);
    const httpTrail = await trailOf(httpPaid.id);
    assert.deepEqual(
      httpTrail.map((t) => t.actor),
      [`member:${m.id}`, operatorActor, operatorActor],
    );
    assert.match(cliTrail[1]!.actor, /^cli:/);
    const [paidEntry] = await sql<{ actor: string }>(
      "select actor from journal_entry where memo = ? and type = 'withdrawal_paid'",
      [`withdrawal #${httpPaid.id}`],
    );
    assert.equal(paidEntry?.actor, operatorActor);
    assert.deepEqual(
      httpTrail.map(({ actor: _a, detail: { txHash: _t, ...rest }, ...t }) => ({ ...t, rest })),
      cliTrail.map(({ actor: _a, detail: { txHash: _t, ...rest }, ...t }) => ({ ...t, rest })),
    );
    assert.deepEqual(
      (await trailOf(httpRejected.id)).map((t) => [t.action, t.actor]),
      [
        ['withdrawal_request', `member:${m.id}`],
        ['withdrawal_reject', operatorActor],
      ],
    );

    // The money: two paid (100 each), three returned; flight back where it was.
    assert.deepEqual(await ledger.balancesOf(server.orm.em.fork(), [memberAccount(m.id, 'usdt'), ...flows]), [
      1_000_000_000n - 2n * 101_000_000n,
      before[0]!,
      before[1]! + 200_000_000n,
      before[2]! + 2_000_000n,
    ]);
    const memberView = await server.get<{ list: QueuedWithdrawal[] }>('/api/Wallet/withdrawals', {
      headers: { token: await loginAs(server, m.mailbox) },
    });
    assert.equal(memberView.body.data.list.find((w) => w.id === httpPaid.id)?.state, 'paid');
    await assertLedgerClean(server.orm);
  });

  it('tops up a platform account once per operator key, audited, and lists the balances', async () => {
    const promotions = platformAccount('promotions', 'INR');
    const [start] = await ledger.balancesOf(server.orm.em.fork(), [promotions]);
    const body = { account: 'promotions', asset: 'INR', amount: '1000.50', memo: 'Diwali budget' };
    const noKey = await post(finance.token, 'pool/fund', body, null, 'hi-in');
    assert.equal(noKey.httpStatus, 400);
    const key = randomUUID();
    const first = await post<Funding>(finance.token, 'pool/fund', body, key);
    assert.equal(first.httpStatus, 200, first.body.msg);
    assert.deepEqual(
      { ...first.body.data, entryId: 0 },
      {
        entryId: 0,
        account: 'platform:promotions:INR',
        asset: 'INR',
        amount: '1000.50',
        balanceAfter: formatAmount(start! + 100_050n, 'INR'),
        memo: 'Diwali budget',
      },
    );
    const again = await post<Funding>(finance.token, 'pool/fund', body, key);
    assert.equal(again.httpStatus, 200);
    assert.deepEqual(again.body.data, first.body.data);
    assert.deepEqual(await ledger.balancesOf(server.orm.em.fork(), [promotions]), [start! + 100_050n]);
    const otherBody = await post(finance.token, 'pool/fund', { ...body, amount: '2000.00' }, key, 'zh-cn');
    assert.equal(otherBody.httpStatus, 409);
    assert.equal(otherBody.body.msg, '此 Idempotency-Key 已用于另一个不同的请求');
    assert.deepEqual(await ledger.balancesOf(server.orm.em.fork(), [promotions]), [start! + 100_050n]);

    // Keys are the operator's: another operator's identical key is their own call.
    const admin = await signedInOperator(server, 'admin');
    const theirs = await post<Funding>(admin.token, 'pool/fund', body, key);
    assert.equal(theirs.httpStatus, 200, theirs.body.msg);
    assert.notEqual(theirs.body.data.entryId, first.body.data.entryId);
    const keys = await sql<{ member_id: unknown; operator_id: unknown }>(
      'select member_id, operator_id from idempotency_record where idem_key = ? order by id',
      [key],
    );
    assert.deepEqual(
      keys.map((k) => [k.member_id, Number(k.operator_id)]),
      [
        [null, finance.operator.id],
        [null, admin.operator.id],
      ],
    );

    const refusals: [Record<string, string>, number, string][] = [
      [{ ...body, account: 'nowhere' }, 422, 'nowhere is not a platform account'],
      [{ ...body, account: 'fund_pool' }, 422, 'fund_pool is not a platform account'],
      [{ ...body, amount: '1.001' }, 422, 'An amount in INR takes at most 2 decimal places'],
      [{ ...body, amount: '-5' }, 422, 'Please enter a valid amount'],
      [{ ...body, asset: 'EUR' }, 422, 'Please choose INR or USDT'],
      [{ ...body, memo: '' }, 422, 'Please enter a memo'],
    ];
    for (const [refusedBody, status, msg] of refusals) {
      const answer = await post(finance.token, 'pool/fund', refusedBody);
      assert.equal(answer.httpStatus, status, msg);
      assert.equal(answer.body.msg, msg);
    }
    const bySupport = await post(support.token, 'pool/fund', body);
    assert.equal(bySupport.httpStatus, 403);
    assert.deepEqual(await ledger.balancesOf(server.orm.em.fork(), [promotions]), [start! + 200_100n]);

    const audit = await sql<{ actor: string; detail: string }>(
      "select actor, detail from operator_action where action = 'pool_fund' and actor like 'operator:%' order by id",
    );
    assert.deepEqual(
      audit.map((a) => [a.actor, JSON.parse(a.detail).amount, JSON.parse(a.detail).memo]),
      [
        [`operator:${finance.operator.username}`, '1000.50', 'Diwali budget'],
        [`operator:${admin.operator.username}`, '1000.50', 'Diwali budget'],
      ],
    );
    const accounts = await get<{ list: { code: string; owner: string; asset: string; balance: string }[] }>(
      support.token,
      'accounts',
    );
    assert.equal(accounts.httpStatus, 200, accounts.body.msg);
    const byCode = new Map(accounts.body.data.list.map((a) => [a.code, a]));
    assert.ok(!accounts.body.data.list.some((a) => a.owner === 'member'));
    assert.equal(byCode.get('platform:promotions:INR')?.balance, formatAmount(start! + 200_100n, 'INR'));
    assert.match(byCode.get('external:capital:INR')?.balance ?? '', /^-\d+\.\d{2}$/);
    await assertLedgerClean(server.orm);
  });

  it('confirms deposits, publishes rates and sets withdrawal limits over HTTP, audited', async () => {
    const m = await member('1');
    const token = await loginAs(server, m.mailbox);
    const usdt = () => ledger.balancesOf(server.orm.em.fork(), [memberAccount(m.id, 'usdt')]);
    const funded = await post<Funding>(finance.token, 'pool/fund', {
      account: 'chain_clearing',
      asset: 'USDT',
      amount: '500',
      memo: 'seen on chain',
    });
    assert.equal(funded.httpStatus, 200, funded.body.msg);
    assert.equal(funded.body.data.amount, '500.000000');

    const hash = `d${'e'.repeat(63)}`;
    const deposit = { memberId: m.id, chain: 'TRC20', amount: '125.5', txHash: hash };
    const key = randomUUID();
    const confirmed = await post<{
      deposit: { id: number; memberId: number; amount: string; state: string };
      entryId: number;
    }>(finance.token, 'deposits/confirm', deposit, key);
    assert.equal(confirmed.httpStatus, 200, confirmed.body.msg);
    assert.deepEqual(
      [
        confirmed.body.data.deposit.memberId,
        confirmed.body.data.deposit.amount,
        confirmed.body.data.deposit.state,
      ],
      [m.id, '125.500000', 'credited'],
    );
    assert.deepEqual(
      (await post(finance.token, 'deposits/confirm', deposit, key)).body.data,
      confirmed.body.data,
    );
    const twice = await post(finance.token, 'deposits/confirm', deposit, randomUUID(), 'zh-cn');
    assert.equal(twice.httpStatus, 409);
    assert.equal(twice.body.msg, '该交易哈希已入账');
    const nobody = await post(finance.token, 'deposits/confirm', {
      ...deposit,
      memberId: 99_999_999,
      txHash: 'f'.repeat(64),
    });
    assert.equal(nobody.httpStatus, 404);
    assert.equal(nobody.body.msg, 'This member does not exist');
    const badChain = await post(finance.token, 'deposits/confirm', {
      ...deposit,
      chain: 'BTC',
      txHash: 'f'.repeat(64),
    });
    assert.equal(badChain.body.msg, 'Please select TRC20, ERC20 or BEP20');
    assert.deepEqual(await usdt(), [1_000_000n + 125_500_000n]);
    const listed = await get<{ list: { id: number; memberId: number; txHash: string }[]; total: number }>(
      support.token,
      'deposits',
      { rows: 5 },
    );
    assert.equal(listed.httpStatus, 200);
    assert.deepEqual([listed.body.data.list[0]!.memberId, listed.body.data.list[0]!.txHash], [m.id, hash]);
    assert.equal((await post(support.token, 'deposits/confirm', deposit)).httpStatus, 403);

    const rate = await post<{ usdtToInr: string; spreadPercent: string; publishedAt: string }>(
      finance.token,
      'rates/set',
      { usdtInr: '83.25', spread: '0.5' },
      null,
    );
    assert.equal(rate.httpStatus, 200, rate.body.msg);
    assert.deepEqual([rate.body.data.usdtToInr, rate.body.data.spreadPercent], ['83.250000', '0.50']);
    const shown = await server.get<{ usdtToInr: string; spreadPercent: string }>(
      '/api/Wallet/conversion/rate',
      {
        headers: { token },
      },
    );
    assert.deepEqual([shown.body.data.usdtToInr, shown.body.data.spreadPercent], ['83.250000', '0.50']);
    for (const [body, msg] of [
      [
        { usdtInr: '0', spread: '0.5' },
        'The rate must be a number greater than zero with at most 6 decimals',
      ],
      [
        { usdtInr: '83.1234567', spread: '0.5' },
        'The rate must be a number greater than zero with at most 6 decimals',
      ],
      [
        { usdtInr: '83.25', spread: '60' },
        'The spread must be a percent from 0 to 50 with at most 2 decimals',
      ],
    ] as const) {
      const answer = await post(finance.token, 'rates/set', body, null);
      assert.equal(answer.httpStatus, 422, msg);
      assert.equal(answer.body.msg, msg);
    }
    assert.equal(
      (await post(support.token, 'rates/set', { usdtInr: '1', spread: '0' }, null)).httpStatus,
      403,
    );

    const limits = { minimum: '5', maximum: '500', dailyLimit: '800', fee: '0' };
    const saved = await post<Record<string, string>>(finance.token, 'settings/withdrawal', limits, null);
    assert.equal(saved.httpStatus, 200, saved.body.msg);
    assert.deepEqual(saved.body.data, {
      minimum: '5.000000',
      maximum: '500.000000',
      dailyLimit: '800.000000',
      fee: '0.000000',
    });
    const seen = await server.get<Record<string, string | null>>('/api/Wallet/withdrawal/settings', {
      headers: { token },
    });
    assert.deepEqual(
      [seen.body.data.minimum, seen.body.data.maximum, seen.body.data.fee],
      ['5.000000', '500.000000', '0.000000'],
    );
    const disordered = await post(
      finance.token,
      'settings/withdrawal',
      { ...limits, minimum: '600' },
      null,
      'hi-in',
    );
    assert.equal(disordered.httpStatus, 422);
    assert.equal(
      disordered.body.msg,
      'न्यूनतम राशि अधिकतम राशि से अधिक नहीं हो सकती, और अधिकतम राशि दैनिक सीमा से अधिक नहीं हो सकती',
    );

    const actor = `operator:${finance.operator.username}`;
    const audit = await sql<{ action: string }>(
      "select action from operator_action where actor = ? and action in ('deposit_confirm', 'fx_rate_set', 'withdrawal_settings') order by id",
      [actor],
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['deposit_confirm', 'fx_rate_set', 'withdrawal_settings'],
    );
    await assertLedgerClean(server.orm);
  });
});
