import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A member's place on a board in a period, as the ranking job last computed it (ADR 0030). A
 * request reads these rows only: the top of a board is one index range (`board, period,
 * position`), a member's own place one primary-key read.
 */
export const RankingEntrySchema = defineEntity({
  name: 'RankingEntry',
  tableName: 'ranking_entry',
  indexes: [{ properties: ['board', 'period', 'position'] }],
  properties: {
    /** `invested` or `team`. */
    board: p.string().length(16).primary(),
    /** `week:<Monday, YYYY-MM-DD>` (the week in India) or `all`. */
    period: p.string().length(16).primary(),
    memberId: p.integer().primary(),
    /** 1 for the first place; equal values take consecutive places, the lower member id first. */
    position: p.integer(),
    /** Paise on `invested`, members on `team`. */
    value: p.bigint(),
  },
});

export type RankingEntry = InferEntity<typeof RankingEntrySchema>;

/**
 * When each board was last computed and how many members it ranks: what a request answers as
 * "updated at" (also for a board nobody is on), and what the job compares before replacing a board.
 */
export const RankingBoardSchema = defineEntity({
  name: 'RankingBoard',
  tableName: 'ranking_board',
  properties: {
    board: p.string().length(16).primary(),
    period: p.string().length(16).primary(),
    /** Members on the board. */
    entries: p.integer(),
    /** The moment the figures were read. */
    computedAt: p.datetime(3),
  },
});

export type RankingBoard = InferEntity<typeof RankingBoardSchema>;
