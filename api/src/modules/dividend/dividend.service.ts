import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import { addDays, platformDay, weekMonday, type Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { createSettlementLease } from '../ledger/settlement-lease.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { HELD_BY_MEMBER_SQL } from '../vip/vip-metrics.ts';
import type { VipService } from '../vip/vip.service.ts';
import { saveSetting } from '../withdrawal/platform-setting.entity.ts';
import { splitByWeight, type Weighted } from './dividend-split.ts';

/** The level whose members share the dividend. */
export const DIVIDEND_LEVEL = 5;
/** The most finance may pay in a week: the whole reserve (10,000 basis points). */
export const MAX_SHARE_BPS = 10_000;
/** Who the weekly job runs as. */
export const JOB_ACTOR = 'system:dividend';
/** The largest parts a preview shows. */
const TOP = 10;
/** Payout rows per insert statement. */
const INSERT_ROWS = 10_000;

const SETTING_KEY = 'dividend';
const RESERVE_CODE = accountCode(platformAccount('reserve_fund', 'INR'));

export type DividendSettings = { shareBps: number };

/** What a run would pay now: the reserve's share divided among the VIP5 members by holdings. */
export type DividendPlan = {
  shareBps: number;
  reserve: bigint;
  total: bigint;
  weightTotal: bigint;
  members: Weighted[];
  parts: bigint[];
};

/** A paid run as stored. */
export type DividendRunRecord = {
  id: number;
  week: string;
  shareBps: number;
  reserve: bigint;
  total: bigint;
  members: number;
  weightTotal: bigint;
  entryId: number;
  actor: string;
  createdAt: Date;
  finishedAt: Date;
};

type Row = Record<string, unknown>;

const runOf = (row: Row): DividendRunRecord => ({
  id: Number(row.id),
  week: String(row.week),
  shareBps: Number(row.share_bps),
  reserve: toBigInt(row.reserve),
  total: toBigInt(row.total),
  members: Number(row.members),
  weightTotal: toBigInt(row.weight_total),
  entryId: Number(row.entry_id),
  actor: String(row.actor),
  createdAt: toDate(row.created_at),
  finishedAt: toDate(row.finished_at),
});

/** Thrown inside a run's transaction to roll it back when there is nothing to pay. */
class NothingToPay extends Error {
  readonly key: 'dividend.reserveTooSmall' | 'dividend.noMembers';
  constructor(key: 'dividend.reserveTooSmall' | 'dividend.noMembers') {
    super(key);
    this.key = key;
  }
}

type Deps = { clock: Clock; dialect: Dialect; vip: Pick<VipService, 'levels'> };

/**
 * The VIP5 weekly reserve dividend (ADR 0031): each platform week, once it has ended, finance's
 * share of the reserve fund is divided among VIP5 members by what they hold in products, exactly
 * to the paisa, and paid in one transaction with one journal entry (`vip_dividend`).
 */
export function createDividendService({ clock, dialect, vip }: Deps) {
  const mysql = dialect === 'mysql';
  const batches = createBatchPoster({ dialect, clock });
  // The unique week row decides which process pays; this only lends the retrying transaction
  // (read committed on MySQL, again after a deadlock or a lock wait).
  const { inTransaction } = createSettlementLease({ dialect, clock, key: 'dividend' });
  const balanceCode = (column: string) =>
    mysql ? `concat('member:', ${column}, ':balance:INR')` : `('member:' || ${column} || ':balance:INR')`;

  /** The week a run now pays for: the last one that ended. */
  const dueWeek = () => addDays(weekMonday(platformDay(clock.now())), -7);

  async function settings(em: EntityManager): Promise<DividendSettings> {
    const [row] = await queryRows<{ value: unknown }>(
      em,
      'select value from platform_setting where setting_key = ?',
      [SETTING_KEY],
    );
    if (!row) return { shareBps: 0 };
    return { shareBps: Number((JSON.parse(String(row.value)) as { shareBps: number }).shareBps) };
  }

  const runOfWeek = async (em: EntityManager, week: string) => {
    const [row] = await queryRows<Row>(em, 'select * from dividend_run where week = ?', [week]);
    return row ? runOf(row) : null;
  };

  /** The run's figures from the reserve and the holdings `em` sees now (locking the reserve in a run). */
  async function plan(em: EntityManager, shareBps: number, lock: boolean): Promise<DividendPlan> {
    const [reserveRow] = await queryRows<{ balance: unknown }>(
      em,
      `select balance from ledger_account where code = ?${lock && mysql ? ' for update' : ''}`,
      [RESERVE_CODE],
    );
    const reserve = toBigInt(reserveRow?.balance ?? 0);
    const total = (reserve * BigInt(shareBps)) / 10_000n;
    const rows = await queryRows<{ member_id: unknown; held: unknown }>(
      em,
      `select m.id as member_id, h.held from member m join (${HELD_BY_MEMBER_SQL}) h on h.member_id = m.id
       where m.vip_level = ? and h.held > 0 order by m.id`,
      [DIVIDEND_LEVEL],
    );
    const members = rows.map((row) => ({ memberId: Number(row.member_id), weight: toBigInt(row.held) }));
    return {
      shareBps,
      reserve,
      total,
      weightTotal: members.reduce((sum, member) => sum + member.weight, 0n),
      members,
      parts: splitByWeight(total, members),
    };
  }

  /** Inserts the run's parts of at least one paisa; answers how many. */
  async function insertPayouts(tx: EntityManager, runId: number, { members, parts }: DividendPlan) {
    // Integers this service computed, written into the text as MikroORM would write them (ADR 0019)
    // without its formatting pass over 40,000 placeholders per statement.
    const rows = members.flatMap((member, index) =>
      parts[index]! > 0n ? [`(${runId}, ${member.memberId}, ${member.weight}, ${parts[index]!})`] : [],
    );
    for (let from = 0; from < rows.length; from += INSERT_ROWS)
      await runStatement(
        tx,
        `insert into dividend_payout (run_id, member_id, weight, amount) values ${rows.slice(from, from + INSERT_ROWS).join(', ')}`,
      );
    return rows.length;
  }

  /** Opens the balance account of every paid member who has none yet, in one statement. */
  async function openBalances(tx: EntityManager, runId: number) {
    const now = clock.now();
    await runStatement(
      tx,
      `insert into ledger_account (created_at, updated_at, code, owner, member_id, kind, asset, allow_negative, balance)
       select ?, ?, ${balanceCode('p.member_id')}, 'member', p.member_id, 'balance', 'INR', 0, 0
       from dividend_payout p
       where p.run_id = ? and not exists (select 1 from ledger_account a where a.code = ${balanceCode('p.member_id')})
       ${mysql ? 'on duplicate key update `id` = `id`' : 'on conflict (`code`) do nothing'}`,
      [now, now, runId],
    );
  }

  /**
   * Pays the week in one transaction: the week's row first (a second process waits on it, then
   * finds the week paid), the reserve locked, the holdings read, the parts inserted, one journal
   * entry from the reserve to every member's balance, the row completed. Nothing to pay rolls back.
   */
  async function pay(em: EntityManager, week: string, shareBps: number, by: ActedBy, operator: boolean) {
    return inTransaction(em, async (tx) => {
      const now = clock.now();
      let inserted;
      try {
        inserted = await runStatement(
          tx,
          `insert into dividend_run (created_at, updated_at, week, share_bps, reserve, total, members, weight_total,
             entry_id, actor, finished_at) values (?, ?, ?, ?, 0, 0, 0, 0, 0, ?, ?)`,
          [now, now, week, shareBps, by.actor.slice(0, 80), now],
        );
      } catch (error) {
        if (dbErrorKind(error) === 'duplicate') return null;
        throw error;
      }
      const runId = Number(inserted.insertId);
      const figures = await plan(tx, shareBps, true);
      if (figures.total === 0n) throw new NothingToPay('dividend.reserveTooSmall');
      if (figures.members.length === 0) throw new NothingToPay('dividend.noMembers');
      const paid = await insertPayouts(tx, runId, figures);
      await openBalances(tx, runId);
      const [reserveAccount] = await batches.ensureAccounts(tx, [platformAccount('reserve_fund', 'INR')]);
      const entry = await batches.post(tx, {
        type: 'vip_dividend',
        actor: by.actor,
        memo: `VIP5 reserve dividend, week of ${week}`,
        source: {
          sql: `select a.id as account_id, p.amount from dividend_payout p
                join ledger_account a on a.code = ${balanceCode('p.member_id')}
                where p.run_id = ? union all select ?, ?`,
          params: [runId, reserveAccount!.id, -figures.total],
        },
      });
      if (!entry) throw new Error(`dividend run ${week}: nothing was posted`);
      const finished = clock.now();
      await runStatement(
        tx,
        `update dividend_run set reserve = ?, total = ?, members = ?, weight_total = ?, entry_id = ?,
           finished_at = ?, updated_at = ? where id = ?`,
        [figures.reserve, figures.total, paid, figures.weightTotal, entry.entryId, finished, finished, runId],
      );
      if (operator)
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'dividend_run',
          detail: { week, shareBps, total: formatAmount(figures.total, 'INR'), members: paid },
        });
      return runId;
    });
  }

  // One run at a time in this process (SQLite has one writer; MySQL processes meet at the week's row).
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /**
   * Pays the week that last ended, once: 409 when it is paid already (by this call's rival too),
   * 422 when the dividend is off or there is nothing to pay (nothing is recorded then, so a later
   * run in the same week may still pay it).
   */
  const run = (em: EntityManager, by: ActedBy, operator = false) =>
    oneAtATime(async (): Promise<DividendRunRecord> => {
      const week = dueWeek();
      const { shareBps } = await settings(em.fork());
      if (shareBps <= 0) throw new ApiError(422, 'dividend.off');
      let runId: number | null;
      try {
        runId = await pay(em, week, shareBps, by, operator);
      } catch (error) {
        if (error instanceof NothingToPay) throw new ApiError(422, error.key);
        throw error;
      }
      if (runId === null) throw new ApiError(409, 'dividend.alreadyPaid', { params: { week } });
      return (await runOfWeek(em.fork(), week))!;
    });

  return {
    dueWeek,
    settings,
    run,

    /** What a run would pay now; `week` is the one it pays for (the current week once the last is paid). */
    async preview(em: EntityManager) {
      const { shareBps } = await settings(em);
      const due = dueWeek();
      const paid = await runOfWeek(em, due);
      const figures = await plan(em, shareBps, false);
      const ranked = figures.members
        .map((member, index) => ({ ...member, amount: figures.parts[index]! }))
        .sort((a, b) => (a.amount === b.amount ? a.memberId - b.memberId : a.amount > b.amount ? -1 : 1));
      return {
        week: paid ? addDays(due, 7) : due,
        due: !paid,
        ...figures,
        paid: ranked.filter((part) => part.amount > 0n).length,
        top: ranked.slice(0, TOP),
      };
    },

    /** Sets the weekly share (finance, audited). */
    async setSettings(em: EntityManager, input: DividendSettings, by: ActedBy): Promise<DividendSettings> {
      if (!Number.isInteger(input.shareBps) || input.shareBps < 0 || input.shareBps > MAX_SHARE_BPS)
        throw new ApiError(422, 'dividend.shareInvalid', { params: { max: MAX_SHARE_BPS } });
      const now = clock.now();
      await em.transactional(async (tx) => {
        await saveSetting(tx, SETTING_KEY, JSON.stringify({ shareBps: input.shareBps }), now);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'dividend_settings',
          detail: { shareBps: input.shareBps },
        });
      });
      return { shareBps: input.shareBps };
    },

    async runs(em: EntityManager, page: number, rows: number) {
      const [count] = await queryRows<{ n: unknown }>(em, 'select count(*) as n from dividend_run');
      const list = await queryRows<Row>(
        em,
        'select * from dividend_run order by week desc limit ? offset ?',
        [rows, (page - 1) * rows],
      );
      return { list: list.map(runOf), total: Number(count?.n ?? 0) };
    },

    findRun: async (em: EntityManager, runId: number) => {
      const [row] = await queryRows<Row>(em, 'select * from dividend_run where id = ?', [runId]);
      return row ? runOf(row) : null;
    },

    /** A run's parts by member id. */
    async payouts(em: EntityManager, runId: number, page: number, rows: number) {
      const [count] = await queryRows<{ n: unknown }>(
        em,
        'select count(*) as n from dividend_payout where run_id = ?',
        [runId],
      );
      const list = await queryRows<Row>(
        em,
        'select member_id, weight, amount from dividend_payout where run_id = ? order by member_id limit ? offset ?',
        [runId, rows, (page - 1) * rows],
      );
      return {
        list: list.map((row) => ({
          memberId: Number(row.member_id),
          weight: toBigInt(row.weight),
          amount: toBigInt(row.amount),
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** The member's dividends, newest week first. */
    async mine(em: EntityManager, memberId: number, page: number, rows: number) {
      const [count] = await queryRows<{ n: unknown }>(
        em,
        'select count(*) as n from dividend_payout where member_id = ?',
        [memberId],
      );
      const list = await queryRows<Row>(
        em,
        `select r.week, p.amount, r.finished_at from dividend_payout p join dividend_run r on r.id = p.run_id
         where p.member_id = ? order by r.week desc limit ? offset ?`,
        [memberId, rows, (page - 1) * rows],
      );
      return {
        list: list.map((row) => ({
          week: String(row.week),
          amount: toBigInt(row.amount),
          paidAt: toDate(row.finished_at),
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** The reserve page's card: the share, the last run, the member's last dividend and VIP5's requirements. */
    async summary(em: EntityManager, memberId: number) {
      const [[last], [mine], [member], levels, { shareBps }] = await Promise.all([
        queryRows<Row>(em, 'select week, total, members from dividend_run order by week desc limit 1'),
        queryRows<Row>(
          em,
          `select r.week, p.amount from dividend_payout p join dividend_run r on r.id = p.run_id
           where p.member_id = ? order by r.week desc limit 1`,
          [memberId],
        ),
        queryRows<Row>(em, 'select vip_level from member where id = ?', [memberId]),
        vip.levels(em),
        settings(em),
      ]);
      return {
        shareBps,
        vip5: Number(member?.vip_level ?? 0) === DIVIDEND_LEVEL,
        lastRun: last
          ? { week: String(last.week), total: toBigInt(last.total), members: Number(last.members) }
          : null,
        mine: mine ? { week: String(mine.week), amount: toBigInt(mine.amount) } : null,
        vip5Requires: levels.find((rule) => rule.level === DIVIDEND_LEVEL) ?? null,
      };
    },
  };
}

export type DividendService = ReturnType<typeof createDividendService>;

/**
 * Pays the week just ended soon after it ends: every `everyMs` (10 minutes) it runs the due week
 * unless the dividend is off, the week is paid, or there is nothing to pay yet (a later pass in
 * the week pays once the reserve or the holdings allow). Several processes may run it.
 */
export function scheduleDividends(
  dividends: DividendService,
  em: EntityManager,
  logger: Logger,
  everyMs = 600_000,
): () => Promise<void> {
  return scheduleJob(
    'VIP5 dividend',
    async () => {
      const fork = em.fork();
      if ((await dividends.settings(fork)).shareBps <= 0) return;
      const [paid] = await queryRows(fork, 'select id from dividend_run where week = ?', [
        dividends.dueWeek(),
      ]);
      if (paid) return;
      try {
        const run = await dividends.run(em, { actor: JOB_ACTOR });
        logger.info({ week: run.week, total: String(run.total), members: run.members }, 'VIP5 dividend paid');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        logger.debug({ reason: error.messageKey }, 'VIP5 dividend not paid');
      }
    },
    { everyMs, logger },
  );
}
