import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { Dashboard } from './dashboard.contract.ts';
import type { DashboardService } from './dashboard.service.ts';

/** `GET /api/Admin/dashboard`: the figures every operator sees first. */
export const dashboardRoutes = ({ em, dashboard }: { em: EntityManager; dashboard: DashboardService }) =>
  defineRoutes('/api/Admin', (route) => {
    route.get('/dashboard', { guard: guard.operator(OPERATOR_POLICY.any) }, async (ctx) => {
      const figures = await dashboard.figures(em.fork());
      const answer: Dashboard = {
        today: figures.today.toISOString(),
        members: figures.members,
        money: figures.money.map((line) => ({ ...line, balance: formatAmount(line.balance, line.asset) })),
        reserve: figures.reserve,
        pending: figures.pending,
        shortPools: figures.shortPools.map((fund) => ({
          fundId: fund.id,
          name: fund.name[ctx.state.lang],
          shortfall: formatAmount(fund.shortfall, 'INR'),
        })),
      };
      sendOk(ctx, answer);
    });
  });
