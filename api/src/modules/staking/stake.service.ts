import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import { memberAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { AmountError, ASSETS, formatAmount, parseAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { DAY_MS } from '../fund/fund-split.ts';
import {
  dailyIncomeOf,
  type PlanView,
  type StakingAsset,
  type StakingPlanService,
} from './staking-plan.service.ts';

export const STAKE_STATES = ['in_progress', 'completed', 'claimable', 'claimed', 'expired'] as const;
export type StakeState = (typeof STAKE_STATES)[number];
/** States whose principal is still in the member's `staking` account. */
export const OPEN_STATES: readonly StakeState[] = ['in_progress', 'completed', 'claimable'];

/** A stake as the services use it (money in the asset's minor units). */
export type StakeView = {
  id: number;
  memberId: number;
  planId: number;
  asset: StakingAsset;
  principal: bigint;
  annualRateBps: number;
  dailyIncome: bigint;
  termDays: number;
  term: number;
  startAt: Date;
  endAt: Date;
  nextDay: number;
  nextDueAt: Date | null;
  termIncome: bigint;
  totalIncome: bigint;
  autoCompound: boolean;
  state: StakeState;
  claimDeadline: Date | null;
  closedAt: Date | null;
  paidOut: bigint | null;
  stakeAccountId: number;
  payAccountId: number;
  /** Income of this term recorded but waiting for the plan's pool. */
  pendingIncome: bigint;
};

export const STAKE_COLUMNS = `s.id, s.member_id, s.plan_id, s.asset, s.principal, s.annual_rate_bps, s.daily_income,
  s.term_days, s.term, s.start_at, s.end_at, s.next_day, s.next_due_at, s.term_income, s.total_income, s.auto_compound,
  s.state, s.claim_deadline, s.closed_at, s.paid_out, s.stake_account_id, s.pay_account_id,
  (select coalesce(sum(i.amount), 0) from stake_income i where i.stake_id = s.id and i.term = s.term and i.state <> 'paid')
    as pending_income`;

const dateOrNull = (value: unknown) => (value == null ? null : toDate(value));

export const stakeOf = (row: Record<string, unknown>): StakeView => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  planId: Number(row.plan_id),
  asset: String(row.asset) as StakingAsset,
  principal: toBigInt(row.principal),
  annualRateBps: Number(row.annual_rate_bps),
  dailyIncome: toBigInt(row.daily_income),
  termDays: Number(row.term_days),
  term: Number(row.term),
  startAt: toDate(row.start_at),
  endAt: toDate(row.end_at),
  nextDay: Number(row.next_day),
  nextDueAt: dateOrNull(row.next_due_at),
  termIncome: toBigInt(row.term_income),
  totalIncome: toBigInt(row.total_income),
  autoCompound: row.auto_compound === true || Number(row.auto_compound) === 1,
  state: String(row.state) as StakeState,
  claimDeadline: dateOrNull(row.claim_deadline),
  closedAt: dateOrNull(row.closed_at),
  paidOut: row.paid_out == null ? null : toBigInt(row.paid_out),
  stakeAccountId: Number(row.stake_account_id),
  payAccountId: Number(row.pay_account_id),
  pendingIncome: toBigInt(row.pending_income ?? 0),
});

/** Where a stake of `asset` comes from and where a claim pays: the balance (INR) or the USDT account. */
export const payAccountOf = (memberId: number, asset: StakingAsset) =>
  asset === 'INR' ? memberAccount(memberId, 'balance') : memberAccount(memberId, 'usdt');

/**
 * An amount typed in the plan's asset, exactly: at most its decimals (INR 2, USDT 6), positive.
 * Refusals name the asset's decimals, as the wallet's do.
 */
export function parsePlanAmount(text: string, asset: StakingAsset): bigint {
  try {
    return parseAmount(text.trim(), asset);
  } catch (error) {
    if (!(error instanceof AmountError)) throw error;
    const key = {
      invalid: 'wallet.amountInvalid',
      tooManyDecimals: 'wallet.amountTooManyDecimals',
      notPositive: 'wallet.amountNotPositive',
      tooLarge: 'wallet.amountTooLarge',
    } as const;
    throw new ApiError(422, key[error.problem], { params: { asset, decimals: ASSETS[asset] } });
  }
}

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

type Deps = { clock: Clock; ledger: LedgerService; plans: StakingPlanService };

/**
 * Members' stakes (ADR 0024): staking moves the principal from the balance or USDT into the
 * member's `staking` account (`stake`); a claimable stake is claimed (`stake_claim`: principal and
 * this term's income back) or continued (`stake_income_withdrawn` for the income, a new term with
 * the principal at the plan's current rate). Each change is one transaction with its entry; the
 * stake's row is changed with a guard on its state first, so the income job and a member's call
 * never both act on one state.
 */
export function createStakeService({ clock, ledger, plans }: Deps) {
  async function find(em: EntityManager, id: number): Promise<StakeView | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select ${STAKE_COLUMNS} from stake s where s.id = ?`,
      [id],
    );
    return row ? stakeOf(row) : undefined;
  }

  async function get(em: EntityManager, id: number): Promise<StakeView> {
    const stake = await find(em, id);
    if (!stake) throw new ApiError(404, 'staking.stakeNotFound');
    return stake;
  }

  /** Income of a term from its rate: what each day pays and what the whole term pays. */
  const estimate = (plan: PlanView, principal: bigint, from: Date = clock.now()) => {
    const daily = dailyIncomeOf(principal, plan.annualRateBps);
    return {
      dailyIncome: daily,
      termIncome: daily * BigInt(plan.termDays),
      endAt: new Date(from.getTime() + plan.termDays * DAY_MS),
    };
  };

  /** Refuses a stake the plan does not take: closed, outside its limits, more than is left of its cap. */
  function checkStake(plan: PlanView, amount: bigint) {
    if (plan.status !== 'open') throw new ApiError(422, 'staking.planClosed');
    const money = (value: bigint) => formatAmount(value, plan.asset);
    if (amount < plan.minimum)
      throw new ApiError(422, 'staking.belowMinimum', {
        params: { amount: money(plan.minimum), asset: plan.asset },
      });
    if (amount > plan.maximum)
      throw new ApiError(422, 'staking.aboveMaximum', {
        params: { amount: money(plan.maximum), asset: plan.asset },
      });
    const left = plan.totalCap - plan.staked;
    if (amount > left)
      throw new ApiError(422, left > 0n ? 'staking.aboveCap' : 'staking.planFull', {
        params: { amount: money(left > 0n ? left : 0n), asset: plan.asset },
      });
  }

  /** Locks the member's stake and checks its state; 404 for a stake that is not theirs. */
  async function lockOwn(tx: EntityManager, actor: MemberActor, id: number): Promise<StakeView> {
    // A no-op update takes the row's lock (MySQL; SQLite has one writer) before it is read.
    await runStatement(tx, 'update stake set state = state where id = ? and member_id = ?', [id, actor.id]);
    const stake = await find(tx, id);
    if (!stake || stake.memberId !== actor.id) throw new ApiError(404, 'staking.stakeNotFound');
    return stake;
  }

  return {
    find,
    get,
    estimate,
    checkStake,

    /** Stakes a member's amount in a plan: one entry, one stake, the plan's `staked` grows. */
    async stake(
      tx: EntityManager,
      actor: MemberActor,
      input: { planId: number; amount: string; autoCompound: boolean },
    ): Promise<StakeView> {
      // The plan's row is locked first: its cap holds for stakes that arrive together.
      await runStatement(tx, 'update staking_plan set staked = staked where id = ?', [input.planId]);
      const plan = await plans.get(tx, input.planId);
      const amount = parsePlanAmount(input.amount, plan.asset);
      checkStake(plan, amount);
      const now = clock.now();
      const [pay, staking] = await ledger.resolve(tx, [
        payAccountOf(actor.id, plan.asset),
        memberAccount(actor.id, 'staking', plan.asset),
      ]);
      const { dailyIncome, endAt } = estimate(plan, amount, now);
      const inserted = await runStatement(
        tx,
        `insert into stake (created_at, updated_at, member_id, plan_id, asset, principal, annual_rate_bps, daily_income,
           term_days, term, start_at, end_at, next_day, next_due_at, term_income, total_income, auto_compound, state,
           claim_deadline, closed_at, paid_out, stake_account_id, pay_account_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 1, ?, 0, 0, ?, 'in_progress', null, null, null, ?, ?)`,
        [
          now,
          now,
          actor.id,
          plan.id,
          plan.asset,
          amount,
          plan.annualRateBps,
          dailyIncome,
          plan.termDays,
          now,
          endAt,
          new Date(now.getTime() + DAY_MS),
          input.autoCompound,
          staking!.id,
          pay!.id,
        ],
      );
      const id = Number(inserted.insertId);
      await ledger.post(tx, {
        type: 'stake',
        actor: actorLabel(actor),
        memo: `stake #${id} in plan #${plan.id}`,
        lines: [
          { account: pay!, amount: -amount },
          { account: staking!, amount },
        ],
      });
      await runStatement(tx, 'update staking_plan set staked = staked + ?, updated_at = ? where id = ?', [
        amount,
        now,
        plan.id,
      ]);
      return get(tx, id);
    },

    /** Principal and this term's income back to the balance or USDT (`stake_claim`); claimable only. */
    async claim(tx: EntityManager, actor: MemberActor, id: number): Promise<StakeView> {
      const stake = await lockOwn(tx, actor, id);
      if (stake.state !== 'claimable') throw new ApiError(422, 'staking.notClaimable');
      const now = clock.now();
      const paid = stake.principal + stake.termIncome;
      await runStatement(
        tx,
        `update stake set state = 'claimed', closed_at = ?, paid_out = ?, claim_deadline = null, updated_at = ?
         where id = ? and state = 'claimable'`,
        [now, paid, now, id],
      );
      await runStatement(tx, 'update staking_plan set staked = staked - ?, updated_at = ? where id = ?', [
        stake.principal,
        now,
        stake.planId,
      ]);
      await ledger.post(tx, {
        type: 'stake_claim',
        actor: actorLabel(actor),
        memo: `stake #${id} claimed`,
        lines: [
          { account: memberAccount(actor.id, 'staking', stake.asset), amount: -paid },
          { account: payAccountOf(actor.id, stake.asset), amount: paid },
        ],
      });
      return get(tx, id);
    },

    /**
     * A new term with the principal at the plan's current rate; this term's income to the balance
     * or USDT (`stake_income_withdrawn`) when there is any. Claimable only, the plan open.
     */
    async continue(tx: EntityManager, actor: MemberActor, id: number): Promise<StakeView> {
      const stake = await lockOwn(tx, actor, id);
      if (stake.state !== 'claimable') throw new ApiError(422, 'staking.notClaimable');
      const plan = await plans.get(tx, stake.planId);
      if (plan.status !== 'open') throw new ApiError(422, 'staking.planClosed');
      const now = clock.now();
      const daily = dailyIncomeOf(stake.principal, plan.annualRateBps);
      await runStatement(
        tx,
        `update stake set term = term + 1, annual_rate_bps = ?, daily_income = ?, term_days = ?, start_at = ?, end_at = ?,
           next_day = 1, next_due_at = ?, total_income = total_income + term_income, term_income = 0,
           state = 'in_progress', claim_deadline = null, updated_at = ?
         where id = ? and state = 'claimable'`,
        [
          plan.annualRateBps,
          daily,
          plan.termDays,
          now,
          new Date(now.getTime() + plan.termDays * DAY_MS),
          new Date(now.getTime() + DAY_MS),
          now,
          id,
        ],
      );
      if (stake.termIncome > 0n)
        await ledger.post(tx, {
          type: 'stake_income_withdrawn',
          actor: actorLabel(actor),
          memo: `stake #${id} continued, income of term ${stake.term} withdrawn`,
          lines: [
            { account: memberAccount(actor.id, 'staking', stake.asset), amount: -stake.termIncome },
            { account: payAccountOf(actor.id, stake.asset), amount: stake.termIncome },
          ],
        });
      return get(tx, id);
    },

    /** Turns auto-compounding on or off on a stake not paid out yet. */
    async setAutoCompound(
      tx: EntityManager,
      actor: MemberActor,
      id: number,
      on: boolean,
    ): Promise<StakeView> {
      const stake = await lockOwn(tx, actor, id);
      if (!OPEN_STATES.includes(stake.state)) throw new ApiError(422, 'staking.stakeClosed');
      await runStatement(tx, 'update stake set auto_compound = ?, updated_at = ? where id = ?', [
        on,
        clock.now(),
        id,
      ]);
      return get(tx, id);
    },

    /**
     * A member's stakes, newest first, of one state or all; with counts per state and, per asset,
     * the principal and this term's income of the stakes not paid out yet.
     */
    async records(
      em: EntityManager,
      actor: MemberActor,
      query: { page: number; rows: number; state?: StakeState | undefined },
    ) {
      const where = `s.member_id = ?${query.state ? ' and s.state = ?' : ''}`;
      const params: unknown[] = query.state ? [actor.id, query.state] : [actor.id];
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${STAKE_COLUMNS} from stake s where ${where} order by s.id desc limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      const byState = await queryRows<{ state: string; n: unknown }>(
        em,
        'select state, count(*) as n from stake where member_id = ? group by state',
        [actor.id],
      );
      const open = OPEN_STATES;
      const totals = await queryRows<{ asset: string; principal: unknown; income: unknown }>(
        em,
        `select asset, coalesce(sum(principal), 0) as principal, coalesce(sum(term_income), 0) as income from stake
         where member_id = ? and state in (${placeholders([...open])}) group by asset order by asset`,
        [actor.id, ...open],
      );
      const counts = Object.fromEntries(STAKE_STATES.map((state) => [state, 0])) as Record<
        StakeState,
        number
      >;
      for (const row of byState) counts[row.state as StakeState] = Number(row.n);
      const total = query.state ? counts[query.state] : Object.values(counts).reduce((a, b) => a + b, 0);
      return {
        list: rows.map(stakeOf),
        total,
        counts,
        totals: totals.map((row) => ({
          asset: row.asset as StakingAsset,
          principal: toBigInt(row.principal),
          income: toBigInt(row.income),
        })),
      };
    },

    /** Stakes for operators, newest first, filtered by plan, member and state. */
    async adminList(
      em: EntityManager,
      query: { page: number; rows: number; planId?: number; memberId?: number; state?: StakeState },
    ) {
      const filters = (
        [
          ['s.plan_id = ?', query.planId],
          ['s.member_id = ?', query.memberId],
          ['s.state = ?', query.state],
        ] as [string, unknown][]
      ).filter(([, value]) => value !== undefined);
      const params = filters.map(([, value]) => value);
      const where = filters.length ? `where ${filters.map(([sql]) => sql).join(' and ')}` : '';
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from stake s ${where}`,
        params,
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${STAKE_COLUMNS}, m.mailbox as member_account from stake s join member m on m.id = s.member_id
         ${where} order by s.id desc limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      return {
        list: rows.map((row) => ({ ...stakeOf(row), memberAccount: String(row.member_account) })),
        total: Number(count?.total ?? 0),
      };
    },
  };
}

export type StakeService = ReturnType<typeof createStakeService>;
