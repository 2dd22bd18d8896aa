import type { EntityManager } from '@mikro-orm/core';
import { compactTransaction } from '../../db/compact-transaction.ts';
import type { Dialect } from '../../db/dialect.ts';
import { addDays, platformDay, type Clock } from '../../platform/clock.ts';
import { createBatchQueue } from '../../platform/batch-queue.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { TrialQuotaService } from '../fund/trial-quota.service.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { formatAmount, MAX_MINOR, toBigInt } from '../ledger/money.ts';
import { queryRows, runInOrder, runStatement, type Statement } from '../ledger/sql.ts';
import { saveSetting } from '../withdrawal/platform-setting.entity.ts';

/** A run is 30 days from its first check-in; all 30 checked in (made-up days count) earn the reward. */
export const RUN_DAYS = 30;

/** What operators set: the make-up fee, and the trial quota a full run earns (its amount and life). */
export type CheckInSettings = {
  /** Paise, from the balance to fee income. */
  makeUpFee: bigint;
  /** Paise of the trial quota, lent from promotions when the quota is used. */
  rewardAmount: bigint;
  /** Days the quota stays usable; null: for ever. */
  rewardDays: number | null;
};

export const DEFAULT_SETTINGS: CheckInSettings = {
  makeUpFee: 1_000n,
  rewardAmount: 100_000n,
  rewardDays: 30,
};

/** The longest life an operator may give the quota: a year. */
export const MAX_REWARD_DAYS = 365;

const SETTING_KEY = 'checkin';

const settingsStatement = (): Statement => ({
  sql: 'select value from platform_setting where setting_key = ?',
  params: [SETTING_KEY],
});
const latestDayStatement = (memberId: number): Statement => ({
  sql: 'select run_start from checkin_day where member_id = ? order by day desc limit 1',
  params: [memberId],
});
const runDaysStatement = (memberId: number, runStart: string): Statement => ({
  sql: 'select day, made_up from checkin_day where member_id = ? and run_start = ? order by day',
  params: [memberId, runStart],
});
const rewardStatement = (memberId: number): Statement => ({
  sql: 'select id from checkin_reward where member_id = ?',
  params: [memberId],
});

type Rows = Record<string, unknown>[];

/** The settings from `settingsStatement`'s rows: the defaults until finance sets them. */
function settingsOf([row]: Rows): CheckInSettings {
  if (!row) return DEFAULT_SETTINGS;
  const stored = JSON.parse(String(row.value)) as {
    makeUpFee: string;
    rewardAmount: string;
    rewardDays: number | null;
  };
  return {
    makeUpFee: BigInt(stored.makeUpFee),
    rewardAmount: BigInt(stored.rewardAmount),
    rewardDays: stored.rewardDays,
  };
}

/** The current run's first day from `latestDayStatement`'s rows, or null when none is under way on `day`. */
function runStartFrom([latest]: Rows, day: string): string | null {
  if (!latest) return null;
  const start = String(latest.run_start);
  return addDays(start, RUN_DAYS - 1) >= day ? start : null;
}

/** A member's record from the rows of the run's days, their reward and the settings. */
function recordOf(
  day: string,
  runStart: string | null,
  dayRows: Rows,
  rewardRows: Rows,
  settingRows: Rows,
): CheckInRecord {
  const checked = dayRows.map((row) => ({ day: String(row.day), madeUp: Boolean(Number(row.made_up)) }));
  const done = new Set(checked.map((entry) => entry.day));
  const makeUp: string[] = [];
  if (runStart)
    for (let missed = runStart; missed < day; missed = addDays(missed, 1))
      if (!done.has(missed)) makeUp.push(missed);
  return {
    today: day,
    runStart,
    checked,
    makeUp,
    rewarded: rewardRows.length > 0,
    settings: settingsOf(settingRows),
  };
}

/** A member's check-in record: the current run (none before the first check-in or after a run ends). */
export type CheckInRecord = {
  today: string;
  /** The current run's first day; null when the next check-in starts a new run today. */
  runStart: string | null;
  checked: { day: string; madeUp: boolean }[];
  /** Missed days of the current run, before today: they can be made up. */
  makeUp: string[];
  /** Whether the member has earned the trial quota (once per account, ever). */
  rewarded: boolean;
  settings: CheckInSettings;
};

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  ledger: LedgerService;
  trialQuotas: TrialQuotaService;
};

/** Check-ins written in one transaction at most. */
const MAX_BATCH = 200;

/** A member's check-in waiting for its batch. */
type SignCall = {
  memberId: number;
  resolve: (answer: { day: string; rewarded: boolean; record: CheckInRecord }) => void;
  reject: (error: unknown) => void;
};

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * Daily check-in on the platform's day in India (ADR 0026): once a day, make-up of a missed day of
 * the current run for a fee, and one trial quota per account for a full run of 30 days.
 */
export function createCheckInService({ em, clock, dialect, ledger, trialQuotas }: Deps) {
  const today = () => platformDay(clock.now());

  const settings = async (em: EntityManager): Promise<CheckInSettings> =>
    settingsOf(await queryRows(em, settingsStatement().sql, settingsStatement().params));

  /** The current run's first day, or null when there is none (a check-in today starts one). */
  const runStartOf = async (em: EntityManager, memberId: number, day: string) =>
    runStartFrom(
      await queryRows(em, latestDayStatement(memberId).sql, latestDayStatement(memberId).params),
      day,
    );

  /** The member's record: the run, its days, the reward and the settings, in two round trips. */
  async function record(em: EntityManager, memberId: number): Promise<CheckInRecord> {
    const day = today();
    const [latest, reward, setting] = await runInOrder(em, dialect, [
      latestDayStatement(memberId),
      rewardStatement(memberId),
      settingsStatement(),
    ]);
    const runStart = runStartFrom(latest!.rows, day);
    const days = runStart
      ? await queryRows<Record<string, unknown>>(
          em,
          runDaysStatement(memberId, runStart).sql,
          runDaysStatement(memberId, runStart).params,
        )
      : [];
    return recordOf(day, runStart, days, reward!.rows, setting!.rows);
  }

  /**
   * Holds the member's row until the transaction ends, so one member's check-ins and make-ups run
   * one at a time (the 30th day is counted once). SQLite writes one transaction at a time anyway.
   */
  /** Locks the members' rows until the transaction ends (MariaDB; SQLite writes one at a time). */
  const lockStatements = (memberIds: number[]): Statement[] =>
    dialect === 'mysql'
      ? [
          {
            sql: `select id from member where id in (${placeholders(memberIds)}) order by id for update`,
            params: memberIds,
          },
        ]
      : [];

  const insertDayStatement = (row: {
    memberId: number;
    day: string;
    runStart: string;
    madeUp: boolean;
    fee: bigint;
  }): Statement => {
    const now = clock.now();
    return {
      sql: `insert into checkin_day (created_at, updated_at, member_id, day, run_start, made_up, fee)
            values (?, ?, ?, ?, ?, ?, ?)`,
      params: [now, now, row.memberId, row.day, row.runStart, row.madeUp, row.fee],
    };
  };

  /** Runs statements that begin with a day's insert: a day already there is refused with 409. */
  async function withDayInserted(tx: EntityManager, statements: Statement[]) {
    try {
      return await runInOrder(tx, dialect, statements);
    } catch (error) {
      if (dbErrorKind(error) === 'duplicate') throw new ApiError(409, 'checkin.alreadyChecked');
      throw error;
    }
  }

  /**
   * The trial quota for a full run, once per account. The run's last day is always checked in on
   * the day itself (it cannot be made up before it comes, nor after the run), so only on that day
   * can a run be full.
   */
  async function rewardFullRun(tx: EntityManager, memberId: number, runStart: string): Promise<boolean> {
    if (addDays(runStart, RUN_DAYS - 1) !== today()) return false;
    const [count] = await queryRows<{ n: unknown }>(
      tx,
      'select count(*) as n from checkin_day where member_id = ? and run_start = ?',
      [memberId, runStart],
    );
    if (Number(count?.n) < RUN_DAYS) return false;
    const [earned] = await queryRows(tx, 'select id from checkin_reward where member_id = ?', [memberId]);
    if (earned) return false;
    const { rewardAmount, rewardDays } = await settings(tx);
    const now = clock.now();
    const quotaId = await trialQuotas.insertQuota(
      tx,
      {
        memberId,
        amount: rewardAmount,
        fundId: null,
        expiresAt: rewardDays === null ? null : new Date(now.getTime() + rewardDays * 86_400_000),
      },
      'checkin',
    );
    await runStatement(
      tx,
      `insert into checkin_reward (created_at, updated_at, member_id, run_start, trial_quota_id)
       values (?, ?, ?, ?, ?)`,
      [now, now, memberId, runStart, quotaId],
    );
    return true;
  }

  /** Why `day` cannot be made up now, if it cannot: checked before the payment password. */
  async function assertMakeUp(em: EntityManager, memberId: number, day: string): Promise<string> {
    const now = today();
    if (day >= now) throw new ApiError(422, 'checkin.makeUpNotPast');
    const runStart = await runStartOf(em, memberId, now);
    if (!runStart || day < runStart) throw new ApiError(422, 'checkin.makeUpOutsideRun');
    const [done] = await queryRows(em, 'select id from checkin_day where member_id = ? and day = ?', [
      memberId,
      day,
    ]);
    if (done) throw new ApiError(409, 'checkin.alreadyChecked');
    return runStart;
  }

  /**
   * Writes a batch of check-ins in one transaction, one member each (ADR 0026): the members' rows
   * locked and their latest days, rewards and the settings read in one round trip, every new day
   * inserted and the runs' days read back in the next, then the rare full runs rewarded.
   */
  async function signBatch(batch: SignCall[]) {
    const day = today();
    const ids = batch.map((call) => call.memberId);
    const settled = await compactTransaction(em, dialect, async (tx, send) => {
      const [latest, rewards, setting] = await send([
        ...lockStatements(ids),
        {
          sql: `select c.member_id, c.day, c.run_start from checkin_day c
                  join (select member_id, max(day) as day from checkin_day where member_id in (${placeholders(ids)})
                        group by member_id) l on l.member_id = c.member_id and l.day = c.day`,
          params: ids,
        },
        {
          sql: `select member_id from checkin_reward where member_id in (${placeholders(ids)})`,
          params: ids,
        },
        settingsStatement(),
      ]).then((results) => results.slice(-3));
      const latestOf = new Map(latest!.rows.map((row) => [Number(row.member_id), row]));
      const rewarded = new Set(rewards!.rows.map((row) => Number(row.member_id)));
      const outcomes = new Map<SignCall, { runStart: string } | { error: ApiError }>();
      for (const call of batch) {
        const last = latestOf.get(call.memberId);
        if (last && String(last.day) === day)
          outcomes.set(call, { error: new ApiError(409, 'checkin.alreadyChecked') });
        else outcomes.set(call, { runStart: runStartFrom(last ? [last] : [], day) ?? day });
      }
      const accepted = batch.filter((call) => 'runStart' in outcomes.get(call)!);
      const runStartOfCall = (call: SignCall) => (outcomes.get(call) as { runStart: string }).runStart;
      // Only on a run's last day can it be full (`rewardFullRun`), after the days are written.
      const mayEarnReward = (call: SignCall) =>
        !rewarded.has(call.memberId) && addDays(runStartOfCall(call), RUN_DAYS - 1) === day;
      const daysByMember = new Map<number, Rows>();
      if (accepted.length) {
        const now = clock.now();
        const acceptedIds = accepted.map((call) => call.memberId);
        const earliest = accepted.map(runStartOfCall).sort()[0]!;
        const [, days] = await send(
          [
            {
              sql:
                'insert into checkin_day (created_at, updated_at, member_id, day, run_start, made_up, fee) values ' +
                accepted.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
              params: accepted.flatMap((call) => [
                now,
                now,
                call.memberId,
                day,
                runStartOfCall(call),
                false,
                0n,
              ]),
            },
            {
              sql: `select member_id, day, made_up, run_start from checkin_day
                    where member_id in (${placeholders(acceptedIds)}) and day >= ? order by day`,
              params: [...acceptedIds, earliest],
            },
          ],
          { commit: !accepted.some(mayEarnReward) },
        );
        const callOf = new Map(accepted.map((call) => [call.memberId, call]));
        for (const row of days!.rows) {
          const memberId = Number(row.member_id);
          const call = callOf.get(memberId);
          if (!call || String(row.run_start) !== runStartOfCall(call)) continue;
          daysByMember.set(memberId, [...(daysByMember.get(memberId) ?? []), row]);
        }
      }
      const answers = new Map<SignCall, { day: string; rewarded: boolean; record: CheckInRecord }>();
      for (const call of accepted) {
        const runStart = runStartOfCall(call);
        const days = daysByMember.get(call.memberId) ?? [];
        const full =
          mayEarnReward(call) &&
          days.length >= RUN_DAYS &&
          (await rewardFullRun(tx, call.memberId, runStart));
        const rewardRows = full || rewarded.has(call.memberId) ? [{ id: 0 }] : [];
        answers.set(call, {
          day,
          rewarded: full,
          record: recordOf(day, runStart, days, rewardRows, setting!.rows),
        });
      }
      return { outcomes, answers };
    });
    for (const call of batch) {
      const answer = settled.answers.get(call);
      if (answer) call.resolve(answer);
      else call.reject((settled.outcomes.get(call) as { error: ApiError }).error);
    }
  }

  const signQueue = createBatchQueue<SignCall>({
    maxBatch: MAX_BATCH,
    // One batch locks while the next waits; SQLite has one writer, so one at a time there.
    inFlight: dialect === 'mysql' ? 2 : 1,
    // Check-ins whose sessions were read together (ADR 0026) start one batch.
    gather: true,
    // A member's second check-in waits for a later batch, which answers it 409.
    keyOf: (call) => String(call.memberId),
    write: signBatch,
    // A deadlock or a lock wait: the batch is written again.
    retryable: (error) => dbErrorKind(error) !== undefined,
    attempts: 3,
    fail: (call, error) => call.reject(error),
  });

  return {
    today,
    settings,
    record: (em: EntityManager, actor: MemberActor) => record(em, actor.id),

    /**
     * Checks in today: once (409 the second time). Answers whether the run earned the reward and the
     * member's record after it. Check-ins arriving together are written together (`signBatch`).
     */
    signIn: (actor: MemberActor) =>
      new Promise<{ day: string; rewarded: boolean; record: CheckInRecord }>((resolve, reject) =>
        signQueue.push({ memberId: actor.id, resolve, reject }),
      ),

    assertMakeUp: (em: EntityManager, actor: MemberActor, day: string) => assertMakeUp(em, actor.id, day),

    /**
     * Makes up a missed day of the current run, paying the fee from the balance to fee income in
     * the caller's transaction (refused, with nothing changed, when the balance is short).
     */
    async makeUp(tx: EntityManager, actor: MemberActor, day: string) {
      await runInOrder(tx, dialect, lockStatements([actor.id]));
      const runStart = await assertMakeUp(tx, actor.id, day);
      const { makeUpFee } = await settings(tx);
      await withDayInserted(tx, [
        insertDayStatement({ memberId: actor.id, day, runStart, madeUp: true, fee: makeUpFee }),
      ]);
      if (makeUpFee > 0n)
        await ledger.post(tx, {
          type: 'checkin_makeup',
          actor: actorLabel(actor),
          memo: `check-in make-up ${day}`,
          lines: [
            { account: memberAccount(actor.id, 'balance'), amount: -makeUpFee },
            { account: platformAccount('fee_income', 'INR'), amount: makeUpFee },
          ],
        });
      return { day, fee: makeUpFee, rewarded: await rewardFullRun(tx, actor.id, runStart) };
    },

    /** Sets the make-up fee and the reward (finance, audited). */
    async setSettings(em: EntityManager, input: CheckInSettings, by: ActedBy): Promise<CheckInSettings> {
      if (input.makeUpFee < 0n || input.makeUpFee > MAX_MINOR) throw new ApiError(422, 'checkin.feeInvalid');
      if (input.rewardAmount <= 0n || input.rewardAmount > MAX_MINOR)
        throw new ApiError(422, 'checkin.rewardInvalid');
      if (
        input.rewardDays !== null &&
        (!Number.isInteger(input.rewardDays) || input.rewardDays < 1 || input.rewardDays > MAX_REWARD_DAYS)
      )
        throw new ApiError(422, 'checkin.rewardDaysInvalid', { params: { max: MAX_REWARD_DAYS } });
      const now = clock.now();
      const value = JSON.stringify({
        makeUpFee: String(input.makeUpFee),
        rewardAmount: String(input.rewardAmount),
        rewardDays: input.rewardDays,
      });
      await em.transactional(async (tx) => {
        await saveSetting(tx, SETTING_KEY, value, now);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'checkin_settings',
          detail: {
            makeUpFee: formatAmount(input.makeUpFee, 'INR'),
            rewardAmount: formatAmount(input.rewardAmount, 'INR'),
            rewardDays: input.rewardDays,
          },
        });
      });
      return input;
    },

    /** The console's figures: check-ins today, make-up fees and rewards earned, ever. */
    async overview(em: EntityManager) {
      const day = today();
      const [counts] = await queryRows<Record<string, unknown>>(
        em,
        `select
           (select count(*) from checkin_day where day = ?) as today,
           (select coalesce(sum(fee), 0) from checkin_day where made_up = ?) as fees,
           (select count(*) from checkin_reward) as rewards`,
        [day, true],
      );
      return {
        today: day,
        checkedInToday: Number(counts?.today ?? 0),
        feesCollected: toBigInt(counts?.fees ?? 0),
        rewardsEarned: Number(counts?.rewards ?? 0),
        settings: await settings(em),
      };
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
