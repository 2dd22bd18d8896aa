import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { depositAdminCommands } from './deposit-admin-cli.ts';
import { DepositSchema } from './deposit.entity.ts';
import { adminDepositRoutes, depositRoutes } from './deposit.routes.ts';
import { createDepositService, type DepositService } from './deposit.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    deposits: DepositService;
  }
}

/** USDT deposits: the member's address per chain and history; operators credit what arrived. */
export const depositModule = defineModule({
  name: 'deposit',
  entities: [DepositSchema],
  services: {
    deposits: ({ clock, config, services }) =>
      createDepositService({ clock, ledger: services.ledger, appSecret: config.appSecret }),
  },
  routes: ({ em, services }) => {
    const deps = { em, deposits: services.deposits, idempotent: services.idempotent };
    return [depositRoutes(deps), adminDepositRoutes(deps)];
  },
  adminCommands: depositAdminCommands,
});
