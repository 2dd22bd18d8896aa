// Before the MariaDB journeys' server starts: a fresh database of their own (DATABASE_URL, by
// default h5_e2e), migrated and seeded with `npm run db:migrate`, and an empty Redis database of
// their own (REDIS_URL names its logical database): lockouts are counted per member id and per
// address there, and member ids start again at 1. Never the database `test`: the API's MariaDB suite
// drops every table there.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createConnection } from 'mysql2/promise';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error('mysql-setup: DATABASE_URL and REDIS_URL must be set');
const database = new URL(databaseUrl).pathname.slice(1);
if (!/^h5_e2e\w*$/.test(database))
  throw new Error(`mysql-setup: refusing to reset "${database}": the journeys use a database named h5_e2e…`);
const redisDb = Number(new URL(redisUrl).pathname.slice(1) || '0');
if (!Number.isInteger(redisDb) || redisDb === 0)
  throw new Error(
    `mysql-setup: refusing to empty Redis database ${redisDb}: the journeys use one of their own`,
  );

const server = new URL(databaseUrl);
server.pathname = '/';
const admin = await createConnection({ uri: server.toString(), connectTimeout: 5000 });
try {
  await admin.query(`drop database if exists \`${database}\``);
  await admin.query(`create database \`${database}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
} finally {
  await admin.end();
}

const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
try {
  await redis.connect();
  await redis.flushdb();
} finally {
  redis.disconnect();
}

execFileSync('npm', ['run', '--silent', 'db:migrate'], {
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  env: process.env,
  stdio: 'inherit',
});
