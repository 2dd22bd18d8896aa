import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { createLedgerBatcher } from './ledger-batcher.ts';
import { memberAccount } from './ledger-accounts.ts';
import { createLedgerService, InsufficientFundsError } from './ledger.service.ts';
import { formatAmount } from './money.ts';
import { queryRows } from './sql.ts';

type Summary = { balance: string; usdt: string; piggyBank: string };
type Quote = { quoteId: number; receive: string };
type Confirmed = { conversion: { id: number; receive: string }; summary: Summary };

const onMysql = (process.env.DATABASE_URL ?? '').startsWith('mysql');
const PAY = '975310';
const INSUFFICIENT = {
  'en-us': 'Insufficient balance',
  'zh-cn': '余额不足',
  'hi-in': 'अपर्याप्त शेष राशि',
} as const;
const LANGS = Object.keys(INSUFFICIENT) as (keyof typeof INSUFFICIENT)[];
// The clock stands still: the 200 quotes made before the race are all still valid during it.
const clock = manualClock('2026-07-01T09:00:00Z');

// Real member spends racing on MySQL (libsql has one writer, so there is no race to lose there).
describe('wallet under concurrency', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
    // 1 USDT = 80 INR without spread: 100.00 INR converts to exactly 1.250000 USDT.
    await runAdminCommand(server, clock, 'rates:set', ['--usdt-inr', '80', '--spread', '0']);
    await runAdminCommand(server, clock, 'pool:fund', [
      ...['--account', 'fx_treasury', '--asset', 'USDT', '--amount', '100000', '--memo', 'race'],
    ]);
  });
  after(() => server.close());

  /** A member with a payment password and `inr` on the balance. */
  const quote = async (token: string, amount = '100.00', receive = '1.250000') => {
    const answer = await server.post<Quote>('/api/Wallet/conversion/quote', {
      headers: { token },
      json: { from: 'INR', amount },
    });
    assert.equal(answer.httpStatus, 200, answer.body.msg);
    assert.equal(answer.body.data.receive, receive);
    return answer.body.data.quoteId;
  };
  const confirm = (token: string, quoteId: number, lang: string, key = randomUUID()) =>
    server.post<Confirmed>('/api/Wallet/conversion/confirm', {
      lang,
      headers: { token, 'Idempotency-Key': key },
      json: { quoteId, paymentPassword: PAY },
    });
  const piggyIn = (token: string, lang: string) =>
    server.post<{ summary: Summary }>('/api/Wallet/piggy/in', {
      lang,
      headers: { token, 'Idempotency-Key': randomUUID() },
      json: { amount: '100.00' },
    });
  const summary = async (token: string) =>
    (await server.get<Summary>('/api/Wallet/summary', { headers: { token } })).body.data;
  const conversionsDone = async (memberId: number) =>
    (
      await queryRows<{ id: unknown }>(
        server.orm.em.fork(),
        "select id from conversion where member_id = ? and state = 'done'",
        [memberId],
      )
    ).length;
  const entriesOf = async (memberId: number, type: string) =>
    (
      await queryRows<{ id: unknown }>(
        server.orm.em.fork(),
        `select distinct e.id from journal_entry e join journal_line l on l.entry_id = e.id
         join ledger_account a on a.id = l.account_id where a.member_id = ? and e.type = ?`,
        [memberId, type],
      )
    ).length;

  it(
    'lets exactly 37 of 200 simultaneous conversions through from a balance that affords 37',
    { skip: !onMysql },
    async () => {
      const { id, token } = await buildMember(server, { paymentPassword: PAY, balance: '3700.00' });
      const quotes: number[] = [];
      for (let i = 0; i < 200; i++) quotes.push(await quote(token));
      const answers = await Promise.all(quotes.map((quoteId, i) => confirm(token, quoteId, LANGS[i % 3]!)));
      const ok = answers.filter((a) => a.httpStatus === 200);
      assert.equal(ok.length, 37);
      answers.forEach((answer, i) => {
        if (answer.httpStatus === 200) return;
        assert.equal(answer.httpStatus, 422, answer.body.msg);
        assert.equal(answer.body.msg, INSUFFICIENT[LANGS[i % 3]!]);
      });
      assert.deepEqual(await summary(token), {
        balance: '0.00',
        usdt: '46.250000',
        piggyBank: '0.00',
        locked: '0.00',
        equity: '0.00',
        stakedInr: '0.00',
        stakedUsdt: '0.000000',
        // The USDT counts in the total at the published 80 INR per USDT.
        usdtRate: '80.000000',
        usdtInInr: '3700.00',
        totalAssets: '3700.00',
      });
      // Every refused quote is still unused; the 37 used ones are the 37 answered.
      assert.equal(await conversionsDone(id), 37);
      assert.equal(await entriesOf(id, 'conversion'), 37);
      await assertLedgerClean(server.orm);
    },
  );

  it(
    'lets exactly 37 of 100 piggy-bank moves and 100 conversions racing for one balance through',
    { skip: !onMysql },
    async () => {
      const { id, token } = await buildMember(server, { paymentPassword: PAY, balance: '3700.00' });
      const quotes: number[] = [];
      for (let i = 0; i < 100; i++) quotes.push(await quote(token));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          i % 2 ? piggyIn(token, LANGS[i % 3]!) : confirm(token, quotes[i / 2]!, LANGS[i % 3]!),
        ),
      );
      answers.forEach((answer, i) => {
        if (answer.httpStatus === 200) return;
        assert.equal(answer.httpStatus, 422, answer.body.msg);
        assert.equal(answer.body.msg, INSUFFICIENT[LANGS[i % 3]!]);
      });
      const moved = answers.filter((a, i) => i % 2 && a.httpStatus === 200).length;
      const converted = answers.filter((a, i) => !(i % 2) && a.httpStatus === 200).length;
      assert.equal(moved + converted, 37);
      assert.deepEqual(await summary(token), {
        balance: '0.00',
        // 1.25 USDT each: 1 250 000 micro-USDT, counted in integers.
        usdt: formatAmount(BigInt(converted) * 1_250_000n, 'USDT'),
        piggyBank: `${moved * 100}.00`,
        locked: '0.00',
        equity: '0.00',
        stakedInr: '0.00',
        stakedUsdt: '0.000000',
        usdtRate: '80.000000',
        usdtInInr: `${converted * 100}.00`,
        totalAssets: '3700.00',
      });
      assert.equal(await conversionsDone(id), converted);
      assert.equal(await entriesOf(id, 'piggy_in'), moved);
      await assertLedgerClean(server.orm);
    },
  );

  it('moves money once for one Idempotency-Key sent 50 times at once', { skip: !onMysql }, async () => {
    const { id, token } = await buildMember(server, { paymentPassword: PAY, balance: '10.00' });
    const quoteId = await quote(token, '3.00', '0.037500');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm(token, quoteId, 'en-us', key)),
    );
    for (const answer of answers) {
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      assert.deepEqual(answer.body.data, answers[0]!.body.data);
    }
    assert.deepEqual(answers[0]!.body.data.summary, {
      balance: '7.00',
      usdt: '0.037500',
      piggyBank: '0.00',
      locked: '0.00',
      equity: '0.00',
      stakedInr: '0.00',
      stakedUsdt: '0.000000',
      usdtRate: '80.000000',
      usdtInInr: '3.00',
      totalAssets: '10.00',
    });
    assert.deepEqual(await summary(token), answers[0]!.body.data.summary);
    assert.equal(await conversionsDone(id), 1);
    assert.equal(await entriesOf(id, 'conversion'), 1);
    await assertLedgerClean(server.orm);
  });

  it(
    'group-commits crossing transfers from two batchers (two API processes) without a deadlock or a paisa lost',
    { skip: !onMysql },
    async () => {
      const ledger = createLedgerService({ dialect: 'mysql', clock });
      const [a, b, c] = [
        await buildMember(server, { paymentPassword: PAY, balance: '5.00' }),
        await buildMember(server, { paymentPassword: PAY, balance: '5.00' }),
        await buildMember(server, { paymentPassword: PAY, balance: '1.00' }),
      ];
      const batchers = [createLedgerBatcher(server.orm, ledger), createLedgerBatcher(server.orm, ledger)];
      const move = (from: number, to: number, amount: bigint) => ({
        type: 'transfer' as const,
        actor: 'test',
        lines: [
          { account: memberAccount(from, 'balance'), amount: -amount },
          { account: memberAccount(to, 'balance'), amount },
        ],
      });
      // Both batchers move money around a → b → c → a in both directions at once.
      const routes: [number, number][] = [
        [a.id, b.id],
        [b.id, c.id],
        [c.id, a.id],
        [b.id, a.id],
        [c.id, b.id],
        [a.id, c.id],
      ];
      const settled = await Promise.allSettled(
        Array.from({ length: 600 }, (_, i) => {
          const [from, to] = routes[i % routes.length]!;
          return batchers[i % 2]!.submit(move(from, to, BigInt(1 + (i % 97))));
        }),
      );
      const failed = settled.filter((s) => s.status === 'rejected');
      assert.ok(
        failed.every((s) => s.reason instanceof InsufficientFundsError),
        String(failed.find((s) => !(s.reason instanceof InsufficientFundsError))?.reason),
      );
      const balances = await ledger.balancesOf(
        server.orm.em.fork(),
        [a, b, c].map((m) => memberAccount(m.id, 'balance')),
      );
      assert.equal(
        balances.reduce((x, y) => x + y, 0n),
        1100n,
      );
      assert.ok(balances.every((balance) => balance >= 0n));
      const written = batchers.map((batcher) => batcher.stats());
      assert.equal(written[0]!.entries + written[1]!.entries, 600);
      await assertLedgerClean(server.orm);
    },
  );
});
