import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { InsufficientFundsError, type LedgerService, type PostInput } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows, runInOrder, runStatement, type Statement } from '../ledger/sql.ts';
import {
  challengeOf,
  FIGURES_CHUNK,
  meetsTargets,
  progressOf,
  type ChallengeRecord,
} from './challenge.service.ts';

/** The journal key of one member's reward for one challenge: unique, so it is paid at most once anywhere. */
export const rewardKey = (challengeId: number, memberId: number) =>
  `challenge_reward:${challengeId}:${memberId}`;

/** Promotions holds less than the met entrants' rewards: the settlement is undone and waits. */
export class PromotionsShortError extends Error {
  override name = 'PromotionsShortError';
  readonly needed: bigint;
  constructor(needed: bigint) {
    super(`promotions cannot pay ${formatAmount(needed, 'INR')} INR of challenge rewards`);
    this.needed = needed;
  }
}

/** What settling one challenge did. */
export type Settlement =
  | { challengeId: number; settled: true; entrants: number; met: number; paid: bigint }
  /** Not due, or settled already (by this process or another). */
  | { challengeId: number; settled: false; waiting: false }
  /** Promotions cannot pay: nothing was written, and the next pass tries again. */
  | { challengeId: number; settled: false; waiting: true; needed: bigint; available: bigint };

const RETRIES = 5;

type Deps = { clock: Clock; dialect: Dialect; ledger: LedgerService };

/**
 * Settles ended challenges (ADR 0029): each entry judged on what it reached in the window, each met
 * entry paid the reward from `platform:promotions:INR` to the member's balance (`challenge_reward`,
 * keyed per challenge and member), and the challenge moved to `settled`, all in one transaction.
 * The transaction first moves the state with `where state = 'published'`: of two processes, the
 * second waits on that row and then finds nothing to move. When promotions cannot pay every met
 * entrant, the whole transaction is undone: nobody is paid, the challenge stays published, and
 * the shortfall is logged until finance tops promotions up.
 */
export function createChallengeSettler({ clock, dialect, ledger }: Deps) {
  async function settleIn(tx: EntityManager, challengeId: number): Promise<Settlement> {
    const now = clock.now();
    const claimed = await runStatement(
      tx,
      `update challenge set state = 'settled', settled_at = ?, updated_at = ?
       where id = ? and state = 'published' and ends_at <= ?`,
      [now, now, challengeId, now],
    );
    if (claimed.affectedRows === 0) return { challengeId, settled: false, waiting: false };
    const [row] = await queryRows<Record<string, unknown>>(tx, 'select * from challenge where id = ?', [
      challengeId,
    ]);
    const challenge: ChallengeRecord = challengeOf(row!);
    const memberIds = (
      await queryRows<{ member_id: unknown }>(
        tx,
        'select member_id from challenge_entry where challenge_id = ? order by member_id',
        [challengeId],
      )
    ).map((entry) => Number(entry.member_id));
    const progress = await progressOf(tx, challenge, memberIds);
    const met = memberIds.filter((id) => meetsTargets(challenge, progress.get(id)!));

    // The rewards first: a shortfall undoes everything before any entry is judged.
    const paid = new Map<number, number>();
    for (let start = 0; start < met.length; start += FIGURES_CHUNK) {
      const chunk = met.slice(start, start + FIGURES_CHUNK);
      const entries: PostInput[] = chunk.map((memberId) => ({
        type: 'challenge_reward',
        actor: 'system',
        memo: `challenge #${challengeId} reward`,
        idempotencyKey: rewardKey(challengeId, memberId),
        lines: [
          { account: platformAccount('promotions', 'INR'), amount: -challenge.reward },
          { account: memberAccount(memberId, 'balance'), amount: challenge.reward },
        ],
      }));
      const outcomes = await ledger.postMany(tx, entries, { inTurn: true });
      for (const [i, outcome] of outcomes.entries()) {
        if (!outcome.ok) {
          if (outcome.error instanceof InsufficientFundsError)
            throw new PromotionsShortError(challenge.reward * BigInt(met.length));
          throw outcome.error;
        }
        paid.set(chunk[i]!, outcome.entry.id);
      }
    }

    const judged: Statement[] = memberIds.map((memberId) => {
      const reached = progress.get(memberId)!;
      return {
        sql: `update challenge_entry set outcome = ?, invested = ?, referrals = ?, reward_entry_id = ?, updated_at = ?
              where challenge_id = ? and member_id = ?`,
        params: [
          paid.has(memberId) ? 'met' : 'unmet',
          reached.invested,
          reached.referrals,
          paid.get(memberId) ?? null,
          now,
          challengeId,
          memberId,
        ],
      };
    });
    for (let start = 0; start < judged.length; start += 200)
      await runInOrder(tx, dialect, judged.slice(start, start + 200));
    return {
      challengeId,
      settled: true,
      entrants: memberIds.length,
      met: met.length,
      paid: challenge.reward * BigInt(met.length),
    };
  }

  /** Settles one challenge if it has ended and is not settled yet; logs a shortfall of promotions. */
  async function settle(em: EntityManager, challengeId: number, logger?: Logger): Promise<Settlement> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await em.fork().transactional((tx) => settleIn(tx, challengeId));
      } catch (error) {
        if (error instanceof PromotionsShortError) {
          const [available] = await ledger.balancesOf(em.fork(), [platformAccount('promotions', 'INR')]);
          logger?.error(
            {
              challengeId,
              needed: formatAmount(error.needed, 'INR'),
              available: formatAmount(available ?? 0n, 'INR'),
            },
            'challenge settlement waits: promotions cannot pay the rewards (top up promotions)',
          );
          return {
            challengeId,
            settled: false,
            waiting: true,
            needed: error.needed,
            available: available ?? 0n,
          };
        }
        // A deadlock or a lock wait (on SQLite another writer): the transaction is tried again.
        if (dbErrorKind(error) !== 'retry' || attempt >= RETRIES) throw error;
        await delay(20 * attempt);
      }
    }
  }

  return {
    settle,

    /** Settles every challenge that has ended and is still published, oldest end first. */
    async runPass(em: EntityManager, logger?: Logger): Promise<Settlement[]> {
      const due = await queryRows<{ id: unknown }>(
        em.fork(),
        "select id from challenge where state = 'published' and ends_at <= ? order by ends_at, id",
        [clock.now()],
      );
      const done: Settlement[] = [];
      for (const { id } of due) done.push(await settle(em, Number(id), logger));
      return done;
    },
  };
}

export type ChallengeSettler = ReturnType<typeof createChallengeSettler>;

/** Runs the settlement every `everyMs` (and once soon after start) in this process; answers a stop function. */
export function scheduleChallengeSettlement(
  settler: ChallengeSettler,
  em: EntityManager,
  logger: Logger,
  everyMs = 60_000,
): () => Promise<void> {
  return scheduleJob(
    'challenge settlement',
    async () => {
      for (const done of await settler.runPass(em, logger))
        if (done.settled)
          logger.info(
            {
              challengeId: done.challengeId,
              entrants: done.entrants,
              met: done.met,
              paid: formatAmount(done.paid, 'INR'),
            },
            'challenge settled',
          );
    },
    { everyMs, logger },
  );
}
