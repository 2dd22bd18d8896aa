import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, type Options } from '@mikro-orm/core';
import { MySqlDriver } from '@mikro-orm/mysql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { dialectOf, type Dialect } from './dialect.ts';
import { entities } from './entities.ts';
import { TextSafeLibSqlDriver } from './libsql-driver.ts';

export type Orm = MikroORM;

export const migrationsDir = (dialect: Dialect) =>
  fileURLToPath(new URL(`./migrations/${dialect}`, import.meta.url));

/** ORM options for the configured database: MySQL/MariaDB when DATABASE_URL is set, else a libsql file. */
export function ormOptions(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Partial<Options> {
  const dialect = dialectOf(config);
  const common: Partial<Options> = {
    entities,
    extensions: [Migrator],
    // Entities are plain schemas: nothing to reflect, nothing to cache between runs.
    metadataCache: { enabled: false },
    allowGlobalContext: false,
    migrations: {
      path: migrationsDir(dialect),
      pathTs: migrationsDir(dialect),
      glob: 'Migration*.ts',
      emit: 'ts',
      tableName: 'mikro_orm_migrations',
      snapshotName: '.snapshot',
      // The snapshot in the source tree changes only when a migration is created.
      snapshotOnMigrate: false,
      silent: true,
    },
    logger: (message) => logger?.debug({ orm: true }, message),
  };
  if (config.databaseUrl) {
    return {
      ...common,
      driver: MySqlDriver,
      clientUrl: config.databaseUrl,
      timezone: '+00:00',
      // A ledger entry is written in one round trip (ADR 0014). Every statement the API sends
      // is parameterized, so allowing several per query opens no door to injection.
      multipleStatements: true,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    driver: TextSafeLibSqlDriver,
    dbName: join(config.dataDir, 'app.db'),
    // The server, its in-process jobs and `npm run admin` share this file: a transaction waits up
    // to 15 s for another process's (a job's pass on a busy machine can hold it for seconds)
    // instead of failing with "database is locked".
    driverOptions: { timeout: 15_000 },
  };
}

/** Connects to the configured database; an unreachable one fails here, naming DATABASE_URL. */
export async function createOrm(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(config, logger));
  // Connections are opened lazily; query once so a wrong address stops start-up, not the first request.
  try {
    await orm.em.getConnection().execute('select 1');
  } catch (error) {
    await orm.close();
    const where = config.databaseUrl
      ? `MySQL at ${new URL(config.databaseUrl).host} (DATABASE_URL)`
      : 'libsql';
    throw new Error(`The database ${where} is not reachable: ${(error as Error).message}`, { cause: error });
  }
  // The server and `npm run admin` share the libsql file. In write-ahead-log mode a reader never
  // blocks a writer: an operator command is not refused ("database is locked") because the server
  // was reading for a page at the time. The mode is kept in the file; setting it again is a no-op.
  if (!config.databaseUrl) await orm.em.getConnection().execute('pragma journal_mode = wal');
  return orm;
}
