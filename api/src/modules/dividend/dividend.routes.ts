import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { PageQuerySchema } from '../../platform/params.ts';
import { authorize } from '../../platform/policy.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type {
  DividendPayouts,
  DividendPreview,
  DividendRunAnswer,
  DividendRuns,
  DividendSettingsView,
  DividendSummary,
  MyDividends,
} from './dividend.contract.ts';
import { dividendRunPolicy } from './dividend.policy.ts';
import { presentPart, presentPreview, presentRun, presentSummary } from './dividend.presenter.ts';
import { DividendPayoutsQuerySchema, RunDividendSchema, DividendSettingsSchema } from './dividend.schema.ts';
import type { DividendService } from './dividend.service.ts';

type Deps = { em: EntityManager; dividends: DividendService };

/** `/api/Dividend/*`: the signed-in member's VIP5 dividends. */
export const dividendRoutes = ({ em, dividends }: Deps) =>
  defineRoutes('/api/Dividend', (route) => {
    route.get('/mine', { guard: guard.member, query: PageQuerySchema }, async (ctx, { actor, query }) => {
      const { list, total } = await dividends.mine(em.fork(), actor.id, query.page, query.rows);
      sendOk<MyDividends>(ctx, {
        list: list.map((row) => ({
          week: row.week,
          amount: formatAmount(row.amount, 'INR'),
          paidAt: row.paidAt.toISOString(),
        })),
        total,
      });
    });

    route.get('/summary', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk<DividendSummary>(ctx, presentSummary(await dividends.summary(em.fork(), actor.id)));
    });
  });

/** `/api/Admin/dividends*` (finance): the share, a preview, running the week now, the runs and their parts. */
export const adminDividendRoutes = ({ em, dividends }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);

    route.get('/dividends/preview', { guard: finance }, async (ctx) => {
      sendOk<DividendPreview>(ctx, presentPreview(await dividends.preview(em.fork())));
    });

    route.get('/dividends', { guard: finance, query: PageQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await dividends.runs(em.fork(), query.page, query.rows);
      sendOk<DividendRuns>(ctx, { list: list.map(presentRun), total });
    });

    route.get(
      '/dividends/payouts',
      { guard: finance, query: DividendPayoutsQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        authorize(actor, dividendRunPolicy, 'read', await dividends.findRun(fork, query.runId));
        const { list, total } = await dividends.payouts(fork, query.runId, query.page, query.rows);
        sendOk<DividendPayouts>(ctx, { list: list.map(presentPart), total });
      },
    );

    route.post(
      '/dividends/settings',
      { guard: finance, body: DividendSettingsSchema },
      async (ctx, { actor, body }) => {
        const saved = await dividends.setSettings(
          em.fork(),
          { shareBps: body.shareBps },
          actedBy(actor, body.reason),
        );
        sendOk<DividendSettingsView>(ctx, saved);
      },
    );

    // Pays the week that last ended now, once (409 when it is paid): the job does the same.
    route.post(
      '/dividends/run',
      { guard: finance, body: RunDividendSchema },
      async (ctx, { actor, body }) => {
        const run = await dividends.run(em, actedBy(actor, body.reason), true);
        sendOk<DividendRunAnswer>(ctx, presentRun(run));
      },
    );
  });
