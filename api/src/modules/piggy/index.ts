import { defineModule } from '../../platform/module.ts';
import { piggyAdminCommands } from './piggy-admin-cli.ts';
import {
  createPiggyInterestService,
  schedulePiggyInterest,
  type PiggyInterestService,
} from './piggy-interest.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    piggyInterest: PiggyInterestService;
  }
}

/** The piggy bank's daily interest, paid from promotions (moves in and out are the wallet's). */
export const piggyModule = defineModule({
  name: 'piggy',
  services: {
    piggyInterest: ({ clock, services }) => createPiggyInterestService({ clock, ledger: services.ledger }),
  },
  jobs: ({ em, logger, services }) => [schedulePiggyInterest(services.piggyInterest, em, logger)],
  adminCommands: piggyAdminCommands,
});
