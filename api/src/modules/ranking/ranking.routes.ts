import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { maskName } from '../account/member.presenter.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type {
  AdminRankBoard,
  RankBoard,
  RankBoardName,
  RankingRecompute,
  RankWindow,
} from './ranking.contract.ts';
import { AdminRankBoardQuerySchema, RankBoardQuerySchema, RecomputeSchema } from './ranking.schema.ts';
import { TOP_PLACES, type RankingService, type RankWindowSpan, type StoredBoard } from './ranking.service.ts';

/** A board's value on the wire: INR as a money string, members as digits. */
const presentValue = (board: RankBoardName, value: bigint) =>
  board === 'invested' ? formatAmount(value, 'INR') : value.toString();

const presentWindow = (board: RankBoardName, span: RankWindowSpan, stored: StoredBoard): RankWindow => ({
  board,
  period: span.period,
  from: span.from?.toISOString() ?? null,
  to: span.to?.toISOString() ?? null,
  computedAt: stored?.computedAt.toISOString() ?? null,
  total: stored?.total ?? 0,
});

type Deps = { em: EntityManager; rankings: RankingService };

/** `GET /api/Rank/board`: a board's top places, names masked, and the caller's own place. */
export const rankRoutes = ({ em, rankings }: Deps) =>
  defineRoutes('/api/Rank', (route) => {
    route.get(
      '/board',
      { guard: guard.member, query: RankBoardQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const { span, stored } = await rankings.status(fork, query.board, query.period);
        const top = await rankings.places(fork, query.board, span.key, { limit: TOP_PLACES });
        const own = await rankings.placeOf(fork, query.board, span.key, actor.id);
        sendOk<RankBoard>(ctx, {
          ...presentWindow(query.board, span, stored),
          list: top.map((row) => ({
            rank: row.position,
            name: maskName(row.nickname),
            value: presentValue(query.board, row.value),
          })),
          own: own && { rank: own.position, value: presentValue(query.board, own.value) },
        });
      },
    );
  });

/**
 * `GET /api/Admin/rankings` (a board unmasked, with member ids, paged) and `POST
 * /api/Admin/rankings/recompute` (every board now, audited): support, who may see members.
 */
export const adminRankingRoutes = ({ em, rankings }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    route.get(
      '/rankings',
      { guard: guard.operator(OPERATOR_POLICY.members), query: AdminRankBoardQuerySchema },
      async (ctx, { query }) => {
        const fork = em.fork();
        const { span, stored } = await rankings.status(fork, query.board, query.period);
        const rows = await rankings.places(fork, query.board, span.key, {
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
        });
        sendOk<AdminRankBoard>(ctx, {
          ...presentWindow(query.board, span, stored),
          list: rows.map((row) => ({
            rank: row.position,
            memberId: row.memberId,
            name: row.nickname,
            value: presentValue(query.board, row.value),
          })),
        });
      },
    );

    route.post(
      '/rankings/recompute',
      { guard: guard.operator(OPERATOR_POLICY.members), body: RecomputeSchema },
      async (ctx, { actor, body }) => {
        const boards = await rankings.recompute(em, actedBy(actor, body.reason));
        sendOk<RankingRecompute>(ctx, { boards });
      },
    );
  });
