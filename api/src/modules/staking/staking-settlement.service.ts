import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import { platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { createSettlementLease } from '../ledger/settlement-lease.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import type { StakingAsset } from './staking-plan.service.ts';

/** What one pass did. */
export type StakingRun = {
  /** Days of income recorded (paid at once or left pending). */
  accrued: number;
  /** Days of income paid (new ones and pending ones). */
  paid: number;
  /** Days of income left waiting for a plan's pool in this pass. */
  pending: number;
  /** Terms that ended and became claimable. */
  claimable: number;
  /** Terms that continued by themselves (auto-compounding). */
  compounded: number;
  /** Claimable stakes past their window, paid back. */
  expired: number;
  batches: number;
};

type Deps = {
  dialect: Dialect;
  clock: Clock;
  /** Stakes per batch (one transaction, a few statements). */
  batchSize?: number;
  /** Called after each committed batch; tests stop a pass half way with it. */
  afterBatch?: (run: StakingRun) => void | Promise<void>;
};

const ACTOR = 'system:staking';
/** The `platform_setting` row whose lock is the staking lease. */
const LEASE = 'staking_settlement_lease';
/** Stakes whose term ends or that expire, per batch (their ids are listed in the statements). */
const ID_BATCH = 1000;

const newBatchKey = () => `${Date.now().toString(36)}${randomBytes(6).toString('base64url')}`;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The staking income job (ADR 0024), set-based like fund settlement (ADR 0013) and on the same
 * pieces: the ledger's batch poster and the settlement lease. A pass
 *
 * 1. pays income that waits for its plan's pool, oldest first, as far as each pool covers;
 * 2. records every due day, a batch of stakes at a time (the first `batchSize` due stakes by
 *    (next due time, id)): one `stake_income` row per stake (the unique (stake, term, day) key
 *    is the guard against paying a day twice), one entry per plan moving the batch's income from
 *    its pool into the members' `staking` accounts, or the rows left `pending` when the pool is
 *    short (or older income still waits); the stakes' cursor moves on by 24 h and a stake whose
 *    last day this was becomes `completed`;
 * 3. ends completed terms whose income is all paid in: with auto-compounding on and the plan
 *    open a new term on the same row with principal + income (nothing moves: both are in the
 *    `staking` account), else `claimable` until `end + claimWindowDays`;
 * 4. pays back claimable stakes past that (`stake_expired_payback`), `expired`.
 *
 * Each batch is one transaction holding the lease, so two processes take turns and a pass that
 * stops half way leaves nothing half done; the next pass goes on from where it stopped and
 * catches up, a day per stake and batch, after downtime.
 */
export function createStakingSettler({ dialect, clock, batchSize = 20_000, afterBatch }: Deps) {
  const batches = createBatchPoster({ dialect, clock });
  const mysql = dialect === 'mysql';
  const plusDays = (column: string, days: string) =>
    mysql ? `${column} + interval ${days} day` : `${column} + (${days}) * 86400000`;
  const intDiv = mysql ? 'div' : '/';
  const forUpdate = mysql ? ' for update' : '';
  const lease = createSettlementLease({ dialect, clock, key: LEASE });
  const { inTransaction } = lease;

  const poolOf = (planId: number, asset: StakingAsset) => platformAccount('staking_pool', asset, planId);

  async function plansOf(em: EntityManager) {
    const rows = await queryRows<{ id: unknown; asset: string }>(em, 'select id, asset from staking_plan');
    return new Map(rows.map((row) => [Number(row.id), row.asset as StakingAsset]));
  }

  async function lockedPool(tx: EntityManager, planId: number, asset: StakingAsset) {
    const [pool] = await batches.ensureAccounts(tx, [poolOf(planId, asset)]);
    const [row] = await queryRows<{ balance: unknown }>(
      tx,
      `select balance from ledger_account where id = ?${forUpdate}`,
      [pool!.id],
    );
    return { id: pool!.id, balance: toBigInt(row?.balance ?? 0) };
  }

  /** One plan's income entry: the pool pays `total`, `members` yields the (account_id, amount) lines. */
  async function postIncome(
    tx: EntityManager,
    plan: { id: number; asset: StakingAsset; pool: number },
    batchKey: string,
    sums: { n: number; total: bigint },
    members: { sql: string; params: unknown[] },
  ) {
    if (sums.total === 0n) return;
    await batches.post(tx, {
      type: 'stake_income',
      actor: ACTOR,
      asset: plan.asset,
      memo: `staking plan #${plan.id} income, ${sums.n} days (${batchKey})`,
      source: {
        sql: `${members.sql} union all select ?, ?`,
        params: [...members.params, plan.pool, -sums.total],
      },
    });
  }

  /** Records the next due day of up to `batchSize` stakes; null when another process holds the lease. */
  async function accrueBatch(em: EntityManager, now: Date, assets: Map<number, StakingAsset>) {
    return inTransaction(em, async (tx) => {
      const result = { accrued: 0, paid: 0, pending: 0 };
      if (!(await lease.take(tx))) return null;
      const [last] = await queryRows<{ next_due_at: unknown; id: unknown }>(
        tx,
        `select next_due_at, id from (select next_due_at, id from stake where next_due_at <= ?
           order by next_due_at, id limit ?) b order by next_due_at desc, id desc limit 1`,
        [now, batchSize],
      );
      if (!last) return result;
      const range = '(s.next_due_at < ? or (s.next_due_at = ? and s.id <= ?))';
      const rangeParams = [last.next_due_at, last.next_due_at, Number(last.id)];
      const batchKey = newBatchKey();

      const plans = await queryRows<{ plan_id: unknown; n: unknown; total: unknown }>(
        tx,
        `select s.plan_id, count(*) as n, sum(s.daily_income) as total from stake s where ${range}
         group by s.plan_id order by s.plan_id`,
        rangeParams,
      );
      const paying: { id: number; asset: StakingAsset; pool: number; n: number; total: bigint }[] = [];
      for (const row of plans) {
        const planId = Number(row.plan_id);
        const n = Number(row.n);
        const total = toBigInt(row.total ?? 0);
        const asset = assets.get(planId)!;
        result.accrued += n;
        const pool = await lockedPool(tx, planId, asset);
        const [older] = await queryRows(
          tx,
          `select id from stake_income where state = 'pending' and plan_id = ? limit 1`,
          [planId],
        );
        if (older || pool.balance < total) result.pending += n;
        else {
          paying.push({ id: planId, asset, pool: pool.id, n, total });
          result.paid += n;
        }
      }

      const payingIds = paying.map((plan) => plan.id);
      const paid = payingIds.length ? `s.plan_id in (${placeholders(payingIds)})` : '1 = 0';
      const inserted = await runStatement(
        tx,
        `insert into stake_income (created_at, updated_at, stake_id, plan_id, member_id, account_id, term, day, amount,
           due_at, state, batch_key, paid_at)
         select ?, ?, s.id, s.plan_id, s.member_id, s.stake_account_id, s.term, s.next_day, s.daily_income, s.next_due_at,
           case when ${paid} then 'paid' else 'pending' end, ?, case when ${paid} then ? else null end
         from stake s where ${range}`,
        [now, now, ...payingIds, batchKey, ...payingIds, now, ...rangeParams],
      );
      if (inserted.affectedRows !== result.accrued)
        throw new Error(
          `batch ${batchKey}: ${result.accrued} stakes due but ${inserted.affectedRows} days recorded`,
        );

      for (const plan of paying)
        await postIncome(tx, plan, batchKey, plan, {
          sql: `select s.stake_account_id as account_id, s.daily_income as amount from stake s
                where ${range} and s.plan_id = ?`,
          params: [...rangeParams, plan.id],
        });

      // MySQL assigns left to right (later ones see earlier results): next_day goes last.
      const lastDay = 'next_day >= term_days';
      const moved = await runStatement(
        tx,
        `update stake as s set
           term_income = term_income + daily_income,
           state = case when ${lastDay} then 'completed' else state end,
           next_due_at = case when ${lastDay} then null else ${plusDays('next_due_at', '1')} end,
           updated_at = ?,
           next_day = next_day + 1
         where ${range}`,
        [now, ...rangeParams],
      );
      if (moved.affectedRows !== result.accrued)
        throw new Error(`batch ${batchKey}: ${result.accrued} days but ${moved.affectedRows} stakes moved`);
      return result;
    });
  }

  /** Pays waiting income of one plan, oldest first, as far as its pool covers; one batch. */
  async function payPendingBatch(em: EntityManager, planId: number, asset: StakingAsset) {
    return inTransaction(em, async (tx) => {
      if (!(await lease.take(tx))) return 0;
      const pool = await lockedPool(tx, planId, asset);
      const [fits] = await queryRows<{ n: unknown; last: unknown }>(
        tx,
        `select count(*) as n, max(id) as last from (
           select id, sum(amount) over (order by id) as running from (
             select id, amount from stake_income where state = 'pending' and plan_id = ? order by id limit ?
           ) p
         ) r where running <= ?`,
        [planId, batchSize, pool.balance],
      );
      if (!Number(fits?.n ?? 0)) return 0;
      const batchKey = newBatchKey();
      const now = clock.now();
      // `paying` only inside this transaction: the (state, plan) index finds exactly these rows.
      await runStatement(
        tx,
        `update stake_income set state = 'paying', paid_at = ?, batch_key = ?, updated_at = ?
         where state = 'pending' and plan_id = ? and id <= ?`,
        [now, batchKey, now, planId, Number(fits!.last)],
      );
      const [row] = await queryRows<{ n: unknown; total: unknown }>(
        tx,
        `select count(*) as n, coalesce(sum(amount), 0) as total from stake_income where state = 'paying' and plan_id = ?`,
        [planId],
      );
      const sums = { n: Number(row?.n ?? 0), total: toBigInt(row?.total ?? 0) };
      if (!sums.n) return 0;
      await postIncome(tx, { id: planId, asset, pool: pool.id }, batchKey, sums, {
        sql: `select account_id, amount from stake_income where state = 'paying' and plan_id = ?`,
        params: [planId],
      });
      await runStatement(
        tx,
        `update stake_income set state = 'paid' where state = 'paying' and plan_id = ?`,
        [planId],
      );
      return sums.n;
    });
  }

  /** Locks the listed stakes still in `state`, in id order, and answers what the batch needs of them. */
  async function lockStakes(tx: EntityManager, ids: number[], state: string) {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      `select id, plan_id, asset, principal, term_income, auto_compound from stake
       where id in (${placeholders(ids)}) and state = ? order by id${forUpdate}`,
      [...ids, state],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      planId: Number(row.plan_id),
      asset: String(row.asset) as StakingAsset,
      principal: toBigInt(row.principal),
      termIncome: toBigInt(row.term_income),
      autoCompound: row.auto_compound === true || Number(row.auto_compound) === 1,
    }));
  }

  /** Adds `delta` of each plan to its `staked`, plans in id order. */
  async function moveStaked(tx: EntityManager, deltas: Map<number, bigint>, now: Date) {
    for (const planId of [...deltas.keys()].sort((a, b) => a - b)) {
      const delta = deltas.get(planId)!;
      if (delta !== 0n)
        await runStatement(tx, 'update staking_plan set staked = staked + ?, updated_at = ? where id = ?', [
          delta,
          now,
          planId,
        ]);
    }
  }

  /** Ends up to `ID_BATCH` completed terms whose income is all paid in: compounded or claimable. */
  async function finishBatch(em: EntityManager) {
    return inTransaction(em, async (tx) => {
      const result = { claimable: 0, compounded: 0 };
      if (!(await lease.take(tx))) return null;
      const ids = (
        await queryRows<{ id: unknown }>(
          tx,
          `select s.id from stake s where s.state = 'completed' and not exists (
             select 1 from stake_income i where i.stake_id = s.id and i.term = s.term and i.state <> 'paid')
           order by s.id limit ?`,
          [ID_BATCH],
        )
      ).map((row) => Number(row.id));
      if (!ids.length) return result;
      const stakes = await lockStakes(tx, ids, 'completed');
      if (!stakes.length) return result;
      const planIds = [...new Set(stakes.map((stake) => stake.planId))].sort((a, b) => a - b);
      const open = new Set(
        (
          await queryRows<{ id: unknown }>(
            tx,
            `select id from staking_plan where id in (${placeholders(planIds)}) and status = 'open' order by id${forUpdate}`,
            planIds,
          )
        ).map((row) => Number(row.id)),
      );
      const compounding = stakes.filter((stake) => stake.autoCompound && open.has(stake.planId));
      const ending = stakes.filter((stake) => !compounding.includes(stake));
      const now = clock.now();
      if (compounding.length) {
        const rate = '(select p.annual_rate_bps from staking_plan p where p.id = stake.plan_id)';
        // MySQL assigns left to right: every value is computed before the columns it reads change.
        await runStatement(
          tx,
          `update stake set
             daily_income = ((principal + term_income) * ${rate}) ${intDiv} 3650000,
             annual_rate_bps = ${rate},
             total_income = total_income + term_income,
             principal = principal + term_income,
             term_income = 0,
             term = term + 1,
             next_due_at = ${plusDays('end_at', '1')},
             start_at = end_at,
             end_at = ${plusDays('end_at', 'term_days')},
             next_day = 1,
             state = 'in_progress',
             updated_at = ?
           where id in (${placeholders(compounding)}) and state = 'completed'`,
          [now, ...compounding.map((stake) => stake.id)],
        );
        const deltas = new Map<number, bigint>();
        for (const stake of compounding)
          deltas.set(stake.planId, (deltas.get(stake.planId) ?? 0n) + stake.termIncome);
        await moveStaked(tx, deltas, now);
      }
      if (ending.length) {
        const window = '(select p.claim_window_days from staking_plan p where p.id = stake.plan_id)';
        await runStatement(
          tx,
          `update stake set state = 'claimable', claim_deadline = ${plusDays('end_at', window)}, updated_at = ?
           where id in (${placeholders(ending)}) and state = 'completed'`,
          [now, ...ending.map((stake) => stake.id)],
        );
      }
      result.compounded = compounding.length;
      result.claimable = ending.length;
      return result;
    });
  }

  /** Pays back up to `ID_BATCH` claimable stakes past their window (`stake_expired_payback`). */
  async function expireBatch(em: EntityManager, now: Date) {
    return inTransaction(em, async (tx) => {
      if (!(await lease.take(tx))) return null;
      const ids = (
        await queryRows<{ id: unknown }>(
          tx,
          `select id from stake where state = 'claimable' and claim_deadline <= ? order by claim_deadline, id limit ?`,
          [now, ID_BATCH],
        )
      ).map((row) => Number(row.id));
      if (!ids.length) return 0;
      const stakes = await lockStakes(tx, ids, 'claimable');
      if (!stakes.length) return 0;
      const expiring = stakes.map((stake) => stake.id);
      const at = clock.now();
      await runStatement(
        tx,
        `update stake set state = 'expired', paid_out = principal + term_income, closed_at = ?, updated_at = ?
         where id in (${placeholders(expiring)}) and state = 'claimable'`,
        [at, at, ...expiring],
      );
      const deltas = new Map<number, bigint>();
      for (const stake of stakes)
        deltas.set(stake.planId, (deltas.get(stake.planId) ?? 0n) - stake.principal);
      await moveStaked(tx, deltas, at);
      const batchKey = newBatchKey();
      for (const asset of new Set(stakes.map((stake) => stake.asset))) {
        const these = `from stake where id in (${placeholders(expiring)}) and asset = ?`;
        await batches.post(tx, {
          type: 'stake_expired_payback',
          actor: ACTOR,
          asset,
          memo: `expired stakes paid back (${batchKey})`,
          source: {
            sql: `select stake_account_id as account_id, -paid_out as amount ${these}
                  union all select pay_account_id, paid_out ${these}`,
            params: [...expiring, asset, ...expiring, asset],
          },
        });
      }
      return stakes.length;
    });
  }

  /** Plans with income waiting for their pool. */
  const waitingPlans = async (em: EntityManager) =>
    (
      await queryRows<{ plan_id: unknown }>(
        em,
        `select distinct plan_id from stake_income where state = 'pending' order by plan_id`,
      )
    ).map((row) => Number(row.plan_id));

  return {
    /**
     * One pass at the clock's now: pays waiting income where pools now cover it, records every
     * due day, ends the terms whose days are all paid in, and pays back stakes past their
     * window. Ends a step early when another process holds the lease: that process runs it.
     */
    async runPass(em: EntityManager): Promise<StakingRun> {
      const run: StakingRun = {
        accrued: 0,
        paid: 0,
        pending: 0,
        claimable: 0,
        compounded: 0,
        expired: 0,
        batches: 0,
      };
      await lease.ensure(em);
      const assets = await plansOf(em.fork());
      // Every pool exists and is committed before any batch: batches then name them by id.
      await batches.prepareAccounts(
        em,
        [...assets].map(([planId, asset]) => poolOf(planId, asset)),
      );
      const step = async () => {
        run.batches += 1;
        await afterBatch?.(run);
      };
      for (const planId of await waitingPlans(em.fork())) {
        for (;;) {
          const paid = await payPendingBatch(em, planId, assets.get(planId)!);
          if (!paid) break;
          run.paid += paid;
          await step();
        }
      }
      const now = clock.now();
      for (;;) {
        const batch = await accrueBatch(em, now, assets);
        if (!batch?.accrued) break;
        run.accrued += batch.accrued;
        run.paid += batch.paid;
        run.pending += batch.pending;
        await step();
      }
      for (;;) {
        const batch = await finishBatch(em);
        if (!batch || batch.claimable + batch.compounded === 0) break;
        run.claimable += batch.claimable;
        run.compounded += batch.compounded;
        await step();
      }
      // A term compounded above may already be due again (catching up): the next pass records it.
      for (;;) {
        const expired = await expireBatch(em, now);
        if (!expired) break;
        run.expired += expired;
        await step();
      }
      return run;
    },
  };
}

export type StakingSettler = ReturnType<typeof createStakingSettler>;

/** Runs a staking pass every `everyMs` (and once soon after start); answers a stop function. */
export function scheduleStakingSettlement(
  settler: StakingSettler,
  em: EntityManager,
  logger: Logger,
  everyMs = 10_000,
): () => Promise<void> {
  return scheduleJob(
    'staking income',
    async () => {
      const run = await settler.runPass(em);
      if (run.accrued || run.paid || run.claimable || run.compounded || run.expired)
        logger.info(run, 'staking income');
      if (run.pending) logger.warn(run, 'staking income waits: a plan pool cannot pay');
    },
    { everyMs, logger },
  );
}
