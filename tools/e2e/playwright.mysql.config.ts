// `npm run e2e:mysql -w tools/e2e`: journeys against MariaDB and Redis, as a deployment runs. The
// server gets a fresh database of its own (h5_e2e) and a Redis database of its own (logical
// database E2E_REDIS_DB, 6, of REDIS_URL's server), both reset by mysql-setup.ts, and shares
// sockets through Redis; the operator CLI the journeys run reaches the same database. Not part of
// `npm test`, which needs neither service.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { MARIADB_JOURNEYS, webServer } from './playwright.config.ts';
import type { JourneyOptions } from './tests/fixtures.ts';

const port = Number(process.env.E2E_MYSQL_PORT ?? 8097);
const redis = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
redis.pathname = `/${process.env.E2E_REDIS_DB ?? '6'}`;
// Read by the runner and its workers (the operator CLI of the journeys inherits them).
process.env.DATABASE_URL ||= 'mysql://root@127.0.0.1:3306/h5_e2e';
process.env.E2E_REDIS_URL = redis.toString();
process.env.E2E_MYSQL_ROOT ??= mkdtempSync(join(tmpdir(), 'h5-e2e-mysql-'));
const server = {
  port,
  dataDir: join(process.env.E2E_MYSQL_ROOT, 'data'),
  mailFile: join(process.env.E2E_MYSQL_ROOT, 'data', 'mail.json'),
};
mkdirSync(server.dataDir, { recursive: true });

export default defineConfig<JourneyOptions>({
  ...base,
  testIgnore: [],
  // The database and Redis check, then the journeys of sessions, the socket and money.
  testMatch: ['mariadb.mysql.spec.ts', ...MARIADB_JOURNEYS],
  projects: [
    {
      name: 'hi-in (MariaDB)',
      use: {
        lang: 'hi-in',
        locale: 'hi-IN',
        baseURL: `http://127.0.0.1:${port}`,
        server: { dataDir: server.dataDir, mailFile: server.mailFile },
      },
    },
  ],
  webServer: {
    ...webServer(server, {
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.E2E_REDIS_URL,
    }),
    command: 'node mysql-setup.ts && node serve.ts',
    timeout: 120_000,
  },
});
