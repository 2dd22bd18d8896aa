import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { adminTeamRoutes, teamRoutes } from './team.routes.ts';
import { createTeamService, type TeamService } from './team.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    teams: TeamService;
  }
}

/** A member's invitation code and team, three levels deep (ADR 0027); the tree is the account module's. */
export const teamModule = defineModule({
  name: 'team',
  services: { teams: () => createTeamService() },
  routes: ({ em, services }) => [
    teamRoutes({ em, teams: services.teams }),
    adminTeamRoutes({ em, teams: services.teams }),
  ],
});
