import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { challengeAdminCommands } from './challenge-admin-cli.ts';
import {
  createChallengeSettler,
  scheduleChallengeSettlement,
  type ChallengeSettler,
} from './challenge-settlement.service.ts';
import { ChallengeEntrySchema, ChallengeSchema } from './challenge.entity.ts';
import { challengePolicy } from './challenge.policy.ts';
import { adminChallengeRoutes, challengeRoutes } from './challenge.routes.ts';
import { seedDemoChallenge } from './challenge.seed.ts';
import { createChallengeService, type ChallengeService } from './challenge.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    challenges: ChallengeService;
    challengeSettler: ChallengeSettler;
  }
}

/** Promotion challenges: apply in the window at a VIP level, meet the targets, rewarded once at the end (ADR 0029). */
export const challengeModule = defineModule({
  name: 'challenge',
  entities: [ChallengeSchema, ChallengeEntrySchema],
  policies: [challengePolicy],
  services: {
    challenges: ({ clock, dialect, services }) =>
      createChallengeService({ clock, dialect, levelOf: services.vip.levelOf }),
    challengeSettler: ({ clock, dialect, services }) =>
      createChallengeSettler({ clock, dialect, ledger: services.ledger }),
  },
  routes: ({ em, clock, services }) => [
    challengeRoutes({ em, challenges: services.challenges }),
    adminChallengeRoutes({ em, clock, challenges: services.challenges, ledger: services.ledger }),
  ],
  jobs: ({ em, logger, services }) => [scheduleChallengeSettlement(services.challengeSettler, em, logger)],
  adminCommands: challengeAdminCommands,
  seed: ({ em, clock, dialect, demoFunds }) =>
    demoFunds ? seedDemoChallenge(em, clock, dialect) : Promise.resolve(),
});
