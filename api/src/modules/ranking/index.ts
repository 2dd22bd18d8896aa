import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { rankingAdminCommands } from './ranking-admin-cli.ts';
import { RankingBoardSchema, RankingEntrySchema } from './ranking-entry.entity.ts';
import { adminRankingRoutes, rankRoutes } from './ranking.routes.ts';
import { createRankingService, scheduleRankings, type RankingService } from './ranking.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    rankings: RankingService;
  }
}

/** Weekly and all-time rankings (invested, team growth), computed by a job and read as stored (ADR 0030). */
export const rankingModule = defineModule({
  name: 'ranking',
  entities: [RankingEntrySchema, RankingBoardSchema],
  services: { rankings: ({ clock, dialect }) => createRankingService({ clock, dialect }) },
  routes: ({ em, services }) => [
    rankRoutes({ em, rankings: services.rankings }),
    adminRankingRoutes({ em, rankings: services.rankings }),
  ],
  jobs: ({ em, logger, config, services }) => [
    scheduleRankings(services.rankings, em, logger, config.rankingIntervalMs),
  ],
  adminCommands: rankingAdminCommands,
});
