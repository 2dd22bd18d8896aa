import type { EntityManager } from '@mikro-orm/core';
import type { AdminVipOverview, VipLevelView, VipRecomputeAnswer, VipState } from './vip.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy, recordOperatorAction } from '../audit/operator-action.service.ts';
import type { Clock } from '../../platform/clock.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { VipLevelSchema, VipRecomputeSchema } from './vip.schema.ts';
import type { LevelRule, VipService } from './vip.service.ts';

export const presentLevel = (rule: LevelRule): VipLevelView => ({
  level: rule.level,
  minHeld: formatAmount(rule.minHeld, 'INR'),
  minDirect: rule.minDirect,
  minTeamHeld: formatAmount(rule.minTeamHeld, 'INR'),
  withdrawalLimitBonus: formatAmount(rule.withdrawalLimitBonus, 'USDT'),
  // Basis points read as a percent with two decimals, exactly.
  withdrawalFeeDiscountPercent: formatAmount(BigInt(rule.withdrawalFeeDiscountBps), 'INR'),
});

type Deps = { em: EntityManager; clock: Clock; vip: VipService };

/** `GET /api/Vip/state`: the logged-in member's level, figures and the levels. */
export const vipRoutes = ({ em, vip }: Omit<Deps, 'clock'>) =>
  defineRoutes('/api/Vip', (route) => {
    route.get('/state', { guard: guard.member }, async (ctx, { actor }) => {
      const standing = await vip.standing(em.fork(), actor.id);
      const levels = standing.levels.map(presentLevel);
      sendOk<VipState>(ctx, {
        level: standing.level,
        reachedAt: standing.reachedAt?.toISOString() ?? null,
        figures: {
          held: formatAmount(standing.figures.held, 'INR'),
          direct: standing.figures.direct,
          teamHeld: formatAmount(standing.figures.teamHeld, 'INR'),
        },
        next: levels[standing.level + 1] ?? null,
        levels,
      });
    });
  });

/** `/api/Admin/vip`: the levels (finance reads and sets them, audited) and a recompute of everyone. */
export const adminVipRoutes = ({ em, clock, vip }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);

    const overview = async (fork: EntityManager): Promise<AdminVipOverview> => {
      const [levels, counts] = await Promise.all([vip.levels(fork), vip.counts(fork)]);
      return {
        levels: levels.map((rule) => ({
          ...presentLevel(rule),
          withdrawalFeeDiscountBps: rule.withdrawalFeeDiscountBps,
          members: counts.find((count) => count.level === rule.level)?.members ?? 0,
        })),
      };
    };

    route.get('/vip', { guard: finance }, async (ctx) => {
      sendOk<AdminVipOverview>(ctx, await overview(em.fork()));
    });

    route.post('/vip/level', { guard: finance, body: VipLevelSchema }, async (ctx, { actor, body }) => {
      const { reason, ...rule } = body;
      await em.fork().transactional((tx) => vip.setLevel(tx, rule, actedBy(actor, reason)));
      sendOk<AdminVipOverview>(ctx, await overview(em.fork()));
    });

    route.post(
      '/vip/recompute',
      { guard: finance, body: VipRecomputeSchema },
      async (ctx, { actor, body }) => {
        const fork = em.fork();
        const promoted = await vip.promoteAll(fork);
        await recordOperatorAction(fork, clock, {
          ...actedBy(actor, body.reason),
          action: 'vip_recompute',
          detail: { promoted },
        });
        sendOk<VipRecomputeAnswer>(ctx, { promoted });
      },
    );
  });
