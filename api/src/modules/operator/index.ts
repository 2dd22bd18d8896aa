import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import type { OperatorResolver } from '../../platform/routes.ts';
import { operatorAdminCommands } from './operator-admin-cli.ts';
import {
  createOperatorLoginService,
  createOperatorResolver,
  type OperatorLoginService,
} from './operator-login.service.ts';
import { OperatorSessionSchema } from './operator-session.entity.ts';
import { OperatorSchema } from './operator.entity.ts';
import { operatorRoutes } from './operator.routes.ts';
import { createOperatorService, type OperatorService } from './operator.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    operators: OperatorService;
    operatorLogins: OperatorLoginService;
    /** Who an `operator-token` belongs to: the `operator` guards of every route. */
    operatorResolver: OperatorResolver;
  }
}

/** Operators: their accounts, roles and sessions (ADR 0011), apart from members'. */
export const operatorModule = defineModule({
  name: 'operator',
  entities: [OperatorSchema, OperatorSessionSchema],
  services: {
    operators: ({ clock }) => createOperatorService({ clock }),
    operatorLogins: ({ clock, lockouts }) => createOperatorLoginService({ clock, lockouts }),
    operatorResolver: ({ em, clock }) => createOperatorResolver({ em, clock }),
  },
  routes: ({ em, services }) => [
    operatorRoutes({ em, operators: services.operators, logins: services.operatorLogins }),
  ],
  adminCommands: operatorAdminCommands,
});
