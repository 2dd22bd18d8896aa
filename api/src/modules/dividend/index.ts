import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { dividendAdminCommands } from './dividend-admin-cli.ts';
import { DividendPayoutSchema, DividendRunSchema } from './dividend.entity.ts';
import { dividendRunPolicy } from './dividend.policy.ts';
import { adminDividendRoutes, dividendRoutes } from './dividend.routes.ts';
import { createDividendService, scheduleDividends, type DividendService } from './dividend.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    dividends: DividendService;
  }
}

/** The VIP5 weekly reserve dividend, weighted by holdings and exact to the paisa (ADR 0031). */
export const dividendModule = defineModule({
  name: 'dividend',
  entities: [DividendRunSchema, DividendPayoutSchema],
  policies: [dividendRunPolicy],
  services: {
    dividends: ({ clock, dialect, services }) => createDividendService({ clock, dialect, vip: services.vip }),
  },
  routes: ({ em, services }) => [
    dividendRoutes({ em, dividends: services.dividends }),
    adminDividendRoutes({ em, dividends: services.dividends }),
  ],
  jobs: ({ em, logger, services }) => [scheduleDividends(services.dividends, em, logger)],
  adminCommands: dividendAdminCommands,
});
