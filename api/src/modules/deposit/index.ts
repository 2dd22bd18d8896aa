import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { depositAdminCommands } from './deposit-admin-cli.ts';
import { DepositSchema } from './deposit.entity.ts';
import { adminDepositRoutes, depositRoutes } from './deposit.routes.ts';
import { depositNotice, type DepositChange, type DepositFields } from './deposit.presenter.ts';
import { createDepositService, type DepositService } from './deposit.service.ts';
import { memberRoom } from '../../realtime/socket-server.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/events.ts' {
  interface DomainEventMap {
    /** The watcher saw a deposit, counted a confirmation, credited or dropped it (after its commit). */
    'deposit.changed': { deposit: DepositFields; change: DepositChange };
  }
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
    deposits: ({ clock, config, dialect, services }) =>
      createDepositService({ clock, ledger: services.ledger, chains: config.chains, dialect }),
  },
  routes: ({ em, services }) => {
    const deps = { em, deposits: services.deposits, idempotent: services.idempotent };
    return [depositRoutes(deps), adminDepositRoutes(deps)];
  },
  // The member follows each deposit live on their own socket, in every language (ADR 0037).
  subscribe: ({ events, realtime }) => [
    events.on('deposit.changed', ({ deposit, change }) =>
      realtime.publish(memberRoom(deposit.memberId), depositNotice(deposit, change)),
    ),
  ],
  adminCommands: depositAdminCommands,
});
