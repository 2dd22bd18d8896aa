// `npm run test:mysql`: the API integration suite on MySQL/MariaDB and Redis. DATABASE_URL and
// REDIS_URL default to the local services; both must answer before any test runs.
import { spawn } from 'node:child_process';
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

// `npm run test:mysql -- src/modules/fund/fund.test.ts` runs the files named, on DATABASE_URL's
// database; options such as `--test-name-pattern=…` go to the test runner. The whole suite runs in
// MYSQL_TEST_SHARDS (2) shards side by side, each on a database (`<name>_<k>`) and a Redis database
// (REDIS_URL's + k − 1) of its own: a test resets its database, and most of a test's time is spent
// waiting for the database, so two shards take little more than half the time of one run.
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
const shards = files.length ? 1 : Math.max(1, Number(process.env.MYSQL_TEST_SHARDS ?? 2));

/** DATABASE_URL and REDIS_URL for shard `k` of `shards` (one shard: the given ones). */
function shardUrls(k: number) {
  if (shards === 1) return { databaseUrl, redisUrl };
  const database = new URL(databaseUrl);
  database.pathname = `/${database.pathname.slice(1) || 'test'}_${k}`;
  const redis = new URL(redisUrl);
  redis.pathname = `/${Number(redis.pathname.slice(1) || 0) + k - 1}`;
  return { databaseUrl: database.toString(), redisUrl: redis.toString() };
}

async function createDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await createConnection({ uri: server.toString() });
  await connection.query(`create database if not exists \`${name}\``);
  await connection.end();
}

/** Runs shard `k`; its output is printed whole when it ends (a single run prints as it goes). */
async function runShard(k: number): Promise<number> {
  const urls = shardUrls(k);
  if (shards > 1) await createDatabase(urls.databaseUrl);
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      ...(shards > 1 ? [`--test-shard=${k}/${shards}`] : []),
      ...args,
      ...(files.length ? [] : ['src/**/*.test.ts']),
    ],
    {
      cwd: apiDir,
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, DATABASE_URL: urls.databaseUrl, REDIS_URL: urls.redisUrl },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  if (shards > 1) {
    console.log(
      `── test:mysql shard ${k}/${shards} (${where(urls.databaseUrl)}${new URL(urls.databaseUrl).pathname}): ${code === 0 ? 'ok' : 'FAILED'}`,
    );
    console.log(output);
  }
  return code;
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
