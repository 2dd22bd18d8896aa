import type { Config } from '../config.ts';

export type Dialect = 'sqlite' | 'mysql';

/** MySQL/MariaDB when DATABASE_URL is set, else the embedded libsql database. */
export const dialectOf = (config: Pick<Config, 'databaseUrl'>): Dialect =>
  config.databaseUrl ? 'mysql' : 'sqlite';
