import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AdminMemberDetail, AdminMemberSummary } from './account.contract.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { snapshotDatabase } from '../../test/database.ts';
import {
  authenticatorCode,
  buildMember,
  buildWithdrawalAddress,
  loginAs,
  TEST_PAYMENT_PASSWORD,
  type TestMember,
} from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';

type Paged<T> = { list: T[]; total: number };
type Signed = Awaited<ReturnType<typeof signedInOperator>>;

const clock = manualClock();

describe('operator API: members', () => {
  let server: TestServer;
  let support: Signed;
  let reviewer: Signed;
  before(async () => {
    server = await startTestServer({ clock });
    support = await signedInOperator(server, 'support');
    reviewer = await signedInOperator(server, 'reviewer');
  });
  after(() => server.close());

  const get = <T>(path: string, query: Record<string, string | number> = {}, lang = 'en-us', by = support) =>
    server.get<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': by.token }, query });
  const post = <T>(path: string, json: unknown, lang = 'en-us', by = support) =>
    server.post<T>(`/api/Admin/${path}`, {
      lang,
      headers: { 'operator-token': by.token, 'Idempotency-Key': randomUUID() },
      json,
    });
  const sql = <T>(text: string, params: unknown[] = []) => queryRows<T>(server.orm.em.fork(), text, params);

  /** A member who can ask for a withdrawal through the API (USDT, secrets, a saved address). */
  async function withdrawer(usdt = '100') {
    const member = await buildMember(server, { usdt, paymentPassword: true, authenticator: true });
    const address = await buildWithdrawalAddress(server, member.id);
    return { member, addressId: address.id };
  }

  const requestWithdrawal = (member: TestMember, addressId: number, amount: string, lang = 'en-us') => {
    // Each code is accepted once: a code of a later step each time.
    clock.advance(30_000);
    return server.post<{ id: number; state: string }>('/api/Wallet/withdrawal/request', {
      lang,
      headers: { token: member.token, 'Idempotency-Key': randomUUID() },
      json: {
        addressId,
        amount,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        code: authenticatorCode(member, clock),
      },
    });
  };

  it('finds members by id, mailbox start or nickname part, filters by state, pages and sorts', async () => {
    const tag = Date.now().toString(36);
    const built = [];
    for (const [mailbox, nickname] of [
      [`zeta.${tag}@example.com`, `Ravi${tag}`],
      [`alpha.${tag}@example.com`, `RAVINDRA${tag}`],
      [`mid_${tag}@example.com`, `Asha${tag}`],
      [`midx${tag}@example.com`, `asha${tag}x`],
    ] as const) {
      const member = await buildMember(server, { mailbox, login: false, balance: '12.50', usdt: '3' });
      await sql('update member set nickname = ? where id = ?', [nickname, member.id]);
      built.push(member);
    }
    const [zeta, alpha, mid, midx] = built as [TestMember, TestMember, TestMember, TestMember];

    const byId = await get<Paged<AdminMemberSummary>>('members', { q: String(alpha.id) });
    assert.equal(byId.httpStatus, 200, byId.body.msg);
    assert.deepEqual(byId.body.data, {
      list: [
        {
          id: alpha.id,
          mailbox: alpha.mailbox,
          nickname: `RAVINDRA${tag}`,
          vipLevel: 0,
          createdAt: alpha.createdAt.toISOString(),
          loginFrozen: false,
          withdrawalFrozen: false,
          balance: '12.50',
          usdt: '3.000000',
        },
      ],
      total: 1,
    });
    const ids = async (query: Record<string, string | number>) => {
      const answer = await get<Paged<AdminMemberSummary>>('members', query);
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      return { ids: answer.body.data.list.map((m) => m.id), total: answer.body.data.total };
    };
    // A mailbox's start, whatever its case; `_` is a character, not a wildcard.
    assert.deepEqual(await ids({ q: `ZETA.${tag}@` }), { ids: [zeta.id], total: 1 });
    assert.deepEqual(await ids({ q: `mid_${tag}@` }), { ids: [mid.id], total: 1 });
    assert.deepEqual(await ids({ q: `${tag}@example.com` }), { ids: [], total: 0 });
    // Part of a nickname, in any case; newest first by default.
    assert.deepEqual(await ids({ q: `ravindra${tag}` }), { ids: [alpha.id], total: 1 });
    assert.deepEqual(await ids({ q: `asha${tag.toUpperCase()}` }), { ids: [midx.id, mid.id], total: 2 });
    assert.deepEqual(await ids({ q: `${tag}`, rows: 2 }), { ids: [midx.id, mid.id], total: 4 });
    assert.deepEqual(await ids({ q: `${tag}`, rows: 2, page: 2 }), { ids: [alpha.id, zeta.id], total: 4 });
    // In the database's collation: where `_` sorts against letters differs (SQLite, MariaDB).
    const byMailbox = (await ids({ q: `${tag}`, sort: 'mailbox', order: 'asc' })).ids;
    assert.deepEqual(
      [byMailbox[0], new Set(byMailbox.slice(1, 3)), byMailbox[3]],
      [alpha.id, new Set([mid.id, midx.id]), zeta.id],
    );
    assert.deepEqual(await ids({ q: `${tag}`, sort: 'id', order: 'asc', rows: 3 }), {
      ids: [zeta.id, alpha.id, mid.id],
      total: 4,
    });
    await sql('update member set created_at = ? where id = ?', [new Date('2020-01-01T00:00:00Z'), mid.id]);
    assert.deepEqual((await ids({ q: `${tag}`, sort: 'createdAt', order: 'asc' })).ids[0], mid.id);

    // State: frozen in one scope, or neither.
    const frozen = await post<AdminMemberSummary>('members/freeze', {
      memberId: mid.id,
      scope: 'withdrawal',
      reason: 'chargeback',
    });
    assert.equal(frozen.httpStatus, 200, frozen.body.msg);
    assert.deepEqual(await ids({ q: `${tag}`, state: 'withdrawalFrozen' }), { ids: [mid.id], total: 1 });
    assert.deepEqual(await ids({ q: `${tag}`, state: 'loginFrozen' }), { ids: [], total: 0 });
    assert.equal((await ids({ q: `${tag}`, state: 'active' })).total, 3);

    const badState = await get('members', { state: 'gone' }, 'zh-cn');
    assert.equal(badState.httpStatus, 422);
    assert.equal(badState.body.msg, '请选择状态：active、loginFrozen 或 withdrawalFrozen');
    const badSort = await get('members', { sort: 'balance' });
    assert.equal(badSort.httpStatus, 422);
    assert.equal(badSort.body.msg, 'sort is invalid');
    // Reviewers do not look members up.
    assert.equal((await get('members', {}, 'en-us', reviewer)).httpStatus, 403);
  });

  it("shows one member's account: profile, balances, withdrawals, deposits, security events, operator actions", async () => {
    const { member, addressId } = await withdrawer('100');
    const asked = await requestWithdrawal(member, addressId, '20');
    assert.equal(asked.httpStatus, 200, asked.body.msg);
    const finance = await signedInOperator(server, 'finance');
    // What arrives on chain is credited from chain clearing.
    await runAdminCommand(server, clock, 'pool:fund', [
      '--account',
      'chain_clearing',
      '--asset',
      'USDT',
      '--amount',
      '100',
      '--memo',
      'arrived',
    ]);
    const confirmed = await post(
      'deposits/confirm',
      { memberId: member.id, chain: 'TRC20', amount: '7.5', txHash: `tx${randomUUID().replace(/-/g, '')}` },
      'en-us',
      finance,
    );
    assert.equal(confirmed.httpStatus, 200, confirmed.body.msg);
    await post('members/freeze', {
      memberId: member.id,
      scope: 'withdrawal',
      reason: 'Checking the deposit',
    });

    const detail = await get<AdminMemberDetail>('members/detail', { id: member.id });
    assert.equal(detail.httpStatus, 200, detail.body.msg);
    const {
      member: profile,
      balances,
      withdrawals,
      deposits,
      securityEvents,
      operatorActions,
      orders,
    } = detail.body.data;
    assert.deepEqual(
      { ...profile, withdrawalFrozenAt: typeof profile.withdrawalFrozenAt },
      {
        id: member.id,
        mailbox: member.mailbox,
        nickname: member.nickname,
        vipLevel: 0,
        createdAt: member.createdAt.toISOString(),
        loginFrozen: false,
        withdrawalFrozen: true,
        // 100 + 7.5 deposited − 20 and the 1 USDT fee in flight.
        balance: '0.00',
        usdt: '86.500000',
        inviteCode: member.inviteCode,
        inviterId: null,
        // The language of the member's last login (the app's default here).
        lang: 'hi-in',
        paymentPasswordSet: true,
        totpEnabled: true,
        frozenReason: 'Checking the deposit',
        loginFrozenAt: null,
        withdrawalFrozenAt: 'string',
      },
    );
    assert.deepEqual(
      balances.map((b) => `${b.asset} ${b.kind} ${b.balance}`),
      [
        'INR balance 0.00',
        'INR equity 0.00',
        'INR locked 0.00',
        'INR piggy_bank 0.00',
        'INR staking 0.00',
        'USDT locked 0.000000',
        'USDT staking 0.000000',
        'USDT usdt 86.500000',
      ],
    );
    assert.deepEqual(
      withdrawals.map((w) => [w.id, w.memberId, w.amount, w.state]),
      [[asked.body.data.id, member.id, '20.000000', 'requested']],
    );
    assert.deepEqual(
      deposits.map((d) => [d.memberId, d.amount, d.state]),
      [[member.id, '7.500000', 'credited']],
    );
    assert.deepEqual(orders, []);
    assert.deepEqual(
      securityEvents.map((e) => [e.type, e.label]),
      [['login', 'Logged in']],
    );
    assert.deepEqual(
      operatorActions.map((a) => [a.action, a.actor, a.reason, a.memberId]),
      [
        ['member_freeze', `operator:${support.operator.username}`, 'Checking the deposit', member.id],
        ['deposit_confirm', `operator:${finance.operator.username}`, null, member.id],
        ['withdrawal_request', `member:${member.id}`, null, member.id],
      ],
    );
    assert.deepEqual(operatorActions[0]!.detail, {
      memberId: member.id,
      scope: 'withdrawal',
      mailbox: member.mailbox,
    });

    const unknown = await get('members/detail', { id: 999_999 }, 'hi-in');
    assert.equal(unknown.httpStatus, 404);
    assert.equal(unknown.body.msg, 'सदस्य 999999 मौजूद नहीं है');
  });

  it('a login freeze ends the sessions and refuses logins; unfreezing lets the member in again', async () => {
    const member = await buildMember(server, { lang: 'hi-in' });
    assert.equal((await server.get('/api/User/info', { headers: { token: member.token } })).httpStatus, 200);

    const unexplained = await post('members/freeze', { memberId: member.id, scope: 'login', reason: ' ' });
    assert.equal(unexplained.httpStatus, 422);
    assert.equal(unexplained.body.msg, 'Please enter the reason');
    const tooLong = await post(
      'members/freeze',
      { memberId: member.id, scope: 'login', reason: 'x'.repeat(256) },
      'zh-cn',
    );
    assert.equal(tooLong.httpStatus, 422);
    assert.equal(tooLong.body.msg, '原因最多 255 个字符');
    const badScope = await post('members/freeze', { memberId: member.id, scope: 'all', reason: 'x' });
    assert.equal(badScope.httpStatus, 422);
    assert.equal(badScope.body.msg, 'Please choose what to freeze: login or withdrawal');
    assert.equal((await server.get('/api/User/info', { headers: { token: member.token } })).httpStatus, 200);

    const frozen = await post<AdminMemberSummary>('members/freeze', {
      memberId: member.id,
      scope: 'login',
      reason: ' Account shared with others ',
    });
    assert.equal(frozen.httpStatus, 200, frozen.body.msg);
    assert.equal(frozen.body.data.loginFrozen, true);
    assert.equal(frozen.body.data.withdrawalFrozen, false);
    const [action] = await sql<{ actor: string; reason: string; member_id: unknown; detail: string }>(
      "select actor, reason, member_id, detail from operator_action where action = 'member_freeze' and member_id = ?",
      [member.id],
    );
    assert.deepEqual(
      { ...action, member_id: Number(action!.member_id), detail: JSON.parse(action!.detail) as unknown },
      {
        actor: `operator:${support.operator.username}`,
        reason: 'Account shared with others',
        member_id: member.id,
        detail: { memberId: member.id, scope: 'login', mailbox: member.mailbox },
      },
    );

    // The old token: -100 with why, in the member's language.
    const old = await server.get('/api/User/info', { headers: { token: member.token }, lang: 'hi-in' });
    assert.equal(old.httpStatus, 401);
    assert.deepEqual(old.body, {
      status: -100,
      msg: 'यह खाता फ़्रीज़ है; कृपया ग्राहक सेवा से संपर्क करें',
      data: { code: 'frozen' },
    });
    // A login with the right password: told, and no session opened.
    const sessionsBefore = await sql<{ n: unknown }>(
      'select count(*) as n from session where member_id = ?',
      [member.id],
    );
    const login = await server.post('/api/User/login', {
      form: { mailbox: member.mailbox, password: 'Secret#123' },
      lang: 'en-us',
    });
    assert.equal(login.httpStatus, 422);
    assert.deepEqual(login.body, {
      status: 0,
      msg: 'This account is frozen; contact customer service',
      data: { code: 'account_frozen' },
    });
    assert.deepEqual(
      await sql<{ n: unknown }>('select count(*) as n from session where member_id = ?', [member.id]),
      sessionsBefore,
    );
    // A wrong password learns nothing about the freeze.
    const wrong = await server.post('/api/User/login', {
      form: { mailbox: member.mailbox, password: 'Wrong#1234' },
      lang: 'en-us',
    });
    assert.equal(wrong.body.msg, 'Wrong email or password');
    const [refusal] = await sql<{ type: string }>(
      'select type from audit_event where member_id = ? order by id desc limit 1',
      [member.id],
    );
    assert.equal(refusal?.type, 'login_failed');

    // Freezing again changes and records nothing.
    await post('members/freeze', { memberId: member.id, scope: 'login', reason: 'again' });
    assert.equal(
      (
        await sql('select id from operator_action where action = ? and member_id = ?', [
          'member_freeze',
          member.id,
        ])
      ).length,
      1,
    );

    const unfrozen = await post<AdminMemberSummary>('members/unfreeze', {
      memberId: member.id,
      scope: 'login',
      reason: 'Confirmed by phone',
    });
    assert.equal(unfrozen.httpStatus, 200, unfrozen.body.msg);
    assert.equal(unfrozen.body.data.loginFrozen, false);
    const [row] = await sql<{ login_frozen_at: unknown; frozen_reason: unknown }>(
      'select login_frozen_at, frozen_reason from member where id = ?',
      [member.id],
    );
    assert.deepEqual(row, { login_frozen_at: null, frozen_reason: null });
    const token = await loginAs(server, member.mailbox);
    assert.equal((await server.get('/api/User/info', { headers: { token } })).httpStatus, 200);
    // The session the freeze ended stays ended.
    assert.equal((await server.get('/api/User/info', { headers: { token: member.token } })).httpStatus, 401);
  });

  it('a withdrawal freeze refuses withdrawals and approvals, moving nothing; unfreezing restores them', async () => {
    const { member, addressId } = await withdrawer('100');
    const waiting = await requestWithdrawal(member, addressId, '10');
    assert.equal(waiting.httpStatus, 200, waiting.body.msg);
    await post('members/freeze', { memberId: member.id, scope: 'withdrawal', reason: 'Suspected fraud' });

    const before = await snapshotDatabase(server.orm);
    const refused = await requestWithdrawal(member, addressId, '20', 'zh-cn');
    assert.equal(refused.httpStatus, 422);
    assert.deepEqual(refused.body, {
      status: 0,
      msg: '此账户的提现已被冻结，请联系客服',
      data: { code: 'withdrawal_frozen' },
    });
    // Approving the one already asked for would send it out: refused too.
    const approve = await post('withdrawals/approve', { id: waiting.body.data.id }, 'en-us', reviewer);
    assert.equal(approve.httpStatus, 422);
    assert.equal(approve.body.msg, 'Withdrawals from this account are frozen; contact customer service');
    assert.deepEqual(await snapshotDatabase(server.orm), before, 'a frozen withdrawal changed the database');
    // The member can still sign in and use the rest of the account.
    assert.equal((await server.get('/api/User/info', { headers: { token: member.token } })).httpStatus, 200);
    // Rejecting returns the money to the member: allowed.
    const rejected = await post<{ state: string }>(
      'withdrawals/reject',
      { id: waiting.body.data.id, reason: 'Account under review' },
      'en-us',
      reviewer,
    );
    assert.equal(rejected.body.data.state, 'rejected');

    await post('members/unfreeze', { memberId: member.id, scope: 'withdrawal', reason: 'Cleared' });
    const again = await requestWithdrawal(member, addressId, '20');
    assert.equal(again.httpStatus, 200, again.body.msg);
    assert.equal(again.body.data.state, 'requested');
    const approved = await post<{ state: string }>(
      'withdrawals/approve',
      { id: again.body.data.id },
      'en-us',
      reviewer,
    );
    assert.equal(approved.body.data.state, 'approved');
    await assertLedgerClean(server.orm);
  });

  it('commands list, freeze and unfreeze members with a reason, as the API does', async () => {
    const member = await buildMember(server, { login: false, balance: '5.00' });
    const admin = (name: string, args: string[]) => runAdminCommand(server, clock, name, args);
    await assert.rejects(admin('members:freeze', ['--member', String(member.id), '--scope', 'login']), {
      name: 'UsageError',
      message: '--reason is required',
    });
    const frozen = await admin('members:freeze', [
      '--member',
      String(member.id),
      '--scope',
      'login',
      '--reason',
      'Asked by the member',
    ]);
    assert.match(
      frozen[0]!,
      new RegExp(`^frozen \\(login\\): #${member.id} ${member.mailbox} .*5\\.00 INR.*LOGIN FROZEN$`),
    );
    const listed = await admin('members:list', ['--q', member.mailbox, '--state', 'loginFrozen']);
    assert.deepEqual(listed.length, 1);
    assert.match(listed[0]!, new RegExp(`^#${member.id} `));
    await assert.rejects(admin('members:list', ['--state', 'sleeping']), { name: 'UsageError' });
    await assert.rejects(
      admin('members:unfreeze', ['--member', '999999', '--scope', 'login', '--reason', 'x']),
      { name: 'CommandRefused', message: 'refused, nothing changed: Member 999999 does not exist' },
    );
    await admin('members:unfreeze', ['--member', String(member.id), '--scope', 'login', '--reason', 'Done']);
    const actions = await sql<{ actor: string; action: string; reason: string }>(
      'select actor, action, reason from operator_action where member_id = ? order by id',
      [member.id],
    );
    assert.deepEqual(
      actions.map((a) => [a.actor, a.action, a.reason]),
      [
        ['cli:test', 'member_freeze', 'Asked by the member'],
        ['cli:test', 'member_unfreeze', 'Done'],
      ],
    );
    await loginAs(server, member.mailbox);
  });
});
