import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { adminJournalRoutes } from './admin-journal.routes.ts';
import { adminLedgerRoutes } from './admin-ledger.routes.ts';
import { IdempotencyRecordSchema } from './idempotency-record.entity.ts';
import { createIdempotency, type Idempotent } from './idempotency.ts';
import { JournalEntrySchema } from './journal-entry.entity.ts';
import { JournalLineSchema } from './journal-line.entity.ts';
import { ledgerAdminCommands } from './ledger-admin-cli.ts';
import { LedgerAccountSchema } from './ledger-account.entity.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';
import { createPlatformAccountsService, type PlatformAccountsService } from './platform-accounts.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    ledger: LedgerService;
    wallet: WalletService;
    idempotent: Idempotent;
    platformAccounts: PlatformAccountsService;
  }
}

/** The double-entry ledger, idempotent money calls, the member's wallet and the platform's accounts. */
export const ledgerModule = defineModule({
  name: 'ledger',
  entities: [LedgerAccountSchema, JournalEntrySchema, JournalLineSchema, IdempotencyRecordSchema],
  services: {
    ledger: ({ dialect, clock }) => createLedgerService({ dialect, clock }),
    wallet: ({ services }) =>
      createWalletService({
        ledger: services.ledger,
        usdtRate: async (em) => (await services.conversions.rate(em))?.rateMicro ?? null,
      }),
    idempotent: ({ em, clock, config }) => createIdempotency({ em, clock, appSecret: config.appSecret }),
    platformAccounts: ({ clock, services }) =>
      createPlatformAccountsService({ clock, ledger: services.ledger }),
  },
  routes: ({ em, clock, services }) => [
    walletRoutes({
      em,
      wallet: services.wallet,
      idempotent: services.idempotent,
      piggyInterest: services.piggyInterest,
    }),
    adminLedgerRoutes({ em, idempotent: services.idempotent, platformAccounts: services.platformAccounts }),
    adminJournalRoutes({ em, clock }),
  ],
  adminCommands: ledgerAdminCommands,
});
