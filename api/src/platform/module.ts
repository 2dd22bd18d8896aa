import type { EntityManager, EntitySchema } from '@mikro-orm/core';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Orm } from '../db/orm.ts';
import type { Realtime } from '../realtime/socket-server.ts';
import type { AdminCommand } from './admin-command.ts';
import type { Clock } from './clock.ts';
import type { DomainEvents } from './events.ts';
import type { Policy } from './policy.ts';
import type { Lockouts } from './rate-limit.ts';
import type { RouteGroup } from './routes.ts';

/**
 * The services modules offer each other, by name. Each module adds the ones it provides to this
 * interface from its own `index.ts` (`declare module '../../platform/module.ts'`), so a new
 * module needs no edit here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** What a module's parts are built from: the process's platform pieces and the other modules' services. */
export type ModuleContext = {
  config: Config;
  clock: Clock;
  logger: Logger;
  orm: Orm;
  /** The global entity manager; fork it per unit of work. */
  em: EntityManager;
  dialect: Dialect;
  events: DomainEvents;
  realtime: Realtime;
  redis: Redis | undefined;
  lockouts: Lockouts;
  /** When this process started (ms since the epoch). */
  startedAt: number;
  services: Services;
};

/** What seeding runs with (on start on the embedded database, and `npm run db:migrate`). */
export type SeedContext = { em: EntityManager; clock: Clock; dialect: Dialect; demoFunds: boolean };

/** What the app and its tests need to know of any policy. */
export type ResourcePolicy = Pick<Policy<never, string>, 'resource' | 'owned' | 'refuse'>;

type ServiceFactories = { [K in keyof Services]?: (context: ModuleContext) => Services[K] };

/**
 * A domain module (`src/modules/<name>/index.ts`): its entities, the services it offers, its
 * routes (member, public and operator), its scheduled jobs, its operator commands and its seed
 * data. The app lists modules (`src/modules/index.ts`), never their parts.
 */
export type ApiModule = {
  name: string;
  entities?: readonly EntitySchema[];
  /** The policies of the resources it keeps: the access tests find every resource here. */
  policies?: readonly ResourcePolicy[];
  services?: ServiceFactories;
  routes?: (context: ModuleContext) => RouteGroup[];
  /** Starts the module's scheduled jobs; answers a stop function for each. */
  jobs?: (context: ModuleContext) => (() => Promise<void>)[];
  /** Subscribes to domain events (socket fan-out and the like); answers the unsubscribe functions. */
  subscribe?: (context: ModuleContext) => (() => void)[];
  adminCommands?: Record<string, AdminCommand>;
  seed?: (context: SeedContext) => Promise<void>;
};

export const defineModule = (module: ApiModule): ApiModule => module;

/**
 * The services of every module, each created on first use from its module's factory (so modules
 * may use each other's services in any order). Two modules offering one name, or a service that
 * needs itself to be built, stop start-up with a message that names it.
 */
export function createServices(
  modules: readonly ApiModule[],
  context: Omit<ModuleContext, 'services'>,
): Services {
  const services = {} as Services;
  const full: ModuleContext = { ...context, services };
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.services ?? {}) as [
      keyof Services,
      (context: ModuleContext) => unknown,
    ][]) {
      const other = owners.get(name);
      if (other) throw new Error(`modules ${other} and ${module.name} both offer the service ${name}`);
      owners.set(name, module.name);
      let building = false;
      let built: unknown;
      Object.defineProperty(services, name, {
        enumerable: true,
        get() {
          if (built !== undefined) return built;
          if (building)
            throw new Error(`the service ${name} (module ${module.name}) needs itself to be built`);
          building = true;
          try {
            built = factory(full);
          } finally {
            building = false;
          }
          return built;
        },
      });
    }
  }
  return services;
}
