import { api } from '@h5/platform';
import type { RankBoard, RankBoardName, RankPeriod } from '@h5/api/contract/ranking';

/** A ranking as the job last computed it: the top 50 (names masked) and the member's own place. */
export const fetchRankBoard = (board: RankBoardName, period: RankPeriod): Promise<RankBoard> =>
  api.get<RankBoard>('/Rank/board', { board, period });
