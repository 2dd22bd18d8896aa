import { defineModule } from '../../platform/module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** The operators' dashboard: members, money by account kind, coverage, what waits, short pools. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  services: {
    dashboard: ({ clock, services }) => createDashboardService({ clock, wallet: services.wallet }),
  },
  routes: ({ em, services }) => [dashboardRoutes({ em, dashboard: services.dashboard })],
});
