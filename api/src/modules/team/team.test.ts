import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { placeInTree } from '../account/member-tree.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import type { AdminTeamMember, TeamMember, TeamSummary } from './team.contract.ts';
import { maskName } from '../account/member.presenter.ts';

const PAY = '246810';
const clock = manualClock('2026-03-01T06:00:00Z');

describe('team', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock, env: { DEMO_FUNDS: '1' } });
  });
  after(() => server.close());

  const as = (who: TestMember, lang = 'en-us') => ({ headers: { token: who.token }, lang });
  const summary = async (who: TestMember) => {
    const answer = await server.get<TeamSummary>('/api/Team/summary', as(who));
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };
  const members = (who: TestMember, query: Record<string, string | number>, lang = 'en-us') =>
    server.get<{ list: TeamMember[]; total: number }>('/api/Team/members', { ...as(who, lang), query });

  it('masks names to their first and last letters', () => {
    assert.equal(maskName('ravi'), 'r***i');
    assert.equal(maskName('a'), 'a***');
    assert.equal(maskName('अनीता'), 'अ***ा');
  });

  it('counts three levels, lists each newest first, masked, with whether they invested', async () => {
    const root = await buildMember(server);
    const a = await buildMember(server, { inviterId: root.id });
    const b = await buildMember(server, { inviterId: root.id, paymentPassword: PAY, balance: '1000.00' });
    const c = await buildMember(server, { inviterId: a.id });
    const d = await buildMember(server, { inviterId: c.id });
    await buildMember(server, { inviterId: d.id, login: false }); // a fourth level: not the root's team

    const own = await summary(root);
    assert.deepEqual(own.levels, [
      { level: 1, count: 2 },
      { level: 2, count: 1 },
      { level: 3, count: 1 },
    ]);
    assert.equal(own.total, 4);
    assert.equal(own.invitePath, `pages/user/register?scene=inviter_${root.inviteCode}`);
    assert.equal(own.invitedBy, null);
    assert.equal((await summary(c)).invitedBy, maskName(a.nickname));

    // b buys a fund: invested.
    const funds = await server.get<{ list: { id: number; minAmount?: string }[] }>('/api/Fund/list', {
      lang: 'en-us',
    });
    const bought = await server.post('/api/Fund/purchase', {
      lang: 'en-us',
      headers: { token: b.token, 'Idempotency-Key': randomUUID() },
      json: { fund_id: funds.body.data.list[0]!.id, amount: '500', paymentPassword: PAY, agree: 1 },
    });
    assert.equal(bought.httpStatus, 200, bought.body.msg);

    const first = await members(root, { level: 1 });
    assert.equal(first.body.data.total, 2);
    assert.deepEqual(
      first.body.data.list.map((m) => [m.name, m.invested, m.level]),
      [
        [maskName(b.nickname), true, 1],
        [maskName(a.nickname), false, 1],
      ],
    );
    assert.match(first.body.data.list[0]!.mailbox, /^m\*\*\*@example\.com$/);
    const paged = await members(root, { level: 1, page: 2, rows: 1 });
    assert.deepEqual(
      paged.body.data.list.map((m) => m.name),
      [maskName(a.nickname)],
    );
    assert.deepEqual(
      (await members(root, { level: 3 })).body.data.list.map((m) => m.name),
      [maskName(d.nickname)],
    );

    const bad = await members(root, { level: 4 }, 'hi-in');
    assert.equal(bad.httpStatus, 422);
    assert.equal(bad.body.msg, 'कृपया स्तर 1, 2 या 3 चुनें');
    // Only one's own team: without a session, nothing.
    assert.equal(
      (await server.get('/api/Team/members', { lang: 'en-us', query: { level: 1 } })).httpStatus,
      401,
    );

    // Support sees any member's team with ids and names; finance may not.
    const support = await signedInOperator(server, 'support');
    const finance = await signedInOperator(server, 'finance');
    const adminTeam = (token: string) =>
      server.get<{ list: AdminTeamMember[]; total: number; levels: unknown }>('/api/Admin/members/team', {
        headers: { 'operator-token': token },
        lang: 'en-us',
        query: { memberId: root.id, level: 2 },
      });
    const seen = await adminTeam(support.token);
    assert.equal(seen.httpStatus, 200, seen.body.msg);
    assert.deepEqual(
      seen.body.data.list.map((m) => [m.memberId, m.name]),
      [[c.id, c.nickname]],
    );
    assert.equal((await adminTeam(finance.token)).httpStatus, 403);
  });

  it('answers a team of thousands by index: its counts and its last page', async () => {
    const root = await buildMember(server);
    // 3,000 members placed under the root as registration places them (their member rows are not needed).
    const connection = server.orm.em.getConnection();
    const [{ base }] = await connection.execute<{ base: number }[]>(
      'select coalesce(max(id), 0) + 1000 as base from member',
    );
    await server.orm.em.fork().transactional(async (tx) => {
      for (let i = 0; i < 3000; i++)
        await placeInTree(tx, dialectOf(server.config), { id: Number(base) + i, inviterId: root.id });
    });
    const own = await summary(root);
    assert.equal(own.levels[0]!.count, 3000);
    assert.equal(own.total, 3000);
  });
});
