// Wire types of the VIP5 reserve dividend (`@h5/api/contract/dividend`), shared with the front end. Types only.
import type { MoneyString, Paged } from '../../contract/index.ts';

/** What finance sets: the share of the reserve fund paid each week, in basis points (0 = off). */
export type DividendSettingsView = { shareBps: number };

/** One member's part of a run, for operators. */
export type DividendPart = { memberId: number; weight: MoneyString; amount: MoneyString };

/**
 * GET /api/Admin/dividends/preview (finance): what a run would pay now, from the current reserve
 * and holdings. `week` is the week the next run pays for (the last one ended, or while that is
 * paid, the current one); `due`: a run now would pay `week` (it has ended and is not paid).
 * `top`: the largest parts (at most 10).
 */
export type DividendPreview = DividendSettingsView & {
  week: string;
  due: boolean;
  reserve: MoneyString;
  total: MoneyString;
  /** VIP5 members holding something (each weighs what they hold). */
  members: number;
  /** Of them, those whose part is at least one paisa. */
  paid: number;
  weightTotal: MoneyString;
  top: DividendPart[];
};

/** A paid run (GET /api/Admin/dividends, newest week first). */
export type DividendRunView = {
  id: number;
  week: string;
  shareBps: number;
  reserve: MoneyString;
  total: MoneyString;
  members: number;
  weightTotal: MoneyString;
  entryId: number;
  actor: string;
  createdAt: string;
  finishedAt: string;
};

/** GET /api/Admin/dividends?page&rows. */
export type DividendRuns = Paged<DividendRunView>;

/** GET /api/Admin/dividends/payouts?runId&page&rows: a run's parts by member id. */
export type DividendPayouts = Paged<DividendPart>;

/** POST /api/Admin/dividends/run `{ reason }`: the run just paid. */
export type DividendRunAnswer = DividendRunView;

/** GET /api/Dividend/mine?page&rows: the member's dividends, newest week first. */
export type MyDividends = Paged<{ week: string; amount: MoneyString; paidAt: string }>;

/**
 * GET /api/Dividend/summary: the reserve page's dividend card. `vip5`: whether the member is VIP5
 * now; `lastRun`: the latest paid run; `mine`: the member's latest dividend; `vip5Requires`: what
 * VIP5 asks (held in products, direct invitations, team holdings; ADR 0028).
 */
export type DividendSummary = {
  shareBps: number;
  vip5: boolean;
  lastRun: { week: string; total: MoneyString; members: number } | null;
  mine: { week: string; amount: MoneyString } | null;
  vip5Requires: { minHeld: MoneyString; minDirect: number; minTeamHeld: MoneyString } | null;
};
