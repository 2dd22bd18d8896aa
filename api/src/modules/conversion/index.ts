import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { quotePolicy } from './conversion.policy.ts';
import { conversionAdminCommands } from './conversion-admin-cli.ts';
import { ConversionSchema } from './conversion.entity.ts';
import { adminConversionRoutes, conversionRoutes } from './conversion.routes.ts';
import { createConversionService, type ConversionService } from './conversion.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    conversions: ConversionService;
  }
}

/** INR ↔ USDT in the wallet at the operator's published rate, through the platform's treasury. */
export const conversionModule = defineModule({
  name: 'conversion',
  entities: [ConversionSchema],
  policies: [quotePolicy],
  services: {
    conversions: ({ clock, services }) => createConversionService({ clock, ledger: services.ledger }),
  },
  routes: ({ em, services }) => [
    conversionRoutes({
      em,
      conversions: services.conversions,
      wallet: services.wallet,
      idempotent: services.idempotent,
      paymentPasswords: services.paymentPasswords,
    }),
    adminConversionRoutes({ em, conversions: services.conversions }),
  ],
  adminCommands: conversionAdminCommands,
});
