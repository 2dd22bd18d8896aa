// `npm run db:migrate`: applies pending migrations to the configured database and seeds demo
// content that is missing.
import { ConfigError, loadConfig } from '../config.ts';
import { clockFor } from '../platform/test-clock.ts';
import { migrateToLatest, seed } from './migrate.ts';
import { createOrm } from './orm.ts';
import { dialectOf } from './dialect.ts';

try {
  const config = loadConfig();
  const orm = await createOrm(config);
  try {
    const applied = await migrateToLatest(orm);
    await seed(orm, clockFor(config), { demoFunds: config.demoFunds });
    console.log(
      `${dialectOf(config)}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`,
    );
  } finally {
    await orm.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `db:migrate failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
