import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { StakeIncomeSchema, StakeSchema } from './stake.entity.ts';
import { createStakeService, type StakeService } from './stake.service.ts';
import { stakingAdminCommands } from './staking-admin-cli.ts';
import { stakingAdminRoutes } from './staking-admin.routes.ts';
import { createStakingPlanService, type StakingPlanService } from './staking-plan.service.ts';
import { StakingPlanSchema } from './staking-plan.entity.ts';
import {
  createStakingSettler,
  scheduleStakingSettlement,
  type StakingSettler,
} from './staking-settlement.service.ts';
import { stakePolicy, stakingPlanPolicy } from './staking.policy.ts';
import { stakingRoutes } from './staking.routes.ts';
import { seedDemoStakingPlans } from './staking.seed.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    stakingPlans: StakingPlanService;
    stakes: StakeService;
    stakingSettler: StakingSettler;
  }
}

/** Staking: plans, stakes, daily income, claims, continues and auto-compounding (ADR 0024). */
export const stakingModule = defineModule({
  name: 'staking',
  entities: [StakingPlanSchema, StakeSchema, StakeIncomeSchema],
  policies: [stakingPlanPolicy, stakePolicy],
  services: {
    stakingPlans: ({ clock }) => createStakingPlanService({ clock }),
    stakes: ({ clock, services }) =>
      createStakeService({ clock, ledger: services.ledger, plans: services.stakingPlans }),
    stakingSettler: ({ clock, dialect }) => createStakingSettler({ dialect, clock }),
  },
  routes: ({ em, services }) => [
    stakingRoutes({
      em,
      plans: services.stakingPlans,
      stakes: services.stakes,
      idempotent: services.idempotent,
      wallet: services.wallet,
      paymentPasswords: services.paymentPasswords,
    }),
    stakingAdminRoutes({ em, plans: services.stakingPlans, stakes: services.stakes }),
  ],
  // Income every 24 h after a stake's start: the same code is safe on every process (ADR 0013).
  jobs: ({ em, logger, services }) => [scheduleStakingSettlement(services.stakingSettler, em, logger)],
  adminCommands: stakingAdminCommands,
  seed: ({ em, clock, dialect, demoFunds }) =>
    demoFunds ? seedDemoStakingPlans(em, clock, dialect) : Promise.resolve(),
});
