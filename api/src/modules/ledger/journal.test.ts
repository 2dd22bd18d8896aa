import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { ENTRY_TYPES } from './entry-types.ts';
import { capitalAccount, memberAccount, platformAccount, type AccountRef } from './ledger-accounts.ts';
import type { JournalLine, JournalPage, JournalTypes, LedgerAuditResult } from './ledger.contract.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';
import { queryRows } from './sql.ts';
import { toDate } from './wallet.service.ts';

// 10:00 in India on 1 June.
const clock = manualClock('2026-06-01T04:30:00Z');
const HOUR = 3_600_000;

type Line = { id: number; amount: bigint; account: string; type: string; createdAt: Date };

describe('operator API: journal and ledger audit', () => {
  let server: TestServer;
  let ledger: LedgerService;
  let finance: Awaited<ReturnType<typeof signedInOperator>>;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  let alice: number;
  let bob: number;
  before(async () => {
    server = await startTestServer({ clock });
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
    alice = (await buildMember(server, { login: false })).id;
    bob = (await buildMember(server, { login: false })).id;
    // A small journal over three days in India: top-ups, grants, transfers, in INR and USDT.
    const post = (type: 'pool_fund' | 'grant' | 'transfer', memo: string, lines: [AccountRef, bigint][]) =>
      server.orm.em.fork().transactional((tx) =>
        ledger.post(tx, {
          type,
          memo,
          actor: 'cli:test',
          lines: lines.map(([account, amount]) => ({ account, amount })),
        }),
      );
    await post('pool_fund', 'seed money', [
      [capitalAccount('INR'), -1_000_000n],
      [platformAccount('promotions', 'INR'), 1_000_000n],
    ]);
    for (const [step, amount] of [125_00n, 40_00n, 310_00n, 5_00n, 99_99n].entries()) {
      clock.advance(7 * HOUR);
      const member = step % 2 ? bob : alice;
      await post('grant', `welcome ${step}`, [
        [platformAccount('promotions', 'INR'), -amount],
        [memberAccount(member, 'balance'), amount],
      ]);
      if (step % 2 === 0)
        await post('transfer', `share ${step}`, [
          [memberAccount(alice, 'balance'), -amount / 5n],
          [memberAccount(bob, 'balance'), amount / 5n],
        ]);
    }
    await post('grant', 'usdt bonus', [
      [capitalAccount('USDT'), -2_500_000n],
      [memberAccount(alice, 'usdt'), 2_500_000n],
    ]);
    finance = await signedInOperator(server, 'finance');
    support = await signedInOperator(server, 'support');
  });
  after(() => server.close());

  const journal = (query: Record<string, string | number>, lang = 'en-us', token = finance.token) =>
    server.get<JournalPage>('/api/Admin/journal', { lang, headers: { 'operator-token': token }, query });

  /** Every line as the database holds it. */
  const allLines = async (): Promise<Line[]> =>
    (
      await queryRows<Record<string, unknown>>(
        server.orm.em.fork(),
        `select l.id, l.amount, a.code, e.type, l.created_at from journal_line l
         join ledger_account a on a.id = l.account_id join journal_entry e on e.id = l.entry_id order by l.id`,
      )
    ).map((row) => ({
      id: Number(row.id),
      amount: BigInt(String(row.amount)),
      account: String(row.code),
      type: String(row.type),
      createdAt: toDate(row.created_at),
    }));

  /** Every page of `query`, `rows` at a time, in order: the line ids, and the totals answered. */
  async function everyPage(query: Record<string, string | number>, rows: number) {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const answer = await journal({ ...query, page, rows });
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      totals.add(answer.body.data.total);
      if (!answer.body.data.list.length) break;
      assert.ok(answer.body.data.list.length <= rows);
      ids.push(...answer.body.data.list.map((line) => line.lineId));
    }
    assert.equal(totals.size, 1, 'every page answers the same total');
    return { ids, total: [...totals][0]! };
  }

  const byIdDesc = (a: Line, b: Line) => b.id - a.id;
  const byAmount = (direction: 1 | -1) => (a: Line, b: Line) =>
    (a.amount === b.amount ? a.id - b.id : a.amount < b.amount ? -1 : 1) * direction;

  it('pages every line newest first by default, and both sorts both ways, each page exactly once', async () => {
    const lines = await allLines();
    assert.equal(lines.length, 2 + 5 * 2 + 3 * 2 + 2);
    const expect = (order: (a: Line, b: Line) => number) => [...lines].sort(order).map((line) => line.id);
    // Pages of 3 and 7: the pages past the middle are read from the other end.
    for (const rows of [3, 7]) {
      assert.deepEqual(await everyPage({}, rows), { ids: expect(byIdDesc), total: lines.length });
      assert.deepEqual(
        (await everyPage({ sort: 'id', order: 'asc' }, rows)).ids,
        expect((a, b) => a.id - b.id),
      );
      assert.deepEqual((await everyPage({ sort: 'amount', order: 'asc' }, rows)).ids, expect(byAmount(1)));
      assert.deepEqual((await everyPage({ sort: 'amount' }, rows)).ids, expect(byAmount(-1)));
    }
    const past = await journal({ page: 99, rows: 20 });
    assert.deepEqual(past.body.data, { list: [], total: lines.length });
  });

  it('answers each line with its entry, account, signed amount and balance after it', async () => {
    const answer = await journal({ account: `member:${alice}:usdt:USDT` });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    const [line] = answer.body.data.list;
    const [entry] = await queryRows<{ id: unknown }>(
      server.orm.em.fork(),
      "select id from journal_entry where memo = 'usdt bonus'",
    );
    assert.deepEqual(line, {
      lineId: line!.lineId,
      entryId: Number(entry!.id),
      createdAt: clock.now().toISOString(),
      type: 'grant',
      memo: 'usdt bonus',
      actor: 'cli:test',
      account: `member:${alice}:usdt:USDT`,
      asset: 'USDT',
      amount: '2.500000',
      balanceAfter: '2.500000',
    } satisfies JournalLine);
    const capital = await journal({ account: 'external:capital:INR' });
    assert.deepEqual(
      capital.body.data.list.map((l) => [l.amount, l.balanceAfter]),
      [['-10000.00', '-10000.00']],
    );
  });

  it('filters by account (a code or its start), by type and by India days or instants', async () => {
    const lines = await allLines();
    const ids = (keep: (line: Line) => boolean) =>
      lines
        .filter(keep)
        .sort(byIdDesc)
        .map((line) => line.id);
    const cases: [Record<string, string>, (line: Line) => boolean][] = [
      [{ account: `member:${alice}:balance:INR` }, (l) => l.account === `member:${alice}:balance:INR`],
      [{ account: `member:${alice}` }, (l) => l.account.startsWith(`member:${alice}:`)],
      [{ account: 'promotions' }, (l) => l.account === 'platform:promotions:INR'],
      [{ account: 'platform:promotions' }, (l) => l.account === 'platform:promotions:INR'],
      [{ type: 'transfer' }, (l) => l.type === 'transfer'],
      [
        { type: 'grant', account: `member:${bob}` },
        (l) => l.type === 'grant' && l.account.startsWith(`member:${bob}:`),
      ],
    ];
    // The days in India: 1 June 10:00 IST, then every 7 h: 2 June starts at 2026-06-01T18:30Z.
    const june2 = Date.parse('2026-06-01T18:30:00Z');
    const june3 = Date.parse('2026-06-02T18:30:00Z');
    cases.push(
      [
        { from: '2026-06-02', to: '2026-06-02' },
        (l) => l.createdAt.getTime() >= june2 && l.createdAt.getTime() < june3,
      ],
      [{ from: '2026-06-02' }, (l) => l.createdAt.getTime() >= june2],
      [{ to: '2026-06-01' }, (l) => l.createdAt.getTime() < june2],
      [
        { from: '2026-06-01T11:30:00Z', to: '2026-06-01T18:30:00+00:00' },
        (l) => l.createdAt.getTime() >= Date.parse('2026-06-01T11:30:00Z') && l.createdAt.getTime() <= june2,
      ],
    );
    for (const [query, keep] of cases) {
      const expected = ids(keep);
      assert.ok(expected.length > 0, JSON.stringify(query));
      assert.deepEqual(
        await everyPage(query, 2),
        { ids: expected, total: expected.length },
        JSON.stringify(query),
      );
    }
  });

  it('refuses bad filters with localized messages', async () => {
    const refusals: [Record<string, string | number>, string, number, string][] = [
      [{ account: 'member:99999999' }, 'en-us', 422, 'There is no ledger account member:99999999'],
      [{ account: 'member:99999999' }, 'zh-cn', 422, '不存在账户 member:99999999'],
      [
        { account: 'member 1' },
        'en-us',
        422,
        'Please write the account as its code, e.g. member:12:balance:INR or promotions',
      ],
      [
        { account: "x' or 1=1 --" },
        'hi-in',
        422,
        'कृपया खाते को उसके कोड के रूप में लिखें, जैसे member:12:balance:INR या promotions',
      ],
      [{ type: 'bogus' }, 'en-us', 422, 'Unknown kind of entry'],
      [{ type: 'bogus' }, 'zh-cn', 422, '未知的分录类型'],
      [
        { from: '2026-02-30' },
        'en-us',
        422,
        'from must be a date (2026-11-25) or a time with its offset (2026-11-25T10:30:00+05:30)',
      ],
      [
        { from: '2026-06-03', to: '2026-06-02' },
        'en-us',
        422,
        'The start of the period must not be after its end',
      ],
      [{ from: '2026-06-03', to: '2026-06-02' }, 'hi-in', 422, 'अवधि की शुरुआत उसके अंत के बाद नहीं हो सकती'],
      [{ sort: 'memo' }, 'en-us', 422, 'The journal can be sorted by id or amount'],
      [{ order: 'up' }, 'zh-cn', 422, '请选择升序或降序'],
      [{ rows: 101 }, 'en-us', 422, 'rows must be at most 100'],
    ];
    // `member` starts every member's account code: more than a filter takes.
    const db = server.orm.em.fork();
    for (let n = 1; n <= 100; n++)
      await queryRows(
        db,
        `insert into ledger_account (created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
         values (?, ?, ?, 'member', ?, 'balance', 'INR', 0, 0)`,
        [clock.now(), clock.now(), `member:${90_000_000 + n}:balance:INR`, 90_000_000 + n],
      );
    refusals.push([
      { account: 'member' },
      'en-us',
      422,
      'member names more than 100 accounts; please name fewer',
    ]);
    for (const [query, lang, httpStatus, msg] of refusals) {
      const answer = await journal(query, lang);
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg, answer.body.status],
        [httpStatus, msg, 0],
        JSON.stringify(query),
      );
    }
    const forbidden = await journal({}, 'en-us', support.token);
    assert.equal(forbidden.httpStatus, 403);
  });

  it('names every entry type in the request language', async () => {
    const answer = await server.get<JournalTypes>('/api/Admin/journal/types', {
      lang: 'zh-cn',
      headers: { 'operator-token': finance.token },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    assert.deepEqual(answer.body.data.list, Object.keys(ENTRY_TYPES));
    assert.equal(answer.body.data.labels.grant, '赠送奖励');
    assert.equal(answer.body.data.labels.pool_fund, '平台注资');
  });

  it('runs the ledger audit on demand, recorded with who and why, and shows what is wrong', async () => {
    const audit = (reason?: string) =>
      server.post<LedgerAuditResult>('/api/Admin/ledger/audit', {
        lang: 'en-us',
        headers: { 'operator-token': finance.token },
        json: reason === undefined ? {} : { reason },
      });
    const clean = await audit('month end');
    assert.equal(clean.httpStatus, 200, clean.body.msg);
    const lines = await allLines();
    assert.deepEqual(clean.body.data, {
      ok: true,
      checkedAt: clock.now().toISOString(),
      accounts: clean.body.data.accounts,
      entries: 10,
      lines: lines.length,
      totals: [
        { asset: 'INR', total: '0.00' },
        { asset: 'USDT', total: '0.000000' },
      ],
      findings: [],
      summary: [clean.body.data.summary[0]!],
    });
    assert.match(clean.body.data.summary[0]!, /^ledger clean: \d+ accounts, 10 entries/);

    const tooLong = await audit('x'.repeat(256));
    assert.deepEqual(
      [tooLong.httpStatus, tooLong.body.msg],
      [422, 'The reason may be at most 255 characters'],
    );

    // A balance changed behind the ledger's back is found.
    const db = server.orm.em.fork();
    const code = `member:${bob}:balance:INR`;
    await queryRows(db, 'update ledger_account set balance = balance + 1 where code = ?', [code]);
    try {
      const broken = await audit();
      assert.equal(broken.body.data.ok, false);
      const [stored] = await queryRows<{ balance: unknown }>(
        db,
        'select balance from ledger_account where code = ?',
        [code],
      );
      const balance = BigInt(String(stored!.balance));
      const rupees = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
      assert.deepEqual(broken.body.data.findings, [
        {
          kind: 'difference',
          account: code,
          asset: 'INR',
          stored: rupees(balance),
          recomputed: rupees(balance - 1n),
          against: 'sum',
        },
        { kind: 'total', asset: 'INR', total: '0.01' },
      ]);
    } finally {
      await queryRows(db, 'update ledger_account set balance = balance - 1 where code = ?', [code]);
    }
    const recorded = await queryRows<{ actor: string; reason: string | null; detail: string }>(
      server.orm.em.fork(),
      "select actor, reason, detail from operator_action where action = 'ledger_audit' order by id",
    );
    assert.deepEqual(
      recorded.map((r) => [
        r.actor,
        r.reason,
        (JSON.parse(r.detail) as { ok: boolean; problems: number }).ok,
      ]),
      [
        [`operator:${finance.operator.username}`, 'month end', true],
        [`operator:${finance.operator.username}`, null, false],
      ],
    );
    assert.equal(
      (
        await server.post('/api/Admin/ledger/audit', {
          headers: { 'operator-token': support.token },
          json: {},
        })
      ).httpStatus,
      403,
    );
  });
});
