// Wire types of the check-in module (`@h5/api/contract/checkin`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';

/** What operators set (finance); `rewardDays` null: the quota never expires. */
export type CheckInSettingsView = {
  makeUpFee: MoneyString;
  rewardAmount: MoneyString;
  rewardDays: number | null;
};

/**
 * GET /api/Checkin/state: the member's current run on the platform's day in India (`YYYY-MM-DD`).
 * `runStart` null: no run is under way, checking in today starts one. `makeUp`: the run's missed
 * days before today, which can be made up for `makeUpFee`.
 */
export type CheckInState = {
  today: string;
  runStart: string | null;
  runDays: number;
  checked: { day: string; madeUp: boolean }[];
  checkedToday: boolean;
  makeUp: string[];
  /** Whether the member has earned the run's trial quota (once per account, ever). */
  rewarded: boolean;
} & CheckInSettingsView;

/** POST /api/Checkin/sign, and POST /api/Checkin/makeup `{ day, paymentPassword }` (header `Idempotency-Key`). */
export type CheckInAnswer = {
  day: string;
  /** The fee paid (a make-up), "0.00" for today. */
  fee: MoneyString;
  /** This check-in completed the run and earned the trial quota. */
  rewarded: boolean;
  state: CheckInState;
};

/** GET /api/Admin/checkin (finance): the settings and today's figures. */
export type AdminCheckInOverview = {
  today: string;
  checkedInToday: number;
  feesCollected: MoneyString;
  rewardsEarned: number;
  settings: CheckInSettingsView;
};
