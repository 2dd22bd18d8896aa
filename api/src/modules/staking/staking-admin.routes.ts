import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { StakeService } from './stake.service.ts';
import {
  AdminStakesQuerySchema,
  CreatePlanSchema,
  PlanStatusSchema,
  UpdatePlanSchema,
  planMoney,
} from './staking-admin.schema.ts';
import { stakingOverview } from './staking-overview.ts';
import type { StakingPlanService } from './staking-plan.service.ts';
import { presentAdminPlan, presentAdminStake } from './staking.presenter.ts';

type Deps = { em: EntityManager; plans: StakingPlanService; stakes: StakeService };

/**
 * Staking for operators (`/api/Admin/staking/*`): everyone reads plans and stakes, finance
 * changes plans, through the same services as `npm run admin -- staking:*`. Pools are topped up
 * with `POST /api/Admin/pool/fund` (`account: staking_pool:<id>`).
 */
export const stakingAdminRoutes = ({ em, plans, stakes }: Deps) =>
  defineRoutes('/api/Admin/staking', (route) => {
    const read = guard.operator(OPERATOR_POLICY.read);
    const finance = guard.operator(OPERATOR_POLICY.finance);

    /** The plan as operators see it, read after the change. */
    const answerPlan = async (planId: number) => {
      const [plan] = await stakingOverview(em.fork(), plans, [planId]);
      if (!plan) throw new ApiError(404, 'staking.planNotFound');
      return presentAdminPlan(plan);
    };

    route.get('/plans', { guard: read }, async (ctx) => {
      sendOk(ctx, { list: (await stakingOverview(em.fork(), plans)).map(presentAdminPlan) });
    });

    route.post('/plans/create', { guard: finance, body: CreatePlanSchema }, async (ctx, { actor, body }) => {
      const { annualRatePercent, reason, minimum, maximum, totalCap, ...fields } = body;
      const money = planMoney({ minimum, maximum, totalCap }, fields.asset);
      const id = await plans.create(
        em.fork(),
        {
          ...fields,
          annualRateBps: annualRatePercent,
          minimum: money.minimum!,
          maximum: money.maximum!,
          totalCap: money.totalCap!,
        },
        actedBy(actor, reason),
      );
      sendOk(ctx, await answerPlan(id));
    });

    route.post('/plans/update', { guard: finance, body: UpdatePlanSchema }, async (ctx, { actor, body }) => {
      const { planId, annualRatePercent, reason, minimum, maximum, totalCap, ...fields } = body;
      const plan = await plans.get(em.fork(), planId);
      const money = planMoney({ minimum, maximum, totalCap }, fields.asset ?? plan.asset);
      await plans.update(
        em.fork(),
        planId,
        { ...fields, annualRateBps: annualRatePercent, ...money },
        actedBy(actor, reason),
      );
      sendOk(ctx, await answerPlan(planId));
    });

    route.post('/plans/status', { guard: finance, body: PlanStatusSchema }, async (ctx, { actor, body }) => {
      await plans.setStatus(em.fork(), body.planId, body.status, actedBy(actor, body.reason));
      sendOk(ctx, await answerPlan(body.planId));
    });

    route.get('/stakes', { guard: read, query: AdminStakesQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const { list, total } = await stakes.adminList(fork, query);
      const byId = await plans.byIds(
        fork,
        list.map((stake) => stake.planId),
      );
      sendOk(ctx, {
        list: list.map((stake) =>
          presentAdminStake(stake, byId.get(stake.planId)?.name[ctx.state.lang] ?? ''),
        ),
        total,
      });
    });
  });
