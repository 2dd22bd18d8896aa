// `npm run test:mysql`: the API integration suite on MySQL/MariaDB and Redis. DATABASE_URL and
// REDIS_URL default to the local services; both must answer before any test runs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const where = (url: string) => new URL(url).host;

async function checkMysql() {
  try {
    const connection = await createConnection({ uri: databaseUrl, connectTimeout: 5000 });
    const [rows] = await connection.query('select version() as version');
    await connection.end();
    return (rows as { version: string }[])[0]?.version ?? 'unknown';
  } catch (error) {
    throw new Error(
      `MySQL/MariaDB at ${where(databaseUrl)} cannot be reached (DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

async function checkRedis() {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis at ${where(redisUrl)} cannot be reached (REDIS_URL): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  } finally {
    client.disconnect();
  }
}

try {
  const version = await checkMysql();
  await checkRedis();
  console.log(`test:mysql: database ${where(databaseUrl)} (${version}), Redis ${where(redisUrl)}`);
} catch (error) {
  console.error(`test:mysql: ${(error as Error).message}`);
  process.exit(1);
}

// `npm run test:mysql -- src/modules/fund/fund.test.ts` runs the files named (by default, all);
// options such as `--test-name-pattern=…` go to the test runner.
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
const result = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', ...args, ...(files.length ? [] : ['src/**/*.test.ts'])],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } },
);
process.exit(result.status ?? 1);
