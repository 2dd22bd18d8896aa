import type { Clock } from '../platform/clock.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import type { Orm } from './orm.ts';

/** Applies pending migrations; returns the names it applied. */
export async function migrateToLatest(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** Inserts demo content that is missing; safe to run on every start. */
export async function seed(orm: Orm, clock: Clock): Promise<void> {
  await seedContent(orm.em.fork(), clock);
}
