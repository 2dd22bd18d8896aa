// The API's modules: each registers its own entities, services, routes, jobs and operator
// commands (`<module>/index.ts`). A new module is one line here.
import type { ApiModule } from '../platform/module.ts';
import { accountModule } from './account/index.ts';
import { auditModule } from './audit/index.ts';
import { chainModule } from './chain/index.ts';
import { challengeModule } from './challenge/index.ts';
import { chatModule } from './chat/index.ts';
import { checkInModule } from './checkin/index.ts';
import { contentModule } from './content/index.ts';
import { conversionModule } from './conversion/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { depositModule } from './deposit/index.ts';
import { dividendModule } from './dividend/index.ts';
import { equityModule } from './equity/index.ts';
import { fundModule } from './fund/index.ts';
import { healthModule } from './health/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { locationModule } from './location/index.ts';
import { mailModule } from './mail/index.ts';
import { operatorModule } from './operator/index.ts';
import { piggyModule } from './piggy/index.ts';
import { plansModule } from './plans/index.ts';
import { rankingModule } from './ranking/index.ts';
import { reserveModule } from './reserve/index.ts';
import { securityModule } from './security/index.ts';
import { stakingModule } from './staking/index.ts';
import { swapModule } from './swap/index.ts';
import { teamModule } from './team/index.ts';
import { uploadModule } from './upload/index.ts';
import { vipModule } from './vip/index.ts';
import { socialModule } from './social/index.ts';
import { postsModule } from './posts/index.ts';
import { groupsModule } from './groups/index.ts';
import { serviceModule } from './service/index.ts';
import { withdrawalModule } from './withdrawal/index.ts';

export const modules: readonly ApiModule[] = [
  healthModule,
  contentModule,
  operatorModule,
  chatModule,
  mailModule,
  accountModule,
  securityModule,
  auditModule,
  uploadModule,
  locationModule,
  plansModule,
  socialModule,
  groupsModule,
  postsModule,
  serviceModule,
  ledgerModule,
  piggyModule,
  withdrawalModule,
  chainModule,
  depositModule,
  conversionModule,
  reserveModule,
  fundModule,
  equityModule,
  stakingModule,
  swapModule,
  checkInModule,
  teamModule,
  rankingModule,
  vipModule,
  challengeModule,
  dividendModule,
  dashboardModule,
];
