import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';
import { snapshotDatabase } from '../../test/database.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean, fundPool } from '../../test/ledger.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';
import { fundAdminCommands } from './fund-admin-cli.ts';
import { createFundSettler } from './fund-settlement.service.ts';
import { DAY_MS } from './fund-split.ts';
import type { AdminFund, FundNavPoint, FundShortfall, TrialGrant } from './fund.contract.ts';

const clock = manualClock('2026-05-04T06:00:00Z');

type Action = { actor: string; action: string; reason: string | null; detail: Record<string, unknown> };

describe('operator API: funds', () => {
  let server: TestServer;
  let finance: Awaited<ReturnType<typeof signedInOperator>>;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  let reviewer: Awaited<ReturnType<typeof signedInOperator>>;
  /** Operator sessions last 12 h: after the clock moves on, everyone signs in again. */
  async function signIn() {
    finance = await signedInOperator(server, 'finance');
    support = await signedInOperator(server, 'support');
    reviewer = await signedInOperator(server, 'reviewer');
  }
  before(async () => {
    server = await startTestServer({ clock });
    await signIn();
  });
  after(() => server.close());

  const post = <T>(token: string, path: string, json: unknown, lang = 'en-us') =>
    server.post<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': token }, json });
  const get = <T>(token: string, path: string, query: Record<string, string | number> = {}, lang = 'en-us') =>
    server.get<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': token }, query });
  const sql = <T>(text: string, params: unknown[] = []) => queryRows<T>(server.orm.em.fork(), text, params);

  /** The operators' audit of `action`, oldest first. */
  const actions = async (action: string): Promise<Action[]> =>
    (
      await sql<{ actor: string; action: string; reason: string | null; detail: string }>(
        'select actor, action, reason, detail from operator_action where action = ? order by id',
        [action],
      )
    ).map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));

  let made = 0;
  const fundBody = (overrides: Record<string, unknown> = {}) => {
    made += 1;
    return {
      name: { 'hi-in': `कंसोल फ़ंड ${made}`, 'en-us': `Console fund ${made}`, 'zh-cn': `控制台基金${made}` },
      description: { 'hi-in': 'विवरण', 'en-us': 'Three days\nat 3 % a month', 'zh-cn': '说明' },
      cycleDays: 3,
      monthlyRatePercent: '3.00',
      minimum: '100.00',
      maximumPerMember: '5000.00',
      totalSize: '100000.00',
      ...overrides,
    };
  };

  async function createFund(overrides: Record<string, unknown> = {}): Promise<AdminFund> {
    const created = await post<AdminFund>(finance.token, 'funds/create', fundBody(overrides));
    assert.equal(created.httpStatus, 200, created.body.msg);
    return created.body.data;
  }

  const buy = async (fundId: number, amount: string) => {
    const member = await buildMember(server, { balance: amount, paymentPassword: true });
    const bought = await server.post('/api/Fund/purchase', {
      lang: 'en-us',
      headers: { token: member.token, 'Idempotency-Key': randomUUID() },
      json: { fund_id: fundId, amount, paymentPassword: member.paymentPassword, agree: 1 },
    });
    assert.equal(bought.httpStatus, 200, bought.body.msg);
    return member;
  };

  const listed = async (token: string, fundId: number) => {
    const list = await get<{ list: AdminFund[] }>(token, 'funds');
    assert.equal(list.httpStatus, 200, list.body.msg);
    return list.body.data.list.find((fund) => fund.id === fundId);
  };

  it('creates and updates a fund as finance, audited with who and why; support and reviewers read the list', async () => {
    const refused = await post(support.token, 'funds/create', fundBody());
    assert.equal(refused.httpStatus, 403);

    const created = await post<AdminFund>(finance.token, 'funds/create', {
      ...fundBody(),
      reason: '  Diwali product  ',
    });
    assert.equal(created.httpStatus, 200, created.body.msg);
    const fund = created.body.data;
    assert.deepEqual(
      { ...fund, id: 0, createdAt: '', updatedAt: '', name: fund.name['en-us'] },
      {
        id: 0,
        name: `Console fund ${made}`,
        description: { 'hi-in': 'विवरण', 'en-us': 'Three days\nat 3 % a month', 'zh-cn': '说明' },
        cycleDays: 3,
        monthlyRatePercent: '3.00',
        memberMonthlyRatePercent: '1.35',
        minimum: '100.00',
        maximumPerMember: '5000.00',
        totalSize: '100000.00',
        sold: '0.00',
        status: 'on_sale',
        termsEditable: true,
        ordersInProgress: 0,
        ordersTotal: 0,
        poolBalance: '0.00',
        pendingPayouts: 0,
        pendingIncome: '0.00',
        shortfall: '0.00',
        latestNav: null,
        latestNavDate: null,
        createdAt: '',
        updatedAt: '',
      },
    );
    assert.equal(fund.createdAt, clock.now().toISOString());
    assert.deepEqual(await listed(support.token, fund.id), fund);
    assert.deepEqual(await listed(reviewer.token, fund.id), fund);
    const [audit] = (await actions('fund_create')).filter((a) => a.detail.fundId === fund.id);
    assert.deepEqual(
      [audit?.actor, audit?.reason, audit?.detail.monthlyRatePercent],
      [`operator:${finance.operator.username}`, 'Diwali product', '3.00'],
    );

    // Before any order every term may change; what changed is audited from → to.
    const updated = await post<AdminFund>(finance.token, 'funds/update', {
      fundId: fund.id,
      name: { 'hi-in': 'नया नाम', 'en-us': 'Renamed', 'zh-cn': '新名称' },
      monthlyRatePercent: '4.5',
      cycleDays: 7,
      totalSize: '200000',
      minimum: '100.00',
    });
    assert.equal(updated.httpStatus, 200, updated.body.msg);
    assert.deepEqual(
      [
        updated.body.data.name['en-us'],
        updated.body.data.monthlyRatePercent,
        updated.body.data.cycleDays,
        updated.body.data.totalSize,
        updated.body.data.description['en-us'],
      ],
      ['Renamed', '4.50', 7, '200000.00', 'Three days\nat 3 % a month'],
    );
    const [change] = (await actions('fund_update')).filter((a) => a.detail.fundId === fund.id);
    assert.equal(change?.reason, null);
    assert.deepEqual(change?.detail.changes, {
      name: {
        from: { 'hi-in': fund.name['hi-in'], 'en-us': fund.name['en-us'], 'zh-cn': fund.name['zh-cn'] },
        to: { 'hi-in': 'नया नाम', 'en-us': 'Renamed', 'zh-cn': '新名称' },
      },
      cycleDays: { from: 3, to: 7 },
      monthlyRatePercent: { from: '3.00', to: '4.50' },
      totalSize: { from: '100000.00', to: '200000.00' },
    });
    // Sending what is already there changes and records nothing.
    const again = await post<AdminFund>(finance.token, 'funds/update', { fundId: fund.id, cycleDays: 7 });
    assert.equal(again.httpStatus, 200);
    assert.equal((await actions('fund_update')).filter((a) => a.detail.fundId === fund.id).length, 1);
    assert.equal(
      (await post(support.token, 'funds/update', { fundId: fund.id, cycleDays: 9 })).httpStatus,
      403,
    );
  });

  it('refuses bad funds and changes with localized messages, changing nothing', async () => {
    const fund = await createFund();
    const member = await buildMember(server, { login: false });
    const before = await snapshotDatabase(server.orm);
    const refusals: [string, unknown, string, number, string][] = [
      [
        'funds/create',
        fundBody({ monthlyRatePercent: '0' }),
        'zh-cn',
        422,
        '利率须为每月 0.01 到 100 之间的百分比，最多 2 位小数',
      ],
      [
        'funds/create',
        fundBody({ monthlyRatePercent: '3.001' }),
        'en-us',
        422,
        'The rate must be a percent a month from 0.01 to 100 with at most 2 decimals',
      ],
      [
        'funds/create',
        fundBody({ maximumPerMember: '99.99' }),
        'en-us',
        422,
        'The maximum per member must be at least the minimum purchase',
      ],
      ['funds/create', fundBody({ totalSize: '50' }), 'hi-in', 422, 'फ़ंड का आकार न्यूनतम खरीद से कम नहीं हो सकता'],
      [
        'funds/create',
        fundBody({ cycleDays: 0 }),
        'en-us',
        422,
        'The cycle must be a whole number of days from 1 to 3650',
      ],
      [
        'funds/create',
        fundBody({ name: { 'en-us': 'Only English' } }),
        'en-us',
        400,
        "Please enter the fund's name in each language",
      ],
      [
        'funds/create',
        fundBody({ minimum: '1.001' }),
        'en-us',
        422,
        'An amount in INR takes at most 2 decimal places',
      ],
      [
        'funds/create',
        { ...fundBody(), reason: 'x'.repeat(256) },
        'en-us',
        422,
        'The reason may be at most 255 characters',
      ],
      ['funds/update', { fundId: 99_999_999, cycleDays: 5 }, 'en-us', 404, 'This fund does not exist'],
      [
        'funds/update',
        { fundId: fund.id, maximumPerMember: '10.00' },
        'en-us',
        422,
        'The maximum per member must be at least the minimum purchase',
      ],
      ['funds/status', { fundId: fund.id, status: 'closed' }, 'en-us', 400, 'Please enter the reason'],
      ['funds/status', { fundId: fund.id, status: 'closed', reason: '   ' }, 'zh-cn', 422, '请输入原因'],
      [
        'funds/status',
        { fundId: fund.id, status: 'open', reason: 'x' },
        'en-us',
        422,
        'Please choose on sale, sold out or closed',
      ],
      [
        'funds/nav',
        { fundId: fund.id, date: '2026-02-30', nav: '1.0000' },
        'en-us',
        422,
        'Please enter the day as YYYY-MM-DD',
      ],
      [
        'funds/nav',
        { fundId: fund.id, date: '2026-05-01', nav: '0' },
        'hi-in',
        422,
        'NAV एक धनात्मक संख्या होनी चाहिए, अधिकतम 4 दशमलव के साथ',
      ],
      ['funds/nav', { fundId: 99_999_999, date: '2026-05-01', nav: '1' }, 'zh-cn', 404, '该基金不存在'],
      [
        'trial/grant',
        { memberId: 99_999_999, amount: '100.00' },
        'en-us',
        404,
        'Member 99999999 does not exist',
      ],
      [
        'trial/grant',
        { memberId: member.id, amount: '100.00', fundId: 99_999_999 },
        'en-us',
        404,
        'This fund does not exist',
      ],
      [
        'trial/grant',
        { memberId: member.id, amount: '100.00', days: 3651 },
        'en-us',
        422,
        'The validity must be a whole number of days from 1 to 3650',
      ],
    ];
    for (const [path, body, lang, httpStatus, msg] of refusals) {
      const answer = await post(finance.token, path, body, lang);
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg],
        [httpStatus, msg],
        `${path} ${JSON.stringify(body)}`,
      );
      assert.equal(answer.body.status, 0);
    }
    assert.deepEqual(await snapshotDatabase(server.orm), before);
  });

  it('locks the cycle and rate at the first order, keeps the size at least what is sold, and reopens with a reason', async () => {
    const fund = await createFund({ totalSize: '1000.00' });
    const buyer = await buy(fund.id, '600.00');
    const before = await snapshotDatabase(server.orm);
    const locked = await post(
      finance.token,
      'funds/update',
      { fundId: fund.id, monthlyRatePercent: '5.00' },
      'hi-in',
    );
    assert.deepEqual(
      [locked.httpStatus, locked.body.msg],
      [422, 'ऑर्डर आने के बाद फ़ंड की अवधि और दर नहीं बदली जा सकती; इसके बजाय नया फ़ंड बनाएँ'],
    );
    const small = await post(finance.token, 'funds/update', { fundId: fund.id, totalSize: '599.99' });
    assert.deepEqual(
      [small.httpStatus, small.body.msg],
      [422, 'The fund size cannot be less than the ₹600.00 already sold'],
    );
    assert.deepEqual(await snapshotDatabase(server.orm), before);

    // The size down to what is sold: the fund is sold out at once.
    const full = await post<AdminFund>(finance.token, 'funds/update', {
      fundId: fund.id,
      totalSize: '600.00',
      description: { 'hi-in': 'बिक गया', 'en-us': 'Sold', 'zh-cn': '售罄' },
      reason: 'closing the round',
    });
    assert.equal(full.httpStatus, 200, full.body.msg);
    assert.deepEqual(
      [
        full.body.data.status,
        full.body.data.sold,
        full.body.data.termsEditable,
        full.body.data.ordersInProgress,
      ],
      ['sold_out', '600.00', false, 1],
    );
    const [audit] = (await actions('fund_update')).filter((a) => a.detail.fundId === fund.id);
    assert.equal(audit?.reason, 'closing the round');
    assert.deepEqual(audit?.detail.status, { from: 'on_sale', to: 'sold_out' });
    const reopen = await post(finance.token, 'funds/status', {
      fundId: fund.id,
      status: 'on_sale',
      reason: 'more',
    });
    assert.deepEqual(
      [reopen.httpStatus, reopen.body.msg],
      [422, 'This fund has sold its whole size and cannot go on sale again'],
    );

    // Room again, then on sale with a reason.
    await post(finance.token, 'funds/update', { fundId: fund.id, totalSize: '2000.00' });
    const opened = await post<AdminFund>(finance.token, 'funds/status', {
      fundId: fund.id,
      status: 'on_sale',
      reason: 'second round',
    });
    assert.equal(opened.httpStatus, 200, opened.body.msg);
    assert.equal(opened.body.data.status, 'on_sale');
    const statuses = (await actions('fund_status')).filter((a) => a.detail.fundId === fund.id);
    assert.deepEqual(
      statuses.map((s) => [s.reason, s.detail.from, s.detail.to, s.actor]),
      [['second round', 'sold_out', 'on_sale', `operator:${finance.operator.username}`]],
    );
    // The order keeps the terms it was bought at.
    const [order] = await sql<{ monthly_rate_bps: unknown; cycle_days: unknown }>(
      'select monthly_rate_bps, cycle_days from fund_order where member_id = ?',
      [buyer.id],
    );
    assert.deepEqual([Number(order!.monthly_rate_bps), Number(order!.cycle_days)], [300, 3]);

    // The CLI changes a fund through the same service and rules.
    const cli = (args: string[]) => {
      const printed: string[] = [];
      return fundAdminCommands['funds:update']!.run(['--fund', String(fund.id), ...args], {
        orm: server.orm,
        config: server.config,
        clock,
        actor: systemActor('cli:test'),
        print: (line) => printed.push(line),
      }).then(() => printed);
    };
    await assert.rejects(cli(['--cycle', '9']), (error: Error) =>
      error.message.endsWith(
        'The cycle and rate cannot change once the fund has orders; create a new fund instead',
      ),
    );
    await assert.rejects(cli(['--rate', 'abc']), /The rate must be a percent a month/);
    assert.deepEqual(await cli(['--maximum', '800', '--reason', 'smaller tickets']), [
      `fund #${fund.id} ${fund.name['en-us']}: 3 days at 3.00 % a month, minimum 100.00, at most 800.00 a member, size 2000.00, on_sale`,
    ]);
    const [cliChange] = (await actions('fund_update')).filter(
      (a) => a.actor === 'cli:test' && a.detail.fundId === fund.id,
    );
    assert.deepEqual(
      [cliChange?.reason, cliChange?.detail.changes],
      ['smaller tickets', { maximumPerMember: { from: '5000.00', to: '800.00' } }],
    );
  });

  it('enters NAVs a day at a time and answers the series oldest first', async () => {
    const fund = await createFund();
    for (const [date, nav] of [
      ['2026-05-02', '1.01'],
      ['2026-05-01', '1.0000'],
      ['2026-05-02', '1.0200'],
    ]) {
      const set = await post<FundNavPoint & { fundId: number }>(finance.token, 'funds/nav', {
        fundId: fund.id,
        date,
        nav,
        reason: 'from the custodian',
      });
      assert.equal(set.httpStatus, 200, set.body.msg);
      assert.equal(set.body.data.date, date);
    }
    const series = await get<{ list: FundNavPoint[] }>(support.token, 'funds/nav', { fundId: fund.id });
    assert.deepEqual(series.body.data.list, [
      { date: '2026-05-01', nav: '1.0000' },
      { date: '2026-05-02', nav: '1.0200' },
    ]);
    const shown = await listed(finance.token, fund.id);
    assert.deepEqual([shown?.latestNav, shown?.latestNavDate], ['1.0200', '2026-05-02']);
    const navs = (await actions('fund_nav_set')).filter((a) => a.detail.fundId === fund.id);
    assert.deepEqual(
      navs.map((a) => [a.detail.date, a.detail.value, a.reason]),
      [
        ['2026-05-02', '1.0100', 'from the custodian'],
        ['2026-05-01', '1.0000', 'from the custodian'],
        ['2026-05-02', '1.0200', 'from the custodian'],
      ],
    );
    const unknown = await get(finance.token, 'funds/nav', { fundId: 99_999_999 }, 'zh-cn');
    assert.deepEqual([unknown.httpStatus, unknown.body.msg], [404, '该基金不存在']);
  });

  it('lists the funds whose income waits for their pool, with what the pool lacks, as funds:shortfall does', async () => {
    const fund = await createFund();
    await buy(fund.id, '1000.00');
    clock.advance(DAY_MS + 60_000);
    await signIn();
    await createFundSettler({ dialect: dialectOf(server.config), clock }).runPass(server.orm.em);
    // ₹1,000 at 3 % a month: ₹1.00 gross a day, waiting for an empty pool.
    const short = async () => {
      const answer = await get<{ list: FundShortfall[] }>(reviewer.token, 'funds/shortfalls', {}, 'zh-cn');
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      return answer.body.data.list.find((f) => f.fundId === fund.id);
    };
    assert.deepEqual(await short(), {
      fundId: fund.id,
      name: fund.name['zh-cn'],
      pendingPayouts: 1,
      pendingIncome: '1.00',
      poolBalance: '0.00',
      shortfall: '1.00',
    });
    await fundPool(server, fund.id, 40n);
    assert.deepEqual(
      [
        (await short())?.poolBalance,
        (await short())?.shortfall,
        (await listed(finance.token, fund.id))?.shortfall,
      ],
      ['0.40', '0.60', '0.60'],
    );
    const printed: string[] = [];
    await fundAdminCommands['funds:shortfall']!.run([], {
      orm: server.orm,
      config: server.config,
      clock,
      actor: systemActor('cli:test'),
      print: (line) => printed.push(line),
    });
    assert.ok(
      printed.some((line) =>
        line.startsWith(
          `fund #${fund.id} ${fund.name['en-us']}: 1 payouts wait, gross 1.00; pool 0.40; top up at least 0.60`,
        ),
      ),
      printed.join('\n'),
    );
    await fundPool(server, fund.id, 1000n);
    await createFundSettler({ dialect: dialectOf(server.config), clock }).runPass(server.orm.em);
    assert.equal(await short(), undefined);
    await assertLedgerClean(server.orm);
  });

  it('grants trial quotas for a fund or any, for some days or for ever, audited with the reason', async () => {
    const fund = await createFund();
    const member = await buildMember(server);
    const granted = await post<TrialGrant>(finance.token, 'trial/grant', {
      memberId: member.id,
      amount: '500',
      fundId: fund.id,
      days: 30,
      reason: 'welcome offer',
    });
    assert.equal(granted.httpStatus, 200, granted.body.msg);
    assert.deepEqual(granted.body.data, {
      id: granted.body.data.id,
      memberId: member.id,
      amount: '500.00',
      fundId: fund.id,
      expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
    const anyFund = await post<TrialGrant>(finance.token, 'trial/grant', {
      memberId: member.id,
      amount: '100.00',
    });
    assert.deepEqual([anyFund.body.data.fundId, anyFund.body.data.expiresAt], [null, null]);
    const rows = await sql<{ amount: unknown; state: string; granted_by: string }>(
      'select amount, state, granted_by from trial_quota where member_id = ? order by id',
      [member.id],
    );
    assert.deepEqual(
      rows.map((r) => [String(r.amount), r.state, r.granted_by]),
      [
        ['50000', 'unused', `operator:${finance.operator.username}`],
        ['10000', 'unused', `operator:${finance.operator.username}`],
      ],
    );
    const grants = (await actions('trial_grant')).filter((a) => a.detail.memberId === member.id);
    assert.deepEqual(
      grants.map((a) => [a.reason, a.detail.amount, a.detail.fundId]),
      [
        ['welcome offer', '500.00', fund.id],
        [null, '100.00', null],
      ],
    );
    assert.equal(
      (await post(support.token, 'trial/grant', { memberId: member.id, amount: '1' })).httpStatus,
      403,
    );
  });
});
