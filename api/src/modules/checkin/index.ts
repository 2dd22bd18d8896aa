import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { checkInAdminCommands } from './checkin-admin-cli.ts';
import { CheckInDaySchema, CheckInRewardSchema } from './checkin-day.entity.ts';
import { adminCheckInRoutes, checkInRoutes } from './checkin.routes.ts';
import { createCheckInService, type CheckInService } from './checkin.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    checkIns: CheckInService;
  }
}

/** Daily check-in on the platform's day in India, make-ups for a fee, a trial quota for 30 days (ADR 0026). */
export const checkInModule = defineModule({
  name: 'checkin',
  entities: [CheckInDaySchema, CheckInRewardSchema],
  services: {
    checkIns: ({ em, clock, dialect, services }) =>
      createCheckInService({
        em,
        clock,
        dialect,
        ledger: services.ledger,
        trialQuotas: services.trialQuotas,
      }),
  },
  routes: ({ em, services }) => [
    checkInRoutes({
      em,
      checkIns: services.checkIns,
      idempotent: services.idempotent,
      paymentPasswords: services.paymentPasswords,
    }),
    adminCheckInRoutes({ em, checkIns: services.checkIns }),
  ],
  adminCommands: checkInAdminCommands,
});
