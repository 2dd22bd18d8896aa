import { z } from 'zod';
import { optional, paging, reason } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { RANK_BOARDS, RANK_PERIODS } from './ranking.service.ts';

/** `board`: `invested` (the default) or `team`. */
const board = () =>
  optional(z.enum(RANK_BOARDS, message('ranking.boardInvalid'))).transform((value) => value ?? 'invested');

/** `period`: `week` (the default) or `all`. */
const period = () =>
  optional(z.enum(RANK_PERIODS, message('ranking.periodInvalid'))).transform((value) => value ?? 'week');

/** `GET /api/Rank/board?board&period`. */
export const RankBoardQuerySchema = z.object({ board: board(), period: period() });

/** `GET /api/Admin/rankings?board&period&page&rows`. */
export const AdminRankBoardQuerySchema = z.object({ board: board(), period: period(), ...paging });

/** `POST /api/Admin/rankings/recompute`: why the boards are computed now (kept in the audit log). */
export const RecomputeSchema = z.object({ reason: reason() });
