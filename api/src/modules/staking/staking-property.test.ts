import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean } from '../../test/ledger.ts';
import { seededRandom, seedFrom } from '../../test/random.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../test/server.ts';
import { capitalAccount, memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { parseAmount, toBigInt, type MoneyAsset as Asset } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { DAY_MS } from '../fund/fund-split.ts';
import { createStakingPlanService } from './staking-plan.service.ts';
import { createStakingSettler } from './staking-settlement.service.ts';
import type { Stake } from './staking.contract.ts';

// Random rounds of stakes, claims, continues and auto-compounding switches sent at once by several
// members, between which time moves by up to a few days and two income passes run at once. After
// every round: each member's balance (or USDT) plus staking account is what they were given plus
// the income paid to them; each staking account holds its open stakes' principal and paid income;
// each plan's `staked` is its open stakes' principal and its pool what it was given less the income
// it paid; no day is recorded twice nor past a term; the ledger audits clean. PROPERTY_SEED replays.

const ROUNDS = Number(process.env.PROPERTY_ROUNDS ?? 15);
const MEMBERS = 6;
const PAY = '731942';
const clock = manualClock('2026-08-01T06:00:00Z');

type Member = { id: number; token: string; initial: Record<Asset, bigint> };
type Plan = { id: number; asset: Asset; pool: bigint };

describe('staking property', () => {
  let server: TestServer;
  before(async () => {
    // The rounds move the clock by weeks: the members' sessions must outlive it.
    server = await startTestServer({ clock, captureLogs: true, env: { SESSION_TTL_DAYS: '365' } });
  });
  after(() => server.close());

  it('keeps stakes, balances, plans and pools as the answers say over random rounds', async (t) => {
    const started = performance.now();
    const seed = seedFrom('PROPERTY_SEED');
    t.diagnostic(`property seed ${seed} (PROPERTY_SEED=${seed} replays this run), ${ROUNDS} rounds`);
    const random = seededRandom(seed);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const db = () => server.orm.em.fork();
    const dialect = dialectOf(server.config);
    const ledger = createLedgerService({ dialect, clock });
    const plans = createStakingPlanService({ clock });

    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const built = await buildMember(server, { paymentPassword: PAY, balance: '5000.00', usdt: '500' });
      members.push({
        id: built.id,
        token: built.token,
        initial: { INR: 500_000n, USDT: 500_000_000n },
      });
    }
    const plan = async (asset: Asset, termDays: number, pool: string, autoCap = '100000'): Promise<Plan> => {
      const id = await plans.create(
        db(),
        {
          name: { 'en-us': `P ${asset} ${termDays}`, 'hi-in': 'पी', 'zh-cn': '计划' },
          description: { 'en-us': 'p', 'hi-in': 'पी', 'zh-cn': '计划' },
          asset,
          termDays,
          annualRateBps: 36_500,
          minimum: parseAmount('10', asset),
          maximum: parseAmount('1000', asset),
          totalCap: parseAmount(autoCap, asset),
          claimWindowDays: 2,
          status: 'open',
        },
        'cli:test',
      );
      const minor = parseAmount(pool, asset);
      await db().transactional((tx) =>
        ledger.post(tx, {
          type: 'pool_fund',
          actor: 'test',
          lines: [
            { account: capitalAccount(asset), amount: -minor },
            { account: platformAccount('staking_pool', asset, id), amount: minor },
          ],
        }),
      );
      return { id, asset, pool: minor };
    };
    // One plan with a small pool, so income waits and is paid later; one whose cap is soon reached.
    const all = [
      await plan('INR', 2, '100000'),
      await plan('INR', 3, '20', '3000'),
      await plan('USDT', 2, '1000'),
    ];

    const post = (member: Member, path: string, json: Record<string, unknown>) =>
      server.post<{ stake: Stake }>(`/api/Staking/${path}`, {
        lang: 'en-us',
        headers: { token: member.token, 'Idempotency-Key': randomUUID() },
        json,
      });
    const openStakes = async (member: Member) =>
      (
        await queryRows<{ id: unknown; state: string }>(
          db(),
          `select id, state from stake where member_id = ? and state in ('in_progress', 'completed', 'claimable')`,
          [member.id],
        )
      ).map((row) => ({ id: Number(row.id), state: row.state }));

    /** What may refuse a well-formed call when others, the job or the clock moved first. */
    const EXPECTED = [
      /^Only [\d.]+ \w+ can still be staked in this plan$/,
      /^This staking plan is full$/,
      /^Insufficient balance$/,
      /^This stake cannot be claimed or continued yet$/,
      /^This stake has already been paid out$/,
      /^The payment password is wrong$/,
      /^Too many wrong payment passwords/,
    ];
    let calls = 0;
    let accepted = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const sent: Promise<{ answer: TestResponse<unknown>; wrong: boolean }>[] = [];
      for (const member of members) {
        const open = await openStakes(member);
        for (let i = int(1, 3); i > 0; i--) {
          const kind = pick(['stake', 'stake', 'claim', 'continue', 'auto'] as const);
          const target = open.length ? pick(open) : undefined;
          const wrong = random() < 0.1;
          const password = wrong ? '000000' : PAY;
          if (kind === 'stake' || !target) {
            const p = pick(all);
            const amount =
              p.asset === 'INR' ? `${int(10, 900)}.${int(10, 99)}` : `${int(10, 300)}.${int(100000, 999999)}`;
            sent.push(
              post(member, 'stake', {
                plan_id: p.id,
                amount,
                paymentPassword: password,
                agree: 1,
                autoCompound: random() < 0.3 ? 1 : 0,
              }).then((answer) => ({ answer, wrong })),
            );
          } else if (kind === 'claim')
            sent.push(
              post(member, 'claim', { stake_id: target.id, paymentPassword: password }).then((answer) => ({
                answer,
                wrong,
              })),
            );
          else if (kind === 'continue')
            sent.push(
              post(member, 'continue', { stake_id: target.id }).then((answer) => ({ answer, wrong: false })),
            );
          else
            sent.push(
              post(member, 'autocompound', { stake_id: target.id, on: random() < 0.5 ? 1 : 0 }).then(
                (answer) => ({
                  answer,
                  wrong: false,
                }),
              ),
            );
        }
      }
      const settler = () =>
        createStakingSettler({ dialect, clock, batchSize: int(1, 5) }).runPass(server.orm.em);
      const [answers] = await Promise.all([
        Promise.all(sent),
        random() < 0.5 ? settler() : Promise.resolve(),
      ]);
      for (const { answer, wrong } of answers) {
        calls += 1;
        if (answer.body.status === 1) {
          assert.ok(!wrong, 'a wrong payment password was accepted');
          accepted += 1;
          continue;
        }
        assert.ok(
          EXPECTED.some((expected) => expected.test(answer.body.msg)),
          `round ${round}: unexpected refusal ${answer.httpStatus} ${answer.body.msg}`,
        );
      }
      clock.advance(int(0, 3) * DAY_MS + int(0, 600) * 60_000);
      await Promise.all([settler(), settler()]);
      if (random() < 0.3) {
        const short = all[1]!;
        const minor = parseAmount('5', short.asset);
        await db().transactional((tx) =>
          ledger.post(tx, {
            type: 'pool_fund',
            actor: 'test',
            lines: [
              { account: capitalAccount(short.asset), amount: -minor },
              { account: platformAccount('staking_pool', short.asset, short.id), amount: minor },
            ],
          }),
        );
        short.pool += minor;
      }
      await check(round);
    }
    t.diagnostic(`${calls} calls, ${accepted} accepted, ${Math.round(performance.now() - started)} ms`);
    assert.ok(performance.now() - started < 60_000, 'under 60 s');

    async function check(round: number) {
      const label = `round ${round}`;
      const paidTo = async (column: 'member_id' | 'plan_id', id: number, asset?: Asset) =>
        toBigInt(
          (
            await queryRows<{ total: unknown }>(
              db(),
              `select coalesce(sum(i.amount), 0) as total from stake_income i join stake s on s.id = i.stake_id
               where i.${column} = ? and i.state = 'paid'${asset ? ' and s.asset = ?' : ''}`,
              asset ? [id, asset] : [id],
            )
          )[0]!.total,
        );
      for (const member of members) {
        for (const asset of ['INR', 'USDT'] as const) {
          const [pay, staking] = await ledger.balancesOf(db(), [
            asset === 'INR' ? memberAccount(member.id, 'balance') : memberAccount(member.id, 'usdt'),
            memberAccount(member.id, 'staking', asset),
          ]);
          const income = await paidTo('member_id', member.id, asset);
          assert.equal(
            pay! + staking!,
            member.initial[asset] + income,
            `${label}: member ${member.id} ${asset} total`,
          );
          const [held] = await queryRows<{ total: unknown }>(
            db(),
            `select coalesce(sum(s.principal + s.term_income - (select coalesce(sum(i.amount), 0) from stake_income i
               where i.stake_id = s.id and i.term = s.term and i.state <> 'paid')), 0) as total
             from stake s where s.member_id = ? and s.asset = ? and s.state in ('in_progress', 'completed', 'claimable')`,
            [member.id, asset],
          );
          assert.equal(staking, toBigInt(held!.total), `${label}: member ${member.id} staking ${asset}`);
        }
      }
      for (const p of all) {
        const view = await plans.get(db(), p.id);
        const [open] = await queryRows<{ total: unknown }>(
          db(),
          `select coalesce(sum(principal), 0) as total from stake where plan_id = ? and state in ('in_progress', 'completed', 'claimable')`,
          [p.id],
        );
        assert.equal(view.staked, toBigInt(open!.total), `${label}: plan ${p.id} staked`);
        const [pool] = await ledger.balancesOf(db(), [platformAccount('staking_pool', p.asset, p.id)]);
        assert.equal(pool, p.pool - (await paidTo('plan_id', p.id)), `${label}: plan ${p.id} pool`);
      }
      const [past] = await queryRows<{ n: unknown }>(
        db(),
        `select count(*) as n from stake_income i join stake s on s.id = i.stake_id where i.day > s.term_days or i.term > s.term`,
      );
      assert.equal(Number(past!.n), 0, `${label}: no day past a term`);
      await assertLedgerClean(server.orm);
    }
  });
});
