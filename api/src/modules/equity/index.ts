import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { EquityDividendPayoutSchema, EquityDividendSchema } from './equity-dividend.entity.ts';
import { EquityHoldingSchema } from './equity-holding.entity.ts';
import { EquityOfferingSchema } from './equity-offering.entity.ts';
import { EquityPriceSchema } from './equity-price.entity.ts';
import { equityAdminCommands } from './equity-admin-cli.ts';
import { equityAdminRoutes } from './equity-admin.routes.ts';
import {
  createEquityDividends,
  scheduleEquityDividends,
  type EquityDividends,
} from './equity-dividend.service.ts';
import { createEquityHoldingService, type EquityHoldingService } from './equity-holding.service.ts';
import { createEquitySubscriber, type EquitySubscriber } from './equity-subscriber.ts';
import { holdingPolicy, offeringPolicy } from './equity.policy.ts';
import { equityRoutes } from './equity.routes.ts';
import { seedDemoEquity } from './equity.seed.ts';
import { createEquityService, type EquityService } from './equity.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    equity: EquityService;
    equityHoldings: EquityHoldingService;
    equitySubscriber: EquitySubscriber;
    equityDividends: EquityDividends;
  }
}

/** Equity: offerings, subscriptions, buybacks, dividends and auto-compounding (ADR 0024). */
export const equityModule = defineModule({
  name: 'equity',
  entities: [
    EquityOfferingSchema,
    EquityPriceSchema,
    EquityHoldingSchema,
    EquityDividendSchema,
    EquityDividendPayoutSchema,
  ],
  policies: [offeringPolicy, holdingPolicy],
  services: {
    equity: ({ clock }) => createEquityService({ clock }),
    equityHoldings: ({ clock, dialect, services }) =>
      createEquityHoldingService({ clock, dialect, ledger: services.ledger, offerings: services.equity }),
    equitySubscriber: ({ em, clock, dialect, services }) =>
      createEquitySubscriber({
        em,
        clock,
        dialect,
        ledger: services.ledger,
        offerings: services.equity,
        paymentPasswords: services.paymentPasswords,
      }),
    equityDividends: ({ clock, dialect, services }) =>
      createEquityDividends({
        clock,
        dialect,
        offerings: services.equity,
        holdings: services.equityHoldings,
      }),
  },
  routes: ({ em, clock, dialect, services }) => [
    equityRoutes({
      em,
      clock,
      offerings: services.equity,
      holdings: services.equityHoldings,
      subscriber: services.equitySubscriber,
      idempotent: services.idempotent,
      wallet: services.wallet,
      paymentPasswords: services.paymentPasswords,
    }),
    equityAdminRoutes({
      em,
      clock,
      dialect,
      offerings: services.equity,
      holdings: services.equityHoldings,
      dividends: services.equityDividends,
    }),
  ],
  // Dividends and waiting buybacks: the same code is safe on every process (ADR 0013).
  jobs: ({ em, logger, services }) => [scheduleEquityDividends(services.equityDividends, em, logger)],
  adminCommands: equityAdminCommands,
  seed: ({ em, clock, dialect, demoFunds }) =>
    demoFunds ? seedDemoEquity(em, clock, dialect) : Promise.resolve(),
});
