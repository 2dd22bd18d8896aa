// Wire types of the ranking module (`@h5/api/contract/ranking`), shared with the front end. Types only.
/**
 * What a board ranks members by (ADR 0030): `invested` the INR a member moved from their balance
 * into products in the period; `team` the members who joined their team (levels 1–3) in it.
 */
export type RankBoardName = 'invested' | 'team';

/** `week`: the platform's week in India, Monday 00:00 IST to the next Monday; `all`: all time. */
export type RankPeriod = 'week' | 'all';

/**
 * A place on a board. `value` is a money string ("1234.50") on `invested`, a number of members as
 * digits ("12") on `team`. Equal values take consecutive places, the lower member id first.
 */
export type RankEntry = { rank: number; name: string; value: string };

/** The period a board covers: the week's bounds (ISO instants), or null for all time. */
export type RankWindow = {
  board: RankBoardName;
  period: RankPeriod;
  /** The week's first instant (Monday 00:00 IST); null for all time. */
  from: string | null;
  /** The next Monday 00:00 IST (exclusive); null for all time. */
  to: string | null;
  /** When the job last computed this board (ISO); null until it first has. */
  computedAt: string | null;
  /** How many members the board ranks (everyone with a value above zero). */
  total: number;
};

/**
 * GET /api/Rank/board?board&period: the top 50 (names masked, `r***i`) and the caller's own place,
 * null when they are not on the board (nothing in the period). Read from what the job stored.
 */
export type RankBoard = RankWindow & {
  list: RankEntry[];
  own: { rank: number; value: string } | null;
};

/** One row of GET /api/Admin/rankings: the member unmasked, with their id. */
export type AdminRankEntry = RankEntry & { memberId: number };

/** GET /api/Admin/rankings?board&period&page&rows (support): the board, paged by place. */
export type AdminRankBoard = RankWindow & { list: AdminRankEntry[] };

/** What one board's computation did: `computed`, or `skipped` when a fresher one was already stored. */
export type RankingRun = {
  board: RankBoardName;
  period: RankPeriod;
  /** `week:<Monday>` or `all`: the stored period. */
  periodKey: string;
  outcome: 'computed' | 'skipped';
  total: number;
  computedAt: string | null;
};

/** POST /api/Admin/rankings/recompute `{ reason }` (support): every board computed now. */
export type RankingRecompute = { boards: RankingRun[] };
