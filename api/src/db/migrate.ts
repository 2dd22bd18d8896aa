import type { Clock } from '../platform/clock.ts';
import { modules } from '../modules/index.ts';
import { MySqlDriver } from '@mikro-orm/mysql';
import type { Orm } from './orm.ts';

/** Applies pending migrations; returns the names it applied. */
export async function migrateToLatest(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * Inserts each module's demo content that is missing; safe to run on every start. `demoFunds`
 * (DEMO_FUNDS, on by default) adds the demo funds with their NAV history and funded income pools.
 */
export async function seed(orm: Orm, clock: Clock, options: { demoFunds?: boolean } = {}): Promise<void> {
  const dialect = orm.em.getDriver() instanceof MySqlDriver ? 'mysql' : 'sqlite';
  for (const module of modules)
    await module.seed?.({ em: orm.em.fork(), clock, dialect, demoFunds: options.demoFunds ?? true });
}
