import type { Clock } from '../platform/clock.ts';
import { MySqlDriver } from '@mikro-orm/mysql';
import { seedContent } from '../modules/content/content.seed.ts';
import { seedDemoFunds } from '../modules/fund/fund.seed.ts';
import type { Orm } from './orm.ts';

/** Applies pending migrations; returns the names it applied. */
export async function migrateToLatest(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * Inserts demo content that is missing; safe to run on every start. `demoFunds` (DEMO_FUNDS,
 * on by default) adds the demo funds with their NAV history and funded income pools.
 */
export async function seed(orm: Orm, clock: Clock, options: { demoFunds?: boolean } = {}): Promise<void> {
  await seedContent(orm.em.fork(), clock);
  if (options.demoFunds ?? true)
    await seedDemoFunds(orm.em.fork(), clock, orm.em.getDriver() instanceof MySqlDriver ? 'mysql' : 'sqlite');
}
