import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { systemActor } from '../../platform/policy.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { seededRandom, seedFrom } from '../../test/random.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../test/server.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount, toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import type { EquityBuybackAnswer, EquitySubscribeAnswer } from './equity.contract.ts';
import { createEquityDividends } from './equity-dividend.service.ts';
import { createEquityHoldingService } from './equity-holding.service.ts';
import { DAY_MS, SHARE_UNIT } from './equity-math.ts';
import { createEquityService } from './equity.service.ts';

// Random rounds of subscriptions and buybacks sent at once across members (good ones, amounts
// outside the limits, wrong payment passwords, another member's holding), forced buybacks by an
// operator (one holding, every expired one of an offering) among them, with prices published and
// the clock moved between rounds and the equity pass paying waiting buybacks. After every round the
// database must say what the answers said: one holding per subscription answered, each member's
// balance and equity account what their holdings and buybacks make, each buyback pool what the
// buybacks after expiry took from it, shares sold what the holdings hold; the audit is clean.
// PROPERTY_SEED replays a run.

const ROUNDS = Number(process.env.PROPERTY_ROUNDS ?? 12);
const MEMBERS = 6;
const PAY = '246810';
const clock = manualClock('2026-06-01T06:00:00Z');
const POOL = 3_000_00n;

type Member = { id: number; token: string; initial: bigint };

describe('equity property', () => {
  let server: TestServer;
  before(async () => {
    // The rounds move the clock by weeks: the members' sessions must outlive it.
    server = await startTestServer({ clock, env: { SESSION_TTL_DAYS: '365' } });
  });
  after(() => server.close());

  it('keeps holdings, balances and pools what the answers say, round after round', async () => {
    const seed = seedFrom('PROPERTY_SEED');
    const random = seededRandom(seed);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const dialect = dialectOf(server.config);
    const ledger = createLedgerService({ dialect, clock });
    const offerings = createEquityService({ clock });
    const holdings = createEquityHoldingService({ clock, dialect, ledger, offerings });
    const pass = createEquityDividends({ clock, dialect, offerings, holdings });
    const em = () => server.orm.em.fork();

    const offeringIds: number[] = [];
    for (const lockDays of [1, 3]) {
      const id = await offerings.create(
        em(),
        {
          name: { 'en-us': `Property ${lockDays}`, 'zh-cn': '性质', 'hi-in': 'गुण' },
          description: { 'en-us': 'Property', 'zh-cn': '性质', 'hi-in': 'गुण' },
          feeRateBps: 175,
          lockDays,
          totalShares: 5_000n * SHARE_UNIT,
          status: 'subscribing',
          sharePrice: 9_700n,
        },
        'cli:test',
      );
      await em().transactional((tx) =>
        ledger.post(tx, {
          type: 'pool_fund',
          actor: 'test',
          lines: [
            { account: capitalAccount('INR'), amount: -POOL },
            { account: platformAccount('equity_buyback_pool', 'INR', id), amount: POOL },
          ],
        }),
      );
      offeringIds.push(id);
    }
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const m = await buildMember(server, { paymentPassword: PAY, balance: '60000.00' });
      members.push({ id: m.id, token: m.token, initial: parseAmount('60000.00', 'INR') });
    }
    const subscribed = new Map<number, number>(); // holding → member, from the answers
    const toppedUp = new Map<number, bigint>(offeringIds.map((id) => [id, POOL]));

    for (let round = 1; round <= ROUNDS; round++) {
      const context = `seed ${seed}, round ${round}`;
      const ownHoldings = await queryRows<{ id: unknown; member_id: unknown }>(
        em(),
        `select id, member_id from equity_holding where state = 'held'`,
      );
      const calls: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        const member = pick(members);
        const roll = random();
        if (roll < 0.55) {
          const kind = random();
          const amount =
            kind < 0.1
              ? '99.99'
              : kind < 0.15
                ? '10000.01'
                : (100 + Math.floor(random() * 990000) / 100).toFixed(2);
          const wrong = random() < 0.08;
          calls.push(
            server
              .post<EquitySubscribeAnswer>('/api/Equity/subscribe', {
                lang: 'en-us',
                headers: { token: member.token, 'Idempotency-Key': randomUUID() },
                json: {
                  offering_id: pick(offeringIds),
                  amount,
                  paymentPassword: wrong ? '000000' : PAY,
                  agree: 1,
                },
              })
              .then((answer: TestResponse<EquitySubscribeAnswer>) => {
                const bad = kind < 0.15 || wrong;
                if (answer.httpStatus === 200) {
                  assert.ok(!bad, `${context}: a bad subscription went through`);
                  subscribed.set(answer.body.data.holding.id, member.id);
                } else
                  assert.match(
                    answer.body.msg,
                    // The offering's rules come before the payment password (a refusal for shares
                    // left costs no try), the balance after it.
                    kind < 0.15
                      ? /minimum|maximum/i
                      : wrong
                        ? /payment password|shares of this offering/
                        : /Insufficient balance|shares of this offering/,
                    context,
                  );
              }),
          );
        } else if (roll < 0.9 && ownHoldings.length) {
          const target = pick(ownHoldings);
          const owner = members.find((m) => m.id === Number(target.member_id))!;
          const other = random() < 0.2;
          const who = other ? members.find((m) => m.id !== owner.id)! : owner;
          calls.push(
            server
              .post<EquityBuybackAnswer>('/api/Equity/buyback', {
                lang: 'en-us',
                headers: { token: who.token, 'Idempotency-Key': randomUUID() },
                json: { holding_id: Number(target.id), paymentPassword: PAY },
              })
              .then((answer: TestResponse<EquityBuybackAnswer>) => {
                if (other) assert.equal(answer.httpStatus, 404, context);
                else if (answer.httpStatus !== 200)
                  assert.match(answer.body.msg, /already been bought back|already waiting/, context);
              }),
          );
        } else if (ownHoldings.length && random() < 0.5) {
          const acted = actedBy(systemActor('cli:test'), 'property');
          calls.push(
            holdings
              .forceBuyback(em(), { holdingId: Number(pick(ownHoldings).id) }, systemActor('cli:test'), acted)
              .catch((error: Error) =>
                assert.match(
                  String((error as { messageKey?: string }).messageKey),
                  /alreadyBoughtBack|buybackWaiting/,
                  context,
                ),
              ),
          );
        } else {
          const acted = actedBy(systemActor('cli:test'), 'property');
          calls.push(
            holdings
              .forceBuyback(em(), { offeringId: pick(offeringIds) }, systemActor('cli:test'), acted)
              .catch((error: Error) =>
                assert.match(
                  String((error as { messageKey?: string }).messageKey),
                  /alreadyBoughtBack|buybackWaiting/,
                  context,
                ),
              ),
          );
        }
      }
      await Promise.all(calls);

      // Between rounds: time moves, prices move, sometimes a pool is topped up, the pass runs.
      clock.advance(Math.floor(random() * 2.5 * DAY_MS));
      for (const id of offeringIds)
        await offerings.publishPrice(
          em(),
          id,
          offerings.today(),
          BigInt(8_000 + Math.floor(random() * 4_000)),
          'cli:test',
        );
      if (random() < 0.3) {
        const id = pick(offeringIds);
        await em().transactional((tx) =>
          ledger.post(tx, {
            type: 'pool_fund',
            actor: 'test',
            lines: [
              { account: capitalAccount('INR'), amount: -100_000n },
              { account: platformAccount('equity_buyback_pool', 'INR', id), amount: 100_000n },
            ],
          }),
        );
        toppedUp.set(id, toppedUp.get(id)! + 100_000n);
      }
      await pass.runPass(server.orm.em);

      // The database against the answers.
      const rows = await queryRows<Record<string, unknown>>(
        em(),
        `select id, member_id, offering_id, amount, fee, shares, state, buyback_amount, buyback_requested_at, expires_at
         from equity_holding where offering_id in (${offeringIds.join(', ')})`,
      );
      assert.deepEqual(
        new Set(rows.map((r) => Number(r.id))),
        new Set(subscribed.keys()),
        `${context}: one holding per subscription answered`,
      );
      for (const member of members) {
        const mine = rows.filter((r) => Number(r.member_id) === member.id);
        const paidOut = mine
          .filter((r) => r.state === 'bought_back')
          .reduce((s, r) => s + toBigInt(r.buyback_amount), 0n);
        const spent = mine.reduce((s, r) => s + toBigInt(r.amount) + toBigInt(r.fee), 0n);
        const atCost = mine
          .filter((r) => r.state !== 'bought_back')
          .reduce((s, r) => s + toBigInt(r.amount), 0n);
        const [balance, equity] = await ledger.balancesOf(em(), [
          memberAccount(member.id, 'balance'),
          memberAccount(member.id, 'equity'),
        ]);
        assert.equal(balance, member.initial - spent + paidOut, `${context}: member ${member.id} balance`);
        assert.equal(equity, atCost, `${context}: member ${member.id} equity`);
      }
      for (const id of offeringIds) {
        const fromPool = rows
          .filter(
            (r) =>
              Number(r.offering_id) === id &&
              r.state === 'bought_back' &&
              toDate(r.buyback_requested_at).getTime() >= toDate(r.expires_at).getTime(),
          )
          .reduce((s, r) => s + toBigInt(r.buyback_amount) - toBigInt(r.amount), 0n);
        const [pool] = await ledger.balancesOf(em(), [platformAccount('equity_buyback_pool', 'INR', id)]);
        assert.equal(pool, toppedUp.get(id)! - fromPool, `${context}: offering ${id} buyback pool`);
        const [sold] = await queryRows<{ sold: unknown }>(
          em(),
          'select shares_sold as sold from equity_offering where id = ?',
          [id],
        );
        const shares = rows
          .filter((r) => Number(r.offering_id) === id)
          .reduce((s, r) => s + toBigInt(r.shares), 0n);
        assert.equal(toBigInt(sold!.sold), shares, `${context}: offering ${id} shares sold`);
      }
      await assertLedgerClean(server.orm);
    }
    const [ended] = await queryRows<{ held: unknown; back: unknown }>(
      em(),
      `select sum(case when state <> 'bought_back' then 1 else 0 end) as held,
         sum(case when state = 'bought_back' then 1 else 0 end) as back from equity_holding`,
    );
    assert.ok(subscribed.size >= ROUNDS * 3, `seed ${seed}: ${subscribed.size} subscriptions`);
    assert.ok(
      Number(ended!.back) > 0 && Number(ended!.held) > 0,
      `seed ${seed}: some bought back, some held`,
    );
  });
});
