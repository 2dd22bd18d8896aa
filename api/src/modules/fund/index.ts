import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { fundAdminCommands } from './fund-admin-cli.ts';
import { fundAdminRoutes } from './fund-admin.routes.ts';
import { FundIncomeSchema } from './fund-income.entity.ts';
import { FundNavSchema } from './fund-nav.entity.ts';
import { createFundOrderService, type FundOrderService } from './fund-order.service.ts';
import { FundOrderSchema } from './fund-order.entity.ts';
import { createFundPurchaser, type FundPurchaser } from './fund-purchaser.ts';
import { createFundSettler, scheduleFundSettlement, type FundSettler } from './fund-settlement.service.ts';
import { FundSchema } from './fund.entity.ts';
import { fundPolicy, orderPolicy, trialQuotaPolicy } from './fund.policy.ts';
import { fundRoutes } from './fund.routes.ts';
import { seedDemoFunds } from './fund.seed.ts';
import { createFundService, type FundService } from './fund.service.ts';
import { TrialQuotaSchema } from './trial-quota.entity.ts';
import { createTrialQuotaService, type TrialQuotaService } from './trial-quota.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    funds: FundService;
    fundOrders: FundOrderService;
    fundPurchaser: FundPurchaser;
    fundSettler: FundSettler;
    trialQuotas: TrialQuotaService;
  }
}

/** Funds: products, purchases written in batches, daily settlement of income, trial quotas. */
export const fundModule = defineModule({
  name: 'fund',
  entities: [FundSchema, FundNavSchema, FundOrderSchema, FundIncomeSchema, TrialQuotaSchema],
  policies: [fundPolicy, orderPolicy, trialQuotaPolicy],
  services: {
    funds: ({ clock }) => createFundService({ clock }),
    fundOrders: ({ clock }) => createFundOrderService({ clock }),
    trialQuotas: ({ clock, services }) => createTrialQuotaService({ clock, funds: services.funds }),
    fundPurchaser: ({ em, clock, dialect, services }) =>
      createFundPurchaser({
        em,
        clock,
        dialect,
        ledger: services.ledger,
        funds: services.funds,
        paymentPasswords: services.paymentPasswords,
      }),
    fundSettler: ({ clock, dialect }) => createFundSettler({ dialect, clock }),
  },
  routes: ({ em, services }) => [
    fundRoutes({
      em,
      funds: services.funds,
      orders: services.fundOrders,
      purchaser: services.fundPurchaser,
      trialQuotas: services.trialQuotas,
      idempotent: services.idempotent,
    }),
    fundAdminRoutes({ em, funds: services.funds, trialQuotas: services.trialQuotas }),
  ],
  // Fund income every 24 h after purchase: the same code is safe on every process (ADR 0013).
  jobs: ({ em, logger, services }) => [scheduleFundSettlement(services.fundSettler, em, logger)],
  adminCommands: fundAdminCommands,
  seed: ({ em, clock, dialect, demoFunds }) =>
    demoFunds ? seedDemoFunds(em, clock, dialect) : Promise.resolve(),
});
