import packageJson from '../../../package.json' with { type: 'json' };
import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

declare module '../../platform/module.ts' {
  interface Services {
    health: HealthService;
  }
}

/** `GET /api/health`: the database, Redis and the version, for load balancers and people. */
export const healthModule = defineModule({
  name: 'health',
  services: {
    health: ({ orm, dialect, redis, startedAt }) =>
      createHealthService({ orm, dialect, redis, version: packageJson.version, startedAt }),
  },
  routes: ({ services }) => [healthRoutes({ health: services.health })],
});
