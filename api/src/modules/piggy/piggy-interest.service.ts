import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { scheduleJob } from '../../platform/jobs.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { InsufficientFundsError, type LedgerService, type PostInput } from '../ledger/ledger.service.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { PlatformSettingSchema, saveSetting } from '../withdrawal/platform-setting.entity.ts';

const RATE_KEY = 'piggy_rate';
const DAY_MS = 86_400_000;
/** Interest entries written per transaction. */
const PAY_BATCH = 500;

/** `YYYY-MM-DD` (UTC) of a time. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The journal key of one member's interest for one day: unique, so it is paid at most once anywhere. */
export const interestKey = (memberId: number, day: string) => `piggy_interest:${memberId}:${day}`;

export type InterestRun = { day: string; paid: number; waiting: boolean };

type Deps = { clock: Clock; ledger: LedgerService };

/**
 * Daily piggy-bank interest from the promotions account: for each member, the piggy bank's
 * balance when the run happens × annual rate / 365, rounded down, into the piggy bank. Each payment
 * is a journal entry carrying `piggy_interest:<member>:<day>` (unique), so running a day again, or
 * on several processes at once, pays nobody twice. Members are paid in turn, by member id: when
 * promotions cannot pay one, the run stops there (`waiting`), nobody after them is paid that
 * day before them, and a later run of the same day pays from that member on.
 */
export function createPiggyInterestService({ clock, ledger }: Deps) {
  async function annualBps(em: EntityManager): Promise<number> {
    const row = await em.findOne(PlatformSettingSchema, { settingKey: RATE_KEY });
    return row ? (JSON.parse(row.value) as { annualBps: number }).annualBps : 0;
  }

  return {
    annualBps,

    async setRate(em: EntityManager, bps: number, actor: string) {
      await em.transactional(async (tx) => {
        const now = clock.now();
        const value = JSON.stringify({ annualBps: bps });
        await saveSetting(tx, RATE_KEY, value, now);
        await recordOperatorAction(tx, clock, {
          actor,
          action: 'piggy_rate_set',
          detail: { annualBps: bps },
        });
      });
    },

    /** Sum of the interest paid into the member's piggy bank. */
    async interestTotal(em: EntityManager, actor: MemberActor): Promise<bigint> {
      const [row] = await queryRows<{ total: unknown }>(
        em,
        `select coalesce(sum(l.amount), 0) as total from journal_line l
         join journal_entry e on e.id = l.entry_id
         join ledger_account a on a.id = l.account_id
         where e.type = 'piggy_interest' and a.member_id = ? and a.kind = 'piggy_bank'`,
        [actor.id],
      );
      return toBigInt(row?.total ?? 0);
    },

    /** Pays the interest of `day` to every member with a piggy bank not yet paid for it. */
    async payDay(em: EntityManager, day: string, logger?: Logger): Promise<InterestRun> {
      const bps = await annualBps(em);
      const run: InterestRun = { day, paid: 0, waiting: false };
      if (bps <= 0) return run;
      const holders = await queryRows<{ member_id: unknown; balance: unknown }>(
        em,
        "select member_id, balance from ledger_account where owner = 'member' and kind = 'piggy_bank' and balance > 0 order by member_id",
      );
      // Members already paid for the day are skipped before posting: otherwise one whose interest
      // promotions can no longer cover would stop the run and keep the rest from being paid.
      const paid = await queryRows<{ idempotency_key: string }>(
        em,
        "select idempotency_key from journal_entry where type = 'piggy_interest' and idempotency_key like ?",
        [`piggy_interest:%:${day}`],
      );
      const paidKeys = new Set(paid.map((row) => row.idempotency_key));
      const owed: { memberId: number; entry: PostInput }[] = [];
      for (const holder of holders) {
        const memberId = Number(holder.member_id);
        if (paidKeys.has(interestKey(memberId, day))) continue;
        const interest = (toBigInt(holder.balance) * BigInt(bps)) / (10_000n * 365n);
        if (interest <= 0n) continue;
        owed.push({
          memberId,
          entry: {
            type: 'piggy_interest',
            actor: 'system',
            memo: `interest ${day}`,
            idempotencyKey: interestKey(memberId, day),
            lines: [
              { account: platformAccount('promotions', 'INR'), amount: -interest },
              { account: memberAccount(memberId, 'piggy_bank'), amount: interest },
            ],
          },
        });
      }
      // Many members per transaction, in turn: the first one promotions cannot cover stops the run.
      for (let start = 0; start < owed.length && !run.waiting; start += PAY_BATCH) {
        const batch = owed.slice(start, start + PAY_BATCH);
        const outcomes = await em.fork().transactional((tx) =>
          ledger.postMany(
            tx,
            batch.map((owing) => owing.entry),
            { inTurn: true },
          ),
        );
        outcomes.forEach((outcome, i) => {
          if (outcome.ok) run.paid += 1;
          else if (outcome.error instanceof InsufficientFundsError) {
            if (!run.waiting)
              logger?.warn(
                { day, memberId: batch[i]!.memberId, error: outcome.error.message },
                'piggy interest waits: promotions cannot pay',
              );
            run.waiting = true;
          }
          // Otherwise the key is used: another run paid this member meanwhile.
        });
      }
      return run;
    },

    /** Yesterday (UTC) by the clock: the day a run now pays. */
    dueDay: () => utcDay(new Date(clock.now().getTime() - DAY_MS)),
  };
}

export type PiggyInterestService = ReturnType<typeof createPiggyInterestService>;

/** Runs the daily payment every `everyMs` (and once soon after start); answers a stop function. */
export function schedulePiggyInterest(
  service: PiggyInterestService,
  em: EntityManager,
  logger: Logger,
  everyMs = 15 * 60_000,
): () => Promise<void> {
  return scheduleJob(
    'piggy interest run',
    async () => {
      const run = await service.payDay(em.fork(), service.dueDay(), logger);
      if (run.paid) logger.info(run, 'piggy interest paid');
    },
    { everyMs, logger },
  );
}
