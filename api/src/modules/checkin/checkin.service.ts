import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { addDays, platformDay, type Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { TrialQuotaService } from '../fund/trial-quota.service.ts';
import { dbErrorKind } from '../ledger/db-errors.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { formatAmount, MAX_MINOR, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { PlatformSettingSchema } from '../withdrawal/platform-setting.entity.ts';

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

type Deps = { clock: Clock; dialect: Dialect; ledger: LedgerService; trialQuotas: TrialQuotaService };

/**
 * Daily check-in on the platform's day in India (ADR 0026): once a day, make-up of a missed day of
 * the current run for a fee, and one trial quota per account for a full run of 30 days.
 */
export function createCheckInService({ clock, dialect, ledger, trialQuotas }: Deps) {
  const today = () => platformDay(clock.now());

  async function settings(em: EntityManager): Promise<CheckInSettings> {
    const [row] = await queryRows<{ value: unknown }>(
      em,
      'select value from platform_setting where setting_key = ?',
      [SETTING_KEY],
    );
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

  /** The current run's first day, or null when there is none (a check-in today starts one). */
  async function runStartOf(em: EntityManager, memberId: number, day: string): Promise<string | null> {
    const [latest] = await queryRows<{ run_start: unknown }>(
      em,
      'select run_start from checkin_day where member_id = ? order by day desc limit 1',
      [memberId],
    );
    if (!latest) return null;
    const start = String(latest.run_start);
    return addDays(start, RUN_DAYS - 1) >= day ? start : null;
  }

  async function daysOf(em: EntityManager, memberId: number, runStart: string) {
    const rows = await queryRows<{ day: unknown; made_up: unknown }>(
      em,
      'select day, made_up from checkin_day where member_id = ? and run_start = ? order by day',
      [memberId, runStart],
    );
    return rows.map((row) => ({ day: String(row.day), madeUp: Boolean(Number(row.made_up)) }));
  }

  async function record(em: EntityManager, memberId: number): Promise<CheckInRecord> {
    const day = today();
    const runStart = await runStartOf(em, memberId, day);
    const checked = runStart ? await daysOf(em, memberId, runStart) : [];
    const done = new Set(checked.map((entry) => entry.day));
    const makeUp: string[] = [];
    if (runStart)
      for (let missed = runStart; missed < day; missed = addDays(missed, 1))
        if (!done.has(missed)) makeUp.push(missed);
    const [reward] = await queryRows(em, 'select id from checkin_reward where member_id = ?', [memberId]);
    return { today: day, runStart, checked, makeUp, rewarded: Boolean(reward), settings: await settings(em) };
  }

  /**
   * Holds the member's row until the transaction ends, so one member's check-ins and make-ups run
   * one at a time (the 30th day is counted once). SQLite writes one transaction at a time anyway.
   */
  const lockMember = async (tx: EntityManager, memberId: number) => {
    if (dialect === 'mysql') await queryRows(tx, 'select id from member where id = ? for update', [memberId]);
  };

  async function insertDay(
    tx: EntityManager,
    row: { memberId: number; day: string; runStart: string; madeUp: boolean; fee: bigint },
  ) {
    const now = clock.now();
    try {
      await runStatement(
        tx,
        `insert into checkin_day (created_at, updated_at, member_id, day, run_start, made_up, fee)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [now, now, row.memberId, row.day, row.runStart, row.madeUp, row.fee],
      );
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

  return {
    today,
    settings,
    record: (em: EntityManager, actor: MemberActor) => record(em, actor.id),

    /** Checks in today: once (409 the second time); answers whether the run earned the reward. */
    async signIn(em: EntityManager, actor: MemberActor): Promise<{ day: string; rewarded: boolean }> {
      return em.transactional(async (tx) => {
        await lockMember(tx, actor.id);
        const day = today();
        const runStart = (await runStartOf(tx, actor.id, day)) ?? day;
        await insertDay(tx, { memberId: actor.id, day, runStart, madeUp: false, fee: 0n });
        return { day, rewarded: await rewardFullRun(tx, actor.id, runStart) };
      });
    },

    assertMakeUp: (em: EntityManager, actor: MemberActor, day: string) => assertMakeUp(em, actor.id, day),

    /**
     * Makes up a missed day of the current run, paying the fee from the balance to fee income in
     * the caller's transaction (refused, with nothing changed, when the balance is short).
     */
    async makeUp(tx: EntityManager, actor: MemberActor, day: string) {
      await lockMember(tx, actor.id);
      const runStart = await assertMakeUp(tx, actor.id, day);
      const { makeUpFee } = await settings(tx);
      await insertDay(tx, { memberId: actor.id, day, runStart, madeUp: true, fee: makeUpFee });
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
        const row = await tx.findOne(PlatformSettingSchema, { settingKey: SETTING_KEY });
        if (row) Object.assign(row, { value, updatedAt: now });
        else
          tx.create(PlatformSettingSchema, {
            settingKey: SETTING_KEY,
            value,
            createdAt: now,
            updatedAt: now,
          });
        await tx.flush();
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
