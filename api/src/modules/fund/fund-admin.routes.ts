import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { presentAdminFund, presentShortfall, presentTrialGrant } from './fund-admin.presenter.ts';
import {
  CreateFundSchema,
  FundNavQuerySchema,
  FundStatusSchema,
  SetNavSchema,
  TrialGrantSchema,
  UpdateFundSchema,
} from './fund-admin.schema.ts';
import { fundOverview, fundShortfalls } from './fund-overview.ts';
import { formatNav } from './fund-split.ts';
import type { FundNavPoint } from './fund.contract.ts';
import type { FundService } from './fund.service.ts';
import type { TrialQuotaService } from './trial-quota.service.ts';

type Deps = { em: EntityManager; funds: FundService; trialQuotas: TrialQuotaService };

/**
 * Funds for operators (`/api/Admin/funds*`, `/trial/grant`): everyone reads them, finance changes
 * them, through the same services as `npm run admin -- funds:* | nav:set | trial:grant`.
 */
export const fundAdminRoutes = ({ em, funds, trialQuotas }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const read = guard.operator(OPERATOR_POLICY.read);
    const finance = guard.operator(OPERATOR_POLICY.finance);

    /** The fund as operators see it, read after the change. */
    const answerFund = async (fundId: number) => {
      const [fund] = await fundOverview(em.fork(), [fundId]);
      if (!fund) throw new ApiError(404, 'fund.notFound');
      return presentAdminFund(fund);
    };

    route.get('/funds', { guard: read }, async (ctx) => {
      const list = await fundOverview(em.fork());
      sendOk(ctx, { list: list.map(presentAdminFund) });
    });

    route.post('/funds/create', { guard: finance, body: CreateFundSchema }, async (ctx, { actor, body }) => {
      const { monthlyRatePercent, reason, ...fields } = body;
      const id = await funds.create(
        em.fork(),
        { ...fields, monthlyRateBps: monthlyRatePercent },
        actedBy(actor, reason),
      );
      sendOk(ctx, await answerFund(id));
    });

    route.post('/funds/update', { guard: finance, body: UpdateFundSchema }, async (ctx, { actor, body }) => {
      const { fundId, monthlyRatePercent, reason, ...fields } = body;
      await funds.update(
        em.fork(),
        fundId,
        { ...fields, monthlyRateBps: monthlyRatePercent },
        actedBy(actor, reason),
      );
      sendOk(ctx, await answerFund(fundId));
    });

    route.post('/funds/status', { guard: finance, body: FundStatusSchema }, async (ctx, { actor, body }) => {
      await funds.setStatus(em.fork(), body.fundId, body.status, actedBy(actor, body.reason));
      sendOk(ctx, await answerFund(body.fundId));
    });

    route.get('/funds/nav', { guard: read, query: FundNavQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      await funds.get(fork, query.fundId);
      const list: FundNavPoint[] = (await funds.navs(fork, query.fundId)).map((nav) => ({
        date: nav.date,
        nav: formatNav(nav.value),
      }));
      sendOk(ctx, { list });
    });

    route.post('/funds/nav', { guard: finance, body: SetNavSchema }, async (ctx, { actor, body }) => {
      await funds.setNav(em.fork(), body.fundId, body.date, body.nav, actedBy(actor, body.reason));
      const point: FundNavPoint & { fundId: number } = {
        fundId: body.fundId,
        date: body.date,
        nav: formatNav(body.nav),
      };
      sendOk(ctx, point);
    });

    route.get('/funds/shortfalls', { guard: read }, async (ctx) => {
      const list = await fundShortfalls(em.fork());
      sendOk(ctx, { list: list.map((fund) => presentShortfall(fund, ctx.state.lang)) });
    });

    route.post('/trial/grant', { guard: finance, body: TrialGrantSchema }, async (ctx, { actor, body }) => {
      const fork = em.fork();
      const id = await trialQuotas.grant(
        fork,
        {
          memberId: body.memberId,
          amount: body.amount,
          fundId: body.fundId ?? null,
          days: body.days ?? null,
        },
        actedBy(actor, body.reason),
      );
      const quota = await trialQuotas.find(fork, id);
      sendOk(ctx, presentTrialGrant(quota!));
    });
  });
