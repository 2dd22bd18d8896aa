import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OperatorActionItem, OperatorActionNames } from './audit.contract.ts';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';

type Paged<T> = { list: T[]; total: number };
type Signed = Awaited<ReturnType<typeof signedInOperator>>;

// 10:00 in India on 14 January.
const clock = manualClock('2026-01-14T04:30:00Z');

describe('operator API: audit log and reasons', () => {
  let server: TestServer;
  let admin: Signed;
  let finance: Signed;
  let support: Signed;
  before(async () => {
    server = await startTestServer({ clock });
    admin = await signedInOperator(server, 'admin');
    finance = await signedInOperator(server, 'finance');
    support = await signedInOperator(server, 'support');
  });
  after(() => server.close());

  const get = <T>(path: string, query: Record<string, string | number> = {}, by = admin, lang = 'en-us') =>
    server.get<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': by.token }, query });
  const post = <T>(path: string, json: unknown, by: Signed, lang = 'en-us') =>
    server.post<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': by.token }, json });
  const audit = async (query: Record<string, string | number>) => {
    const answer = await get<Paged<OperatorActionItem>>('audit', query);
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };

  it('records the reason an operator gives with what they did; a reason too long is refused, changing nothing', async () => {
    const rate = await post(
      'rates/set',
      { usdtInr: '83.10', spread: '0.5', reason: ' Market moved ' },
      finance,
    );
    assert.equal(rate.httpStatus, 200, rate.body.msg);
    const noReason = await post('rates/set', { usdtInr: '83.20', spread: '0.5' }, finance);
    assert.equal(noReason.httpStatus, 200, noReason.body.msg);
    const long = await post(
      'rates/set',
      { usdtInr: '99', spread: '0.5', reason: 'x'.repeat(256) },
      finance,
      'hi-in',
    );
    assert.equal(long.httpStatus, 422);
    assert.equal(long.body.msg, 'कारण अधिकतम 255 अक्षरों का हो सकता है');
    const notice = await post(
      'Content/notice',
      {
        title: { 'hi-in': 'सूचना', 'en-us': 'Notice', 'zh-cn': '公告' },
        summary: { 'hi-in': 'सार', 'en-us': 'Summary', 'zh-cn': '摘要' },
        body: { 'hi-in': 'पाठ', 'en-us': 'Body', 'zh-cn': '正文' },
        reason: 'Maintenance window',
      },
      support,
    );
    assert.equal(notice.httpStatus, 200, notice.body.msg);

    const rows = await queryRows<{ actor: string; action: string; reason: string | null; detail: string }>(
      server.orm.em.fork(),
      "select actor, action, reason, detail from operator_action where action in ('fx_rate_set', 'notice_publish') order by id",
    );
    assert.deepEqual(
      rows.map((r) => [r.actor, r.action, r.reason, JSON.parse(r.detail) as unknown]),
      [
        [
          `operator:${finance.operator.username}`,
          'fx_rate_set',
          'Market moved',
          { rateMicro: '83100000', spreadBps: 50 },
        ],
        [
          `operator:${finance.operator.username}`,
          'fx_rate_set',
          null,
          { rateMicro: '83200000', spreadBps: 50 },
        ],
        [
          `operator:${support.operator.username}`,
          'notice_publish',
          'Maintenance window',
          { noticeId: (notice.body.data as { id: number }).id, title: 'Notice' },
        ],
      ],
    );
  });

  it('pages the log newest first, filtered by actor, action, member and India dates (admin only)', async () => {
    const member = await buildMember(server, { login: false });
    const admin_ = (name: string, args: string[]) => runAdminCommand(server, clock, name, args);
    // 23:59 on 14 January in India, then 00:00 on the 15th, then noon on the 16th.
    clock.set('2026-01-14T18:29:00Z');
    await admin_('members:freeze', [
      '--member',
      String(member.id),
      '--scope',
      'login',
      '--reason',
      'Late night',
    ]);
    clock.set('2026-01-14T18:30:00Z');
    await admin_('members:unfreeze', [
      '--member',
      String(member.id),
      '--scope',
      'login',
      '--reason',
      'Morning',
    ]);
    clock.set('2026-01-16T06:30:00Z');
    // Operator sessions last a working day: sign in again.
    const rateSetter = finance.operator.username;
    admin = await signedInOperator(server, 'admin');
    finance = await signedInOperator(server, 'finance');
    support = await signedInOperator(server, 'support');
    const frozen = await post(
      'members/freeze',
      { memberId: member.id, scope: 'withdrawal', reason: 'Noon check' },
      support,
    );
    assert.equal(frozen.httpStatus, 200, frozen.body.msg);

    const about = await audit({ memberId: member.id });
    assert.equal(about.total, 3);
    assert.deepEqual(
      about.list.map((a) => [a.actor, a.action, a.reason, a.createdAt, a.memberId]),
      [
        [
          `operator:${support.operator.username}`,
          'member_freeze',
          'Noon check',
          '2026-01-16T06:30:00.000Z',
          member.id,
        ],
        ['cli:test', 'member_unfreeze', 'Morning', '2026-01-14T18:30:00.000Z', member.id],
        ['cli:test', 'member_freeze', 'Late night', '2026-01-14T18:29:00.000Z', member.id],
      ],
    );
    assert.deepEqual(about.list[0]!.detail, {
      memberId: member.id,
      scope: 'withdrawal',
      mailbox: member.mailbox,
    });

    const reasons = async (query: Record<string, string | number>) =>
      (await audit({ memberId: member.id, ...query })).list.map((a) => a.reason);
    // Days are India days: the 14th ends at 18:30 UTC.
    assert.deepEqual(await reasons({ from: '2026-01-14', to: '2026-01-14' }), ['Late night']);
    assert.deepEqual(await reasons({ from: '2026-01-15' }), ['Noon check', 'Morning']);
    assert.deepEqual(await reasons({ to: '2026-01-15' }), ['Morning', 'Late night']);
    // Instants with their offset; `to` includes the instant it names.
    assert.deepEqual(await reasons({ from: '2026-01-15T00:00:00+05:30', to: '2026-01-16T12:00:00+05:30' }), [
      'Noon check',
      'Morning',
    ]);
    assert.deepEqual(await reasons({ to: '2026-01-14T18:29:00Z' }), ['Late night']);
    assert.deepEqual(await reasons({ order: 'asc' }), ['Late night', 'Morning', 'Noon check']);
    assert.deepEqual(await reasons({ rows: 1, page: 2 }), ['Morning']);
    assert.deepEqual(await reasons({ action: 'member_freeze' }), ['Noon check', 'Late night']);
    assert.deepEqual(await reasons({ actor: 'cli:' }), ['Morning', 'Late night']);
    assert.deepEqual(await reasons({ actor: `operator:${support.operator.username}` }), ['Noon check']);
    // `%` and `_` in an actor are characters, not wildcards.
    assert.deepEqual(await reasons({ actor: '%' }), []);
    assert.deepEqual(await reasons({ actor: 'cli_test' }), []);

    const byActor = await audit({ actor: `operator:${rateSetter}`, action: 'fx_rate_set' });
    assert.equal(byActor.total, 2);

    const actions = await get<OperatorActionNames>('audit/actions');
    for (const name of [
      'fx_rate_set',
      'member_freeze',
      'member_unfreeze',
      'notice_publish',
      'operator_login',
    ])
      assert.ok(actions.body.data.list.includes(name), name);
    assert.deepEqual(actions.body.data.list, [...actions.body.data.list].sort());

    const badDate = await get('audit', { from: '2026-02-30' }, admin, 'zh-cn');
    assert.equal(badDate.httpStatus, 422);
    assert.equal(
      badDate.body.msg,
      'from 须为日期（2026-11-25）或带时区偏移的时间（2026-11-25T10:30:00+05:30）',
    );
    const noOffset = await get('audit', { to: '2026-01-15T10:00:00' });
    assert.equal(noOffset.httpStatus, 422);
    for (const other of [finance, support]) {
      assert.equal((await get('audit', {}, other)).httpStatus, 403);
      assert.equal((await get('audit/actions', {}, other)).httpStatus, 403);
    }
  });
});
