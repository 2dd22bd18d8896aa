import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock, platformDay } from '../../platform/clock.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type { AdminVipOverview, VipState } from './vip.contract.ts';
import { DEFAULT_LEVELS, createVipService, discountedFee, levelFor } from './vip.service.ts';

const clock = manualClock('2026-05-04T06:00:00Z');

describe('VIP levels', () => {
  let server: TestServer;
  let ledger: ReturnType<typeof createLedgerService>;
  let vip: ReturnType<typeof createVipService>;
  let finance: string;
  before(async () => {
    server = await startTestServer({ clock, env: { SESSION_TTL_DAYS: '365' } });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    vip = createVipService({ clock, dialect: dialectOf(server.config) });
    finance = (await signedInOperator(server, 'finance')).token;
  });
  after(async () => {
    await assertLedgerClean(server.orm);
    await server.close();
  });

  const state = async (who: TestMember, lang = 'en-us') => {
    const answer = await server.get<VipState>('/api/Vip/state', { headers: { token: who.token }, lang });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    return answer.body.data;
  };
  /** Moves rupees from the balance into a fund's principal, as a purchase leaves the ledger. */
  const invest = (who: TestMember, rupees: string) =>
    server.orm.em.fork().transactional((tx) =>
      ledger.post(tx, {
        type: 'fund_purchase',
        actor: `member:${who.id}`,
        lines: [
          { account: memberAccount(who.id, 'balance'), amount: -parseAmount(rupees, 'INR') },
          { account: memberAccount(who.id, 'locked'), amount: parseAmount(rupees, 'INR') },
        ],
      }),
    );
  const levelOf = async (who: TestMember) => vip.levelOf(server.orm.em.fork(), who.id);
  const promotions = (who: TestMember) =>
    queryRows<{ from_level: unknown; to_level: unknown }>(
      server.orm.em.fork(),
      'select from_level, to_level from vip_promotion where member_id = ? order by id',
      [who.id],
    );

  it('reads the level a member’s figures reach, each level’s requirements all met', () => {
    const figures = (held: number, direct: number, teamHeld: number) => ({
      held: BigInt(held) * 100n,
      direct,
      teamHeld: BigInt(teamHeld) * 100n,
    });
    assert.equal(levelFor(figures(0, 0, 0), DEFAULT_LEVELS), 0);
    assert.equal(levelFor(figures(9_999, 50, 9_000_000), DEFAULT_LEVELS), 0);
    assert.equal(levelFor(figures(10_000, 0, 0), DEFAULT_LEVELS), 1);
    // Enough held for VIP3, but only 3 direct invitations: VIP2.
    assert.equal(levelFor(figures(200_000, 3, 500_000), DEFAULT_LEVELS), 2);
    assert.equal(levelFor(figures(1_000_000, 20, 5_000_000), DEFAULT_LEVELS), 5);
    // The fee discount rounds down: the member never pays less than their share.
    assert.equal(discountedFee(1_500_001n, 1_000), 1_350_001n);
    assert.equal(discountedFee(1_500_000n, 10_000), 0n);
  });

  it('shows a new member VIP0, their figures and what VIP1 asks for', async () => {
    const who = await buildMember(server);
    const seen = await state(who);
    assert.equal(seen.level, 0);
    assert.equal(seen.reachedAt, null);
    assert.deepEqual(seen.figures, { held: '0.00', direct: 0, teamHeld: '0.00' });
    assert.equal(seen.next?.level, 1);
    assert.equal(seen.next?.minHeld, '10000.00');
    assert.equal(seen.levels.length, 6);
    assert.equal(seen.levels[1]!.withdrawalFeeDiscountPercent, '10.00');
  });

  it('promotes a member who holds enough when they open the page, and never lowers them by itself', async () => {
    const who = await buildMember(server, { balance: '20000' });
    await invest(who, '10000');
    const seen = await state(who);
    assert.equal(seen.level, 1);
    assert.equal(seen.figures.held, '10000.00');
    assert.equal(seen.reachedAt, clock.now().toISOString());
    assert.equal(seen.next?.level, 2);
    const [member] = await queryRows<{ vip_level: unknown }>(
      server.orm.em.fork(),
      'select vip_level from member where id = ?',
      [who.id],
    );
    assert.equal(Number(member!.vip_level), 1);

    // The principal comes back: the level stays.
    await server.orm.em.fork().transactional((tx) =>
      ledger.post(tx, {
        type: 'fund_principal_return',
        actor: 'system',
        lines: [
          { account: memberAccount(who.id, 'locked'), amount: -parseAmount('10000', 'INR') },
          { account: memberAccount(who.id, 'balance'), amount: parseAmount('10000', 'INR') },
        ],
      }),
    );
    assert.equal((await state(who)).level, 1);
    assert.deepEqual(
      (await promotions(who)).map((row) => [Number(row.from_level), Number(row.to_level)]),
      [[0, 1]],
    );
  });

  it('counts direct invitations and the team’s holdings three levels deep', async () => {
    const top = await buildMember(server, { balance: '60000' });
    await invest(top, '50000');
    const direct = await Promise.all(
      [1, 2, 3].map(() => buildMember(server, { inviterId: top.id, balance: '10000' })),
    );
    const grandchild = await buildMember(server, { inviterId: direct[0]!.id, balance: '80000' });
    for (const member of direct) await invest(member, '10000');
    await invest(grandchild, '70000');
    const seen = await state(top);
    assert.deepEqual(seen.figures, { held: '50000.00', direct: 3, teamHeld: '100000.00' });
    assert.equal(seen.level, 2);
  });

  it('promotes by events: the journal watch raises the investor and their inviters, once', async () => {
    const em = server.orm.em.fork();
    await vip.watch(em); // the first pass only places the cursor
    const inviter = await buildMember(server, { balance: '10000' });
    await invest(inviter, '10000');
    const invited = await buildMember(server, { inviterId: inviter.id, balance: '10000' });
    await invest(invited, '10000');
    // Too young: entries may still be committing out of order.
    assert.equal(await vip.watch(em), 0);
    clock.advance(10_000);
    const [first, second] = await Promise.all([
      vip.watch(server.orm.em.fork()),
      vip.watch(server.orm.em.fork()),
    ]);
    assert.ok(first + second >= 2, `promoted ${first} + ${second}`);
    assert.equal(await levelOf(inviter), 1);
    assert.equal(await levelOf(invited), 1);
    assert.equal((await promotions(inviter)).length, 1);
    assert.equal((await promotions(invited)).length, 1);
  });

  it('runs the nightly pass once a day in India, in one process', async () => {
    const who = await buildMember(server, { balance: '10000' });
    await invest(who, '10000');
    const today = platformDay(clock.now());
    const runs = await Promise.all([
      vip.nightly(server.orm.em.fork(), today),
      vip.nightly(server.orm.em.fork(), today),
    ]);
    assert.equal(runs.filter((run) => run !== null).length, 1, `runs: ${runs.join(', ')}`);
    assert.equal(await levelOf(who), 1);
    assert.equal(await vip.nightly(server.orm.em.fork(), today), null);
  });

  it('gives the level’s withdrawal benefits where the money moves', async () => {
    const set = await server.post('/api/Admin/settings/withdrawal', {
      headers: { 'operator-token': finance },
      json: { minimum: '10', maximum: '1000', dailyLimit: '1500', fee: '2', reason: 'limits for the test' },
    });
    assert.equal(set.httpStatus, 200, set.body.msg);
    const plain = await buildMember(server);
    const vip1 = await buildMember(server, { balance: '10000' });
    await invest(vip1, '10000');
    await state(vip1);
    const limits = async (who: TestMember) =>
      (
        await server.get<{ dailyLimit: string; fee: string }>('/api/Wallet/withdrawal/settings', {
          headers: { token: who.token },
        })
      ).body.data;
    assert.deepEqual(
      [(await limits(plain)).dailyLimit, (await limits(plain)).fee],
      ['1500.000000', '2.000000'],
    );
    // VIP1: 500 USDT more a day, 10 % off the fee.
    assert.deepEqual(
      [(await limits(vip1)).dailyLimit, (await limits(vip1)).fee],
      ['2000.000000', '1.800000'],
    );
  });

  it('lets finance set a level, audited, and refuses requirements that fall from one level to the next', async () => {
    const post = (json: Record<string, unknown>, token = finance, lang = 'en-us') =>
      server.post<AdminVipOverview>('/api/Admin/vip/level', {
        headers: { 'operator-token': token },
        lang,
        json,
      });
    const level2 = {
      level: 2,
      minHeld: '40000',
      minDirect: 2,
      minTeamHeld: '80000',
      withdrawalLimitBonus: '800',
      withdrawalFeeDiscountBps: 1500,
      reason: 'a friendlier VIP2',
    };
    const support = (await signedInOperator(server, 'support')).token;
    assert.equal((await post(level2, support)).httpStatus, 403);

    const below = await post({ ...level2, minHeld: '5000' }, finance, 'hi-in');
    assert.equal(below.httpStatus, 422);
    assert.equal(below.body.msg, 'VIP2 की शर्तें VIP1 से कम नहीं हो सकतीं');
    const zero = await post({ ...level2, level: 0, minHeld: '1' });
    assert.equal(zero.httpStatus, 422);
    assert.equal(zero.body.msg, 'VIP0 is every member: it cannot ask for anything');
    const bad = await post({ ...level2, withdrawalFeeDiscountBps: 10_001 });
    assert.equal(bad.httpStatus, 422);

    const saved = await post(level2);
    assert.equal(saved.httpStatus, 200, saved.body.msg);
    const row = saved.body.data.levels[2]!;
    assert.deepEqual(
      [row.minHeld, row.minDirect, row.minTeamHeld, row.withdrawalLimitBonus, row.withdrawalFeeDiscountBps],
      ['40000.00', 2, '80000.00', '800.000000', 1500],
    );
    const [audit] = await queryRows<{ reason: string }>(
      server.orm.em.fork(),
      "select reason from operator_action where action = 'vip_level' order by id desc",
    );
    assert.equal(audit?.reason, 'a friendlier VIP2');

    const overview = await server.get<AdminVipOverview>('/api/Admin/vip', {
      headers: { 'operator-token': finance },
    });
    assert.equal(overview.httpStatus, 200);
    const [members] = await queryRows<{ n: unknown }>(
      server.orm.em.fork(),
      'select count(*) as n from member',
    );
    assert.equal(
      overview.body.data.levels.reduce((sum, level) => sum + level.members, 0),
      Number(members!.n),
    );
  });
});
