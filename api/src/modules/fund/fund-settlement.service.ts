import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { scheduleJob } from '../../platform/jobs.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { createBatchPoster, type LineSource } from '../ledger/batch-poster.ts';
import { createSettlementLease } from '../ledger/settlement-lease.ts';

/** What one pass did. */
export type SettlementRun = {
  /** Income periods recorded (paid at once or left pending). */
  accrued: number;
  /** Income periods paid (new ones and pending ones). */
  paid: number;
  /** Income periods left waiting for a fund's pool in this pass. */
  pending: number;
  /** Orders that reached maturity: principal returned, order completed. */
  matured: number;
  batches: number;
};

type Deps = {
  dialect: Dialect;
  clock: Clock;
  /** Orders per batch (one transaction, a few statements). */
  batchSize?: number;
  /** Called after each committed batch; tests stop a pass half way with it. */
  afterBatch?: (run: SettlementRun) => void | Promise<void>;
};

const ACTOR = 'system:settlement';
/** The `platform_setting` row whose lock is the settlement lease. */
const LEASE = 'fund_settlement_lease';

const newBatchKey = () => `${Date.now().toString(36)}${randomBytes(6).toString('base64url')}`;

/**
 * The settlement engine (ADR 0013). A pass first pays income that waits for its pool (oldest
 * first, as far as each pool covers), then records every due period, a batch of orders at a time.
 * A batch is one transaction holding the settlement lease (`settlement-lease.ts`). The batch
 * is the first `batchSize` due orders by (next due time, id): a range of the `next_due_at` index
 * that every statement of the batch reads the same way.
 *
 * 1. per fund: the batch's gross, shares and maturing orders (one `select … group by`); a fund
 *    whose pool cannot pay the gross (or that still has older income waiting) has its rows
 *    recorded `pending`, the others `paid`;
 * 2. `insert … select` one `fund_income` row per order (its next period); the unique
 *    (order, period) key is the guard against paying a period twice, whatever happens;
 * 3. per paying fund one journal entry: pool −gross, fee income +fee, platform dividend
 *    +dividend, one line per member with the sum of their shares; one entry per kind returning
 *    the principal of orders whose last period this was (locked → balance, trial → promotions);
 * 4. one `update` moves the orders' cursor on by 24 h and completes the matured ones.
 */
export function createFundSettler({ dialect, clock, batchSize = 20_000, afterBatch }: Deps) {
  const batches = createBatchPoster({ dialect, clock });
  const mysql = dialect === 'mysql';
  const nextDay = (column: string) => (mysql ? `${column} + interval 1 day` : `${column} + 86400000`);
  const forUpdate = mysql ? ' for update' : '';
  const lease = createSettlementLease({ dialect, clock, key: LEASE });
  const inTransaction = lease.inTransaction;
  const takeLease = lease.take;

  /** The accounts an income entry of `fundId` moves, created on first use. */
  async function incomeAccounts(tx: EntityManager, fundId: number) {
    const [pool, fee, dividend] = await batches.ensureAccounts(tx, [
      platformAccount('fund_pool', 'INR', fundId),
      platformAccount('fee_income', 'INR'),
      platformAccount('platform_dividend', 'INR'),
    ]);
    return { pool: pool!, fee: fee!, dividend: dividend! };
  }

  async function lockedBalance(tx: EntityManager, accountId: number): Promise<bigint> {
    const [row] = await queryRows<{ balance: unknown }>(
      tx,
      `select balance from ledger_account where id = ?${forUpdate}`,
      [accountId],
    );
    return toBigInt(row?.balance ?? 0);
  }

  type Sums = { n: number; gross: bigint; member: bigint; fee: bigint; dividend: bigint };

  const sumsOf = (row: Record<string, unknown>): Sums => ({
    n: Number(row.n ?? 0),
    gross: toBigInt(row.gross ?? 0),
    member: toBigInt(row.member ?? 0),
    fee: toBigInt(row.fee ?? 0),
    dividend: toBigInt(row.dividend ?? 0),
  });

  /** Posts one fund's income entry: `members` yields (account_id, amount) of the member shares. */
  async function postIncome(
    tx: EntityManager,
    fundId: number,
    batchKey: string,
    sums: Sums,
    members: LineSource,
  ) {
    if (sums.member + sums.fee + sums.dividend !== sums.gross)
      throw new Error(`fund ${fundId} batch ${batchKey}: the parts do not sum to the gross`);
    if (sums.gross === 0n) return;
    const accounts = await incomeAccounts(tx, fundId);
    await batches.post(tx, {
      type: 'fund_income',
      actor: ACTOR,
      memo: `fund #${fundId} income, ${sums.n} payouts (${batchKey})`,
      source: {
        sql: `${members.sql} union all select ?, ? union all select ?, ? union all select ?, ?`,
        params: [
          ...members.params,
          accounts.pool.id,
          -sums.gross,
          accounts.fee.id,
          sums.fee,
          accounts.dividend.id,
          sums.dividend,
        ],
      },
    });
  }

  /** Records the next due period of up to `batchSize` orders; null when another process holds the lease. */
  async function accrueBatch(em: EntityManager, now: Date) {
    return inTransaction(em, async (tx) => {
      const result = { accrued: 0, paid: 0, pending: 0, matured: 0 };
      if (!(await takeLease(tx))) return null;
      const [last] = await queryRows<{ next_due_at: unknown; id: unknown }>(
        tx,
        `select next_due_at, id from (select next_due_at, id from fund_order where next_due_at <= ?
           order by next_due_at, id limit ?) b order by next_due_at desc, id desc limit 1`,
        [now, batchSize],
      );
      if (!last) return result;
      // The batch: due orders up to (and with) the last one, in index order.
      const range = '(o.next_due_at < ? or (o.next_due_at = ? and o.id <= ?))';
      const rangeParams = [last.next_due_at, last.next_due_at, Number(last.id)];
      const batchKey = newBatchKey();

      const funds = await queryRows<Record<string, unknown>>(
        tx,
        `select o.fund_id, count(*) as n, sum(o.gross_daily) as gross, sum(o.member_daily) as member,
           sum(o.fee_daily) as fee, sum(o.dividend_daily) as dividend,
           sum(case when o.next_period >= o.cycle_days then 1 else 0 end) as maturing
         from fund_order o where ${range} group by o.fund_id order by o.fund_id`,
        rangeParams,
      );
      const paying: number[] = [];
      for (const row of funds) {
        const fundId = Number(row.fund_id);
        const sums = sumsOf(row);
        result.accrued += sums.n;
        result.matured += Number(row.maturing ?? 0);
        const accounts = await incomeAccounts(tx, fundId);
        const pool = await lockedBalance(tx, accounts.pool.id);
        const [older] = await queryRows<{ id: unknown }>(
          tx,
          `select id from fund_income where state = 'pending' and fund_id = ? limit 1`,
          [fundId],
        );
        if (older || pool < sums.gross) result.pending += sums.n;
        else {
          paying.push(fundId);
          result.paid += sums.n;
        }
      }

      const paid = paying.length ? `o.fund_id in (${paying.map(() => '?').join(', ')})` : 'false';
      const inserted = await runStatement(
        tx,
        `insert into fund_income (created_at, updated_at, order_id, period, fund_id, member_id, account_id, due_at,
           gross, member_amount, fee, dividend, state, batch_key, paid_at)
         select ?, ?, o.id, o.next_period, o.fund_id, o.member_id, o.income_account_id, o.next_due_at,
           o.gross_daily, o.member_daily, o.fee_daily, o.dividend_daily,
           case when ${paid} then 'paid' else 'pending' end, ?, case when ${paid} then ? else null end
         from fund_order o where ${range}`,
        [now, now, ...paying, batchKey, ...paying, now, ...rangeParams],
      );
      if (inserted.affectedRows !== result.accrued)
        throw new Error(
          `batch ${batchKey}: ${result.accrued} orders due but ${inserted.affectedRows} incomes recorded`,
        );

      for (const row of funds) {
        const fundId = Number(row.fund_id);
        if (!paying.includes(fundId)) continue;
        await postIncome(tx, fundId, batchKey, sumsOf(row), {
          sql: `select o.income_account_id as account_id, o.member_daily as amount from fund_order o
                where ${range} and o.fund_id = ?`,
          params: [...rangeParams, fundId],
        });
      }
      if (result.matured) await returnPrincipal(tx, batchKey, range, rangeParams);

      // MySQL assigns left to right (later ones see earlier results): next_period goes last.
      const lastPeriod = 'next_period >= cycle_days';
      const moved = await runStatement(
        tx,
        `update fund_order as o set
           state = case when ${lastPeriod} then 'completed' else state end,
           completed_at = case when ${lastPeriod} then ? else completed_at end,
           next_due_at = case when ${lastPeriod} then null else ${nextDay('next_due_at')} end,
           updated_at = ?,
           next_period = next_period + 1
         where ${range}`,
        [now, now, ...rangeParams],
      );
      if (moved.affectedRows !== result.accrued)
        throw new Error(
          `batch ${batchKey}: ${result.accrued} incomes but ${moved.affectedRows} orders moved`,
        );
      return result;
    });
  }

  /** One entry per kind returning the principal of the batch's orders whose last period this is. */
  async function returnPrincipal(tx: EntityManager, batchKey: string, range: string, rangeParams: unknown[]) {
    for (const [trial, type] of [
      [0, 'fund_principal_return'],
      [1, 'trial_principal_return'],
    ] as const) {
      const matured = `from fund_order o where ${range} and o.next_period >= o.cycle_days and o.is_trial = ${trial}`;
      await batches.post(tx, {
        type,
        actor: ACTOR,
        memo: `principal of matured fund orders (${batchKey})`,
        source: {
          sql: `select o.principal_account_id as account_id, -o.amount as amount ${matured}
                union all select o.return_account_id, o.amount ${matured}`,
          params: [...rangeParams, ...rangeParams],
        },
      });
    }
  }

  /** Pays waiting income of one fund, oldest first, as far as its pool covers; one batch. */
  async function payPendingBatch(em: EntityManager, fundId: number) {
    return inTransaction(em, async (tx) => {
      if (!(await takeLease(tx))) return 0;
      const accounts = await incomeAccounts(tx, fundId);
      const pool = await lockedBalance(tx, accounts.pool.id);
      const [fits] = await queryRows<{ n: unknown; last: unknown }>(
        tx,
        `select count(*) as n, max(id) as last from (
           select id, sum(gross) over (order by id) as running from (
             select id, gross from fund_income where state = 'pending' and fund_id = ? order by id limit ?
           ) p
         ) r where running <= ?`,
        [fundId, batchSize, pool],
      );
      if (!Number(fits?.n ?? 0)) return 0;
      const batchKey = newBatchKey();
      const now = clock.now();
      // `paying` only inside this transaction: the (state, fund) index finds exactly these rows.
      await runStatement(
        tx,
        `update fund_income set state = 'paying', paid_at = ?, batch_key = ?, updated_at = ?
         where state = 'pending' and fund_id = ? and id <= ?`,
        [now, batchKey, now, fundId, Number(fits!.last)],
      );
      const [row] = await queryRows<Record<string, unknown>>(
        tx,
        `select count(*) as n, sum(gross) as gross, sum(member_amount) as member, sum(fee) as fee,
           sum(dividend) as dividend from fund_income where state = 'paying' and fund_id = ?`,
        [fundId],
      );
      const sums = sumsOf(row ?? {});
      if (!sums.n) return 0;
      await postIncome(tx, fundId, batchKey, sums, {
        sql: `select account_id, member_amount as amount from fund_income where state = 'paying' and fund_id = ?`,
        params: [fundId],
      });
      await runStatement(tx, `update fund_income set state = 'paid' where state = 'paying' and fund_id = ?`, [
        fundId,
      ]);
      return sums.n;
    });
  }

  /** Funds with income waiting for their pool. */
  const waitingFunds = async (em: EntityManager) =>
    (
      await queryRows<{ fund_id: unknown }>(
        em,
        `select distinct fund_id from fund_income where state = 'pending' order by fund_id`,
      )
    ).map((row) => Number(row.fund_id));

  return {
    /**
     * One settlement pass at the clock's now: pays waiting income where pools now cover it, then
     * records every due period (catching up one period per order and batch after downtime). Ends
     * early when another process holds the lease: that process is settling.
     */
    async runPass(em: EntityManager): Promise<SettlementRun> {
      const run: SettlementRun = { accrued: 0, paid: 0, pending: 0, matured: 0, batches: 0 };
      await lease.ensure(em);
      // Every income account exists and is committed before any batch: batches then name them by id.
      const fundIds = (await queryRows<{ id: unknown }>(em.fork(), 'select id from fund')).map((r) =>
        Number(r.id),
      );
      await batches.prepareAccounts(em, [
        platformAccount('fee_income', 'INR'),
        platformAccount('platform_dividend', 'INR'),
        ...fundIds.map((id) => platformAccount('fund_pool', 'INR', id)),
      ]);
      for (const fundId of await waitingFunds(em.fork())) {
        for (;;) {
          const paid = await payPendingBatch(em, fundId);
          if (!paid) break;
          run.paid += paid;
          run.batches += 1;
          await afterBatch?.(run);
        }
      }
      const now = clock.now();
      for (;;) {
        const batch = await accrueBatch(em, now);
        if (!batch?.accrued) break;
        run.accrued += batch.accrued;
        run.paid += batch.paid;
        run.pending += batch.pending;
        run.matured += batch.matured;
        run.batches += 1;
        await afterBatch?.(run);
      }
      return run;
    },
  };
}

export type FundSettler = ReturnType<typeof createFundSettler>;

/** Runs a settlement pass every `everyMs` (and once soon after start); answers a stop function. */
export function scheduleFundSettlement(
  settler: FundSettler,
  em: EntityManager,
  logger: Logger,
  everyMs = 10_000,
): () => Promise<void> {
  return scheduleJob(
    'fund settlement',
    async () => {
      const run = await settler.runPass(em);
      if (run.accrued || run.paid) logger.info(run, 'fund settlement');
      if (run.pending) logger.warn(run, 'fund income waits: a fund pool cannot pay');
    },
    { everyMs, logger },
  );
}
