import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/orm.ts';
import { systemClock } from '../../platform/clock.ts';
import { buildMember, loginAs } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { memberAccount, platformAccount, capitalAccount } from './ledger-accounts.ts';
import { createLedgerService } from './ledger.service.ts';
import { formatAmount, parseAmount } from './money.ts';
import { queryRows } from './sql.ts';

type Summary = { balance: string; piggyBank: string };
const onMysql = (process.env.DATABASE_URL ?? '').startsWith('mysql');

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('wallet under concurrency', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  async function member(funds?: string) {
    const built = await buildMember(server.orm);
    if (funds) await fundMember(server, built.id, funds);
    return { id: built.id, token: await loginAs(server, built.mailbox) };
  }
  const piggy = (token: string, way: 'in' | 'out', amount: string, key = randomUUID()) =>
    server.post<{ summary: Summary }>(`/api/Wallet/piggy/${way}`, {
      lang: 'en-us',
      headers: { token, 'Idempotency-Key': key },
      json: { amount },
    });
  const summary = async (token: string) =>
    (await server.get<Summary>('/api/Wallet/summary', { headers: { token } })).body.data;

  it('lets exactly 37 of 200 simultaneous 1.00 moves through from 37.00', { skip: !onMysql }, async () => {
    const { token } = await member('37.00');
    const answers = await Promise.all(Array.from({ length: 200 }, () => piggy(token, 'in', '1.00')));
    const ok = answers.filter((a) => a.httpStatus === 200);
    const refused = answers.filter((a) => a.httpStatus !== 200);
    assert.equal(ok.length, 37);
    assert.equal(refused.length, 163);
    for (const answer of refused) {
      assert.equal(answer.httpStatus, 422);
      assert.equal(answer.body.msg, 'Insufficient balance');
    }
    assert.deepEqual([(await summary(token)).balance, (await summary(token)).piggyBank], ['0.00', '37.00']);
    await assertLedgerClean(server.orm);
  });

  it('moves money once for one Idempotency-Key sent 50 times at once', { skip: !onMysql }, async () => {
    const { id, token } = await member('10.00');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => piggy(token, 'in', '3.00', key)));
    for (const answer of answers) {
      assert.equal(answer.httpStatus, 200, answer.body.msg);
      assert.deepEqual(answer.body.data, answers[0]!.body.data);
    }
    assert.equal(answers[0]!.body.data.summary.balance, '7.00');
    assert.equal((await summary(token)).balance, '7.00');
    const entries = await queryRows(
      server.orm.em.fork(),
      "select l.id from journal_line l join ledger_account a on a.id = l.account_id where a.member_id = ? and a.kind = 'piggy_bank'",
      [id],
    );
    assert.equal(entries.length, 1);
    await assertLedgerClean(server.orm);
  });

  it('keeps every asset summing to zero and no member below zero over random operations', async (t) => {
    const seed = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));
    t.diagnostic(`property test seed: ${seed} (LEDGER_SEED=${seed} to replay)`);
    const random = seededRandom(seed);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const model = new Map(members.map((m) => [m.id, { balance: 0n, piggy: 0n }]));
    let promotions = 0n;
    const amount = () => formatAmount(BigInt(1 + Math.floor(random() * 5000)), 'INR');

    for (let step = 0; step < (onMysql ? 300 : 200); step++) {
      const m = pick(members);
      const state = model.get(m.id)!;
      const roll = random();
      if (roll < 0.2) {
        const grant = parseAmount(amount(), 'INR');
        if (random() < 0.5) {
          await server.orm.em.fork().transactional((tx) =>
            ledger.post(tx, {
              type: 'pool_fund',
              actor: 'test',
              lines: [
                { account: capitalAccount('INR'), amount: -grant },
                { account: platformAccount('promotions', 'INR'), amount: grant },
              ],
            }),
          );
          promotions += grant;
        }
        try {
          await server.orm.em.fork().transactional((tx) =>
            ledger.post(tx, {
              type: 'grant',
              actor: 'test',
              lines: [
                { account: platformAccount('promotions', 'INR'), amount: -grant },
                { account: memberAccount(m.id, 'balance'), amount: grant },
              ],
            }),
          );
          assert.ok(promotions >= grant, 'a grant promotions could not pay went through');
          promotions -= grant;
          state.balance += grant;
        } catch (error) {
          assert.ok(promotions < grant, `grant refused: ${(error as Error).message}`);
        }
      } else if (roll < 0.9) {
        const way = random() < 0.6 ? 'in' : 'out';
        const text = amount();
        const minor = parseAmount(text, 'INR');
        const answer = await piggy(m.token, way, text);
        const from = way === 'in' ? state.balance : state.piggy;
        if (from >= minor) {
          assert.equal(answer.httpStatus, 200, answer.body.msg);
          state.balance += way === 'in' ? -minor : minor;
          state.piggy += way === 'in' ? minor : -minor;
        } else assert.equal(answer.httpStatus, 422, JSON.stringify([way, text, answer]));
      } else {
        // A retry of an earlier successful call with its key: the first answer, no money moves.
        const key = randomUUID();
        const first = await piggy(m.token, 'in', '0.01', key);
        if (first.httpStatus === 200) {
          state.balance -= 1n;
          state.piggy += 1n;
        }
        const retry = await piggy(m.token, 'in', '0.01', key);
        assert.equal(retry.httpStatus, first.httpStatus === 200 ? 200 : 422);
      }
    }
    for (const m of members) {
      const state = model.get(m.id)!;
      const s = await summary(m.token);
      assert.equal(s.balance, formatAmount(state.balance, 'INR'));
      assert.equal(s.piggyBank, formatAmount(state.piggy, 'INR'));
      assert.ok(state.balance >= 0n && state.piggy >= 0n);
    }
    const report = await assertLedgerClean(server.orm);
    assert.equal(report.totals.INR ?? 0n, 0n);
    const negative = await queryRows(
      server.orm.em.fork(),
      "select code from ledger_account where owner <> 'external' and balance < 0",
    );
    assert.deepEqual(negative, []);
  });
});
