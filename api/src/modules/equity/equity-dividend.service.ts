import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { platformAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { createSettlementLease } from '../ledger/settlement-lease.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import type { EquityHoldingService } from './equity-holding.service.ts';
import { inr } from './equity-math.ts';
import type { EquityService } from './equity.service.ts';

/** What one pass did. */
export type DividendRun = {
  /** Payouts recorded (paid at once or left pending). */
  recorded: number;
  /** Payouts paid (new and pending ones). */
  paid: number;
  /** Payouts left waiting for a dividend pool in this pass. */
  pending: number;
  /** Waiting buybacks paid. */
  buybacks: number;
  batches: number;
};

export type DividendView = {
  id: number;
  offeringId: number;
  period: string;
  perShare: bigint;
  reinvestPrice: bigint;
  recordAt: Date;
  state: 'open' | 'done';
  declaredBy: string;
  createdAt: Date;
  payouts: number;
  paid: bigint;
  pending: bigint;
};

type Deps = {
  dialect: Dialect;
  clock: Clock;
  offerings: EquityService;
  holdings: EquityHoldingService;
  /** Holdings per batch (one transaction, a few statements). */
  batchSize?: number;
  /** Called after each committed batch; tests stop a pass half way with it. */
  afterBatch?: (run: DividendRun) => void | Promise<void>;
};

const ACTOR = 'system:equity';
const LEASE = 'equity_dividend_lease';
const newBatchKey = () => `${Date.now().toString(36)}${randomBytes(6).toString('base64url')}`;

/**
 * Equity dividends (ADR 0024): operators declare a per-share amount for a period; a set-based
 * pass (ADR 0013: the settlement lease, batches, the unique (dividend, holding) key) records one
 * payout per holding held at the declaration and pays it from the offering's dividend pool, to
 * the balance (`equity_dividend`) or, with auto-compounding on, as shares at the declaration
 * day's price into the holding (`equity_reinvest`). A pool that cannot pay leaves payouts
 * `pending`, paid oldest first once topped up. The same pass pays waiting buybacks.
 */
export function createEquityDividends({
  dialect,
  clock,
  offerings,
  holdings,
  batchSize = 5_000,
  afterBatch,
}: Deps) {
  const batches = createBatchPoster({ dialect, clock });
  const mysql = dialect === 'mysql';
  const div = mysql ? 'div' : '/';
  const forUpdate = mysql ? ' for update' : '';
  const lease = createSettlementLease({ dialect, clock, key: LEASE });

  async function pool(tx: EntityManager, offeringId: number) {
    const [account] = await batches.ensureAccounts(tx, [
      platformAccount('equity_dividend_pool', 'INR', offeringId),
    ]);
    const [row] = await queryRows<{ balance: unknown }>(
      tx,
      `select balance from ledger_account where id = ?${forUpdate}`,
      [account!.id],
    );
    return { id: account!.id, balance: toBigInt(row?.balance ?? 0) };
  }

  /**
   * Pays the payouts of `batchKey` (one offering's): reinvested ones of holdings no longer held
   * go to the balance; one entry to balances and one into equity accounts; the holdings' cost,
   * shares and dividends grow; the offering's shares sold count the reinvested shares.
   */
  async function pay(tx: EntityManager, offeringId: number, poolId: number, batchKey: string) {
    const now = clock.now();
    const inBatch = 'select holding_id from equity_dividend_payout where batch_key = ?';
    // The holdings first, in id order, as buybacks take them before their accounts.
    if (mysql)
      await queryRows(tx, `select id from equity_holding where id in (${inBatch}) order by id for update`, [
        batchKey,
      ]);
    await runStatement(
      tx,
      `update equity_dividend_payout set reinvest = 0,
         account_id = (select h.balance_account_id from equity_holding h where h.id = equity_dividend_payout.holding_id)
       where batch_key = ? and reinvest = 1
         and holding_id in (select id from equity_holding where state <> 'held')`,
      [batchKey],
    );
    await runStatement(
      tx,
      `update equity_dividend_payout set shares_added = (amount * 1000000) ${div}
         (select d.reinvest_price from equity_dividend d where d.id = equity_dividend_payout.dividend_id)
       where batch_key = ? and reinvest = 1`,
      [batchKey],
    );
    for (const [reinvest, type] of [
      [0, 'equity_dividend'],
      [1, 'equity_reinvest'],
    ] as const) {
      const of = `from equity_dividend_payout where batch_key = ? and reinvest = ${reinvest}`;
      await batches.post(tx, {
        type,
        actor: ACTOR,
        memo: `equity offering #${offeringId} dividends (${batchKey})`,
        source: {
          sql: `select account_id, amount ${of} union all select ?, -coalesce(sum(amount), 0) ${of}`,
          params: [batchKey, poolId, batchKey],
        },
      });
    }
    const sumOf = (column: string, reinvest: number) =>
      `(select coalesce(sum(p.${column}), 0) from equity_dividend_payout p
        where p.batch_key = ? and p.reinvest = ${reinvest} and p.holding_id = equity_holding.id)`;
    await runStatement(
      tx,
      `update equity_holding set dividends_paid = dividends_paid + ${sumOf('amount', 0)}, updated_at = ?
       where id in (select holding_id from equity_dividend_payout where batch_key = ? and reinvest = 0)`,
      [batchKey, now, batchKey],
    );
    await runStatement(
      tx,
      `update equity_holding set amount = amount + ${sumOf('amount', 1)}, shares = shares + ${sumOf('shares_added', 1)},
         dividends_reinvested = dividends_reinvested + ${sumOf('amount', 1)}, updated_at = ?
       where id in (select holding_id from equity_dividend_payout where batch_key = ? and reinvest = 1)`,
      [batchKey, batchKey, batchKey, now, batchKey],
    );
    await runStatement(
      tx,
      `update equity_offering set shares_sold = shares_sold +
         (select coalesce(sum(shares_added), 0) from equity_dividend_payout where batch_key = ?), updated_at = ?
       where id = ?`,
      [batchKey, now, offeringId],
    );
    await runStatement(
      tx,
      `update equity_dividend_payout set state = 'paid', paid_at = ?, updated_at = ? where batch_key = ?`,
      [now, now, batchKey],
    );
  }

  /** Records the next payouts of a dividend (up to `batchSize` holdings) and pays them if the pool can. */
  async function recordBatch(
    em: EntityManager,
    dividend: { id: number; offeringId: number; recordAt: Date },
  ) {
    return lease.inTransaction(em, async (tx) => {
      if (!(await lease.take(tx))) return null;
      const batchKey = newBatchKey();
      const now = clock.now();
      const inserted = await runStatement(
        tx,
        `insert into equity_dividend_payout (created_at, updated_at, dividend_id, holding_id, offering_id, member_id,
           account_id, amount, reinvest, shares_added, state, batch_key, paid_at)
         select ?, ?, d.id, h.id, h.offering_id, h.member_id,
           case when h.auto_compound = 1 then h.equity_account_id else h.balance_account_id end,
           (h.shares * d.per_share) ${div} 1000000, h.auto_compound, 0, 'new', ?, null
         from equity_dividend d join equity_holding h on h.offering_id = d.offering_id
         where d.id = ? and h.state = 'held' and h.subscribed_at <= d.record_at
           and not exists (select 1 from equity_dividend_payout p where p.dividend_id = d.id and p.holding_id = h.id)
         order by h.id limit ?`,
        [now, now, batchKey, dividend.id, batchSize],
      );
      const recorded = inserted.affectedRows;
      if (!recorded) return { recorded: 0, paid: 0, pending: 0 };
      const [sums] = await queryRows<{ total: unknown }>(
        tx,
        'select coalesce(sum(amount), 0) as total from equity_dividend_payout where batch_key = ?',
        [batchKey],
      );
      const dividendPool = await pool(tx, dividend.offeringId);
      const [older] = await queryRows(
        tx,
        `select id from equity_dividend_payout where state = 'pending' and offering_id = ? limit 1`,
        [dividend.offeringId],
      );
      if (older || dividendPool.balance < toBigInt(sums?.total ?? 0)) {
        await runStatement(tx, `update equity_dividend_payout set state = 'pending' where batch_key = ?`, [
          batchKey,
        ]);
        return { recorded, paid: 0, pending: recorded };
      }
      await pay(tx, dividend.offeringId, dividendPool.id, batchKey);
      return { recorded, paid: recorded, pending: 0 };
    });
  }

  /** Pays waiting payouts of one offering, oldest first, as far as its pool covers; one batch. */
  async function payPendingBatch(em: EntityManager, offeringId: number) {
    return lease.inTransaction(em, async (tx) => {
      if (!(await lease.take(tx))) return 0;
      const dividendPool = await pool(tx, offeringId);
      const [fits] = await queryRows<{ n: unknown; last: unknown }>(
        tx,
        `select count(*) as n, max(id) as last from (
           select id, sum(amount) over (order by id) as running from (
             select id, amount from equity_dividend_payout where state = 'pending' and offering_id = ? order by id limit ?
           ) p
         ) r where running <= ?`,
        [offeringId, batchSize, dividendPool.balance],
      );
      const n = Number(fits?.n ?? 0);
      if (!n) return 0;
      const batchKey = newBatchKey();
      await runStatement(
        tx,
        `update equity_dividend_payout set state = 'paying', batch_key = ?, updated_at = ?
         where state = 'pending' and offering_id = ? and id <= ?`,
        [batchKey, clock.now(), offeringId, Number(fits!.last)],
      );
      await pay(tx, offeringId, dividendPool.id, batchKey);
      return n;
    });
  }

  /** Waiting buybacks paid in one batch; null when another process holds the lease. */
  const buybackBatch = (em: EntityManager) =>
    lease.inTransaction(em, async (tx) => ((await lease.take(tx)) ? holdings.payWaiting(tx, 100) : null));

  async function listDividends(em: EntityManager, where: string, params: unknown[]): Promise<DividendView[]> {
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select d.id, d.offering_id, d.period, d.per_share, d.reinvest_price, d.record_at, d.state, d.declared_by,
         d.created_at,
         (select count(*) from equity_dividend_payout p where p.dividend_id = d.id) as payouts,
         (select coalesce(sum(amount), 0) from equity_dividend_payout p where p.dividend_id = d.id and p.state = 'paid') as paid,
         (select coalesce(sum(amount), 0) from equity_dividend_payout p where p.dividend_id = d.id and p.state <> 'paid') as pending
       from equity_dividend d where ${where} order by d.id desc`,
      params,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      offeringId: Number(row.offering_id),
      period: String(row.period),
      perShare: toBigInt(row.per_share),
      reinvestPrice: toBigInt(row.reinvest_price),
      recordAt: toDate(row.record_at),
      state: String(row.state) as 'open' | 'done',
      declaredBy: String(row.declared_by),
      createdAt: toDate(row.created_at),
      payouts: Number(row.payouts),
      paid: toBigInt(row.paid),
      pending: toBigInt(row.pending),
    }));
  }

  return {
    list: (em: EntityManager, offeringId: number) => listDividends(em, 'd.offering_id = ?', [offeringId]),

    /**
     * Declares a dividend of `perShare` paise a share for a period of an offering, to every
     * holding held now, reinvested at today's price; audited. A period is declared once.
     */
    async declare(em: EntityManager, offeringId: number, period: string, perShare: bigint, by: ActedBy) {
      if (perShare <= 0n) throw new ApiError(422, 'equity.perShareInvalid');
      try {
        return await em.transactional(async (tx) => {
          await offerings.get(tx, offeringId);
          const price = await offerings.priceOn(tx, offeringId);
          if (!price) throw new ApiError(422, 'equity.noPrice');
          const now = clock.now();
          const inserted = await runStatement(
            tx,
            `insert into equity_dividend (created_at, updated_at, offering_id, period, per_share, record_at,
               reinvest_price, state, declared_by, reason) values (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
            [
              now,
              now,
              offeringId,
              period,
              perShare,
              now,
              price.price,
              by.actor.slice(0, 80),
              by.reason ?? null,
            ],
          );
          const id = Number(inserted.insertId);
          await recordOperatorAction(tx, clock, {
            ...by,
            action: 'equity_dividend_declare',
            detail: {
              offeringId,
              dividendId: id,
              period,
              perShare: inr(perShare),
              reinvestPrice: inr(price.price),
            },
          });
          return (await listDividends(tx, 'd.id = ?', [id]))[0]!;
        });
      } catch (error) {
        if (dbErrorKind(error) === 'duplicate')
          throw new ApiError(422, 'equity.periodDeclared', { params: { period } });
        throw error;
      }
    },

    /**
     * One pass at the clock's now: pays waiting buybacks and waiting payouts where pools now
     * cover them, then records and pays the payouts of every open dividend, a batch at a time.
     * Ends early when another process holds the lease: that process is paying.
     */
    async runPass(em: EntityManager): Promise<DividendRun> {
      const run: DividendRun = { recorded: 0, paid: 0, pending: 0, buybacks: 0, batches: 0 };
      await lease.ensure(em);
      const offeringIds = (await queryRows<{ id: unknown }>(em.fork(), 'select id from equity_offering')).map(
        (r) => Number(r.id),
      );
      await batches.prepareAccounts(
        em,
        offeringIds.map((id) => platformAccount('equity_dividend_pool', 'INR', id)),
      );
      for (;;) {
        const paid = await buybackBatch(em);
        if (!paid) break;
        run.buybacks += paid;
        run.batches += 1;
        await afterBatch?.(run);
      }
      const waiting = await queryRows<{ offering_id: unknown }>(
        em.fork(),
        `select distinct offering_id from equity_dividend_payout where state = 'pending' order by offering_id`,
      );
      for (const row of waiting) {
        for (;;) {
          const paid = await payPendingBatch(em, Number(row.offering_id));
          if (!paid) break;
          run.paid += paid;
          run.batches += 1;
          await afterBatch?.(run);
        }
      }
      const open = await queryRows<Record<string, unknown>>(
        em.fork(),
        `select id, offering_id, record_at from equity_dividend where state = 'open' order by id`,
      );
      for (const row of open) {
        const dividend = {
          id: Number(row.id),
          offeringId: Number(row.offering_id),
          recordAt: toDate(row.record_at),
        };
        let complete = false;
        for (;;) {
          const batch = await recordBatch(em, dividend);
          if (!batch) break;
          if (!batch.recorded) {
            complete = true;
            break;
          }
          run.recorded += batch.recorded;
          run.paid += batch.paid;
          run.pending += batch.pending;
          run.batches += 1;
          await afterBatch?.(run);
        }
        if (complete)
          await runStatement(
            em.fork(),
            `update equity_dividend set state = 'done', updated_at = ? where id = ? and not exists
               (select 1 from equity_dividend_payout p where p.dividend_id = ? and p.state <> 'paid')`,
            [clock.now(), dividend.id, dividend.id],
          );
      }
      return run;
    },
  };
}

export type EquityDividends = ReturnType<typeof createEquityDividends>;

/** Runs a dividend pass every `everyMs` (and once soon after start); answers a stop function. */
export function scheduleEquityDividends(
  dividends: EquityDividends,
  em: EntityManager,
  logger: Logger,
  everyMs = 10_000,
): () => Promise<void> {
  return scheduleJob(
    'equity dividends',
    async () => {
      const run = await dividends.runPass(em);
      if (run.recorded || run.paid || run.buybacks) logger.info(run, 'equity dividends');
      if (run.pending) logger.warn(run, 'equity dividends wait: a dividend pool cannot pay');
    },
    { everyMs, logger },
  );
}
