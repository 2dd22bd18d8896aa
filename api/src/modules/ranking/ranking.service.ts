import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import { platformDay, platformDayStart, weekMonday, type Clock } from '../../platform/clock.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { teamJoinedBetween } from '../account/member-tree.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { createSettlementLease, type SettlementLease } from '../ledger/settlement-lease.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { investedBetween } from '../vip/vip-metrics.ts';
import type { RankBoardName, RankingRun, RankPeriod } from './ranking.contract.ts';

export const RANK_BOARDS = ['invested', 'team'] as const satisfies readonly RankBoardName[];
export const RANK_PERIODS = ['week', 'all'] as const satisfies readonly RankPeriod[];

/** How many places a member sees. */
export const TOP_PLACES = 50;
/** Rows per insert statement when a board is written. */
const INSERT_BATCH = 1000;
const WEEK_MS = 7 * 86_400_000;
/** All time, as bounds the period queries take. */
const ALL_TIME = { from: new Date(0), to: new Date('9999-12-31T00:00:00Z') };

/** The span a board covers: the key its rows are stored under, and its bounds (none for all time). */
export type RankWindowSpan = { period: RankPeriod; key: string; from: Date | null; to: Date | null };

/** The platform's week in India that `at` falls in: Monday 00:00 IST to the next Monday. */
export function weekOf(at: Date): RankWindowSpan {
  const monday = weekMonday(platformDay(at));
  const from = platformDayStart(monday);
  return { period: 'week', key: `week:${monday}`, from, to: new Date(from.getTime() + WEEK_MS) };
}

/** The span of `period` at `at`. */
export const spanOf = (period: RankPeriod, at: Date): RankWindowSpan =>
  period === 'week' ? weekOf(at) : { period: 'all', key: 'all', from: null, to: null };

/** A member's place: 1 for the highest value. */
export type RankedMember = { memberId: number; value: bigint; position: number };

/**
 * Orders members by value, highest first; equal values take consecutive places, the lower member id
 * (the older account) first, so an order never depends on how the database returned the rows.
 * Members with nothing (zero or less) are not ranked.
 */
export function rankValues(values: ReadonlyMap<number, bigint>): RankedMember[] {
  return [...values]
    .filter(([, value]) => value > 0n)
    .sort(([idA, a], [idB, b]) => (a === b ? idA - idB : a > b ? -1 : 1))
    .map(([memberId, value], index) => ({ memberId, value, position: index + 1 }));
}

/** What each member reached on `board` in the span (members with nothing are absent). */
async function valuesOf(em: EntityManager, board: RankBoardName, span: RankWindowSpan) {
  const bounds = span.from && span.to ? { from: span.from, to: span.to } : ALL_TIME;
  // The VIP module's one definition of "invested" (ADR 0028); the tree's count of who joined.
  if (board === 'invested') return investedBetween(em, bounds);
  const joined = await teamJoinedBetween(em, bounds);
  return new Map([...joined].map(([memberId, count]) => [memberId, BigInt(count)]));
}

/** The stored state of one board: when it was computed and how many it ranks (null: never computed). */
export type StoredBoard = { computedAt: Date; total: number } | null;

async function storedBoard(em: EntityManager, board: RankBoardName, key: string): Promise<StoredBoard> {
  const [row] = await queryRows<{ computed_at: unknown; entries: unknown }>(
    em,
    'select computed_at, entries from ranking_board where board = ? and period = ?',
    [board, key],
  );
  return row ? { computedAt: toDate(row.computed_at), total: Number(row.entries) } : null;
}

const runOf = (
  board: RankBoardName,
  span: RankWindowSpan,
  outcome: RankingRun['outcome'],
  stored: StoredBoard,
): RankingRun => ({
  board,
  period: span.period,
  periodKey: span.key,
  outcome,
  total: stored?.total ?? 0,
  computedAt: stored?.computedAt.toISOString() ?? null,
});

/** A stored place with the member's name as it is now. */
export type RankRow = { position: number; memberId: number; nickname: string; value: bigint };

type Deps = { clock: Clock; dialect: Dialect };

/**
 * The rankings (ADR 0030): every board is computed by a job from the platform's figures and stored
 * whole (`ranking_entry`, `ranking_board`); requests only read what is stored. A board is replaced
 * in one transaction under its lease, and never by figures older than those already stored, so any
 * number of processes may run the job.
 */
export function createRankingService({ clock, dialect }: Deps) {
  const leases = new Map<string, SettlementLease>();
  const ensured = new Set<string>();
  const leaseOf = async (em: EntityManager, board: RankBoardName, period: RankPeriod) => {
    const key = `ranking:${board}:${period}`;
    let lease = leases.get(key);
    if (!lease) leases.set(key, (lease = createSettlementLease({ dialect, clock, key })));
    if (!ensured.has(key)) {
      await lease.ensure(em);
      ensured.add(key);
    }
    return lease;
  };

  /** Writes `ranked` as the board of `span`, unless what is stored was read later than `readAt`. */
  async function replaceBoard(
    em: EntityManager,
    board: RankBoardName,
    span: RankWindowSpan,
    ranked: RankedMember[],
    readAt: Date,
  ): Promise<RankingRun> {
    const lease = await leaseOf(em, board, span.period);
    const run = (outcome: RankingRun['outcome'], stored: StoredBoard) => runOf(board, span, outcome, stored);
    return lease.inTransaction(em, async (tx) => {
      // Another process is writing this board now: its figures are as fresh as these.
      if (!(await lease.take(tx))) return run('skipped', await storedBoard(tx, board, span.key));
      const stored = await storedBoard(tx, board, span.key);
      if (stored && stored.computedAt > readAt) return run('skipped', stored);
      const { key } = span;
      // This week's board replaces the one before; older weeks are not kept (a later week, which a
      // slow pass from before Monday may find, is left alone).
      const same = span.period === 'week' ? "period like 'week:%' and period <= ?" : 'period = ?';
      const params = [board, key];
      await runStatement(tx, `delete from ranking_entry where board = ? and ${same}`, params);
      await runStatement(tx, `delete from ranking_board where board = ? and ${same}`, params);
      for (let start = 0; start < ranked.length; start += INSERT_BATCH) {
        const batch = ranked.slice(start, start + INSERT_BATCH);
        await runStatement(
          tx,
          `insert into ranking_entry (board, period, member_id, position, value) values ${batch
            .map(() => '(?, ?, ?, ?, ?)')
            .join(', ')}`,
          batch.flatMap((entry) => [board, key, entry.memberId, entry.position, entry.value]),
        );
      }
      await runStatement(
        tx,
        'insert into ranking_board (board, period, entries, computed_at) values (?, ?, ?, ?)',
        [board, key, ranked.length, readAt],
      );
      return run('computed', { computedAt: readAt, total: ranked.length });
    });
  }

  /**
   * Computes every board of every period from the figures as they are now. With `freshWithinMs`
   * (the job), a board computed that recently, by any process, is left as it is.
   */
  async function runPass(em: EntityManager, options: { freshWithinMs?: number } = {}): Promise<RankingRun[]> {
    const runs: RankingRun[] = [];
    for (const period of RANK_PERIODS) {
      for (const board of RANK_BOARDS) {
        const readAt = clock.now();
        const span = spanOf(period, readAt);
        if (options.freshWithinMs) {
          const stored = await storedBoard(em.fork(), board, span.key);
          if (stored && readAt.getTime() - stored.computedAt.getTime() < options.freshWithinMs) {
            runs.push(runOf(board, span, 'skipped', stored));
            continue;
          }
        }
        const ranked = rankValues(await valuesOf(em.fork(), board, span));
        runs.push(await replaceBoard(em, board, span, ranked, readAt));
      }
    }
    return runs;
  }

  return {
    runPass,

    /** Computes every board now for an operator (the console, `rankings:run`), recording who and why. */
    async recompute(em: EntityManager, by: ActedBy): Promise<RankingRun[]> {
      const boards = await runPass(em);
      await em.fork().transactional((tx) =>
        recordOperatorAction(tx, clock, {
          ...by,
          action: 'rankings_recompute',
          detail: {
            boards: boards.map(({ board, periodKey, outcome, total }) => ({
              board,
              periodKey,
              outcome,
              total,
            })),
          },
        }),
      );
      return boards;
    },

    /** The span of `period` now, and the stored state of its board. */
    async status(em: EntityManager, board: RankBoardName, period: RankPeriod) {
      const span = spanOf(period, clock.now());
      return { span, stored: await storedBoard(em, board, span.key) };
    },

    /** Stored places `offset + 1` to `offset + limit` of a board, with each member's nickname. */
    async places(
      em: EntityManager,
      board: RankBoardName,
      key: string,
      { limit, offset = 0 }: { limit: number; offset?: number },
    ): Promise<RankRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select e.position, e.member_id, e.value, m.nickname
         from ranking_entry e join member m on m.id = e.member_id
         where e.board = ? and e.period = ? and e.position > ? and e.position <= ?
         order by e.position`,
        [board, key, offset, offset + limit],
      );
      return rows.map((row) => ({
        position: Number(row.position),
        memberId: Number(row.member_id),
        nickname: String(row.nickname),
        value: toBigInt(row.value),
      }));
    },

    /** A member's stored place on a board, or null when they are not on it. */
    async placeOf(em: EntityManager, board: RankBoardName, key: string, memberId: number) {
      const [row] = await queryRows<{ position: unknown; value: unknown }>(
        em,
        'select position, value from ranking_entry where board = ? and period = ? and member_id = ?',
        [board, key, memberId],
      );
      return row ? { position: Number(row.position), value: toBigInt(row.value) } : null;
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;

/**
 * Runs the rankings every `everyMs` (and once soon after start) in this process; a board another
 * process computed within half that time is left alone. Answers a stop function.
 */
export function scheduleRankings(
  rankings: RankingService,
  em: EntityManager,
  logger: Logger,
  everyMs: number,
): () => Promise<void> {
  return scheduleJob(
    'rankings',
    async () => {
      const runs = await rankings.runPass(em, { freshWithinMs: everyMs / 2 });
      const computed = runs.filter((run) => run.outcome === 'computed');
      // Every few minutes in every process: worth a line only when looking closely.
      if (computed.length)
        logger.debug(
          { boards: computed.map((run) => `${run.board}:${run.periodKey}=${run.total}`) },
          'rankings computed',
        );
    },
    { everyMs, logger },
  );
}
