import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

test('defaults: port 8080 on every interface, data in <repo>/.data, the repo root as web root', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-config-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.webRoot, join(repoRoot).replace(/\/$/, ''));
  assert.equal(config.logLevel, 'info');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.rankingIntervalMs, 300_000);
  rmSync(dataDir, { recursive: true });
});

test('secrets absent from the environment are generated once and kept in DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-config-'));
  const first = loadConfig({ DATA_DIR: dataDir });
  const second = loadConfig({ DATA_DIR: dataDir });
  assert.ok(first.socketTokenSecret.length >= 32);
  assert.notEqual(first.socketTokenSecret, first.appSecret);
  assert.equal(second.socketTokenSecret, first.socketTokenSecret);
  assert.equal(second.appSecret, first.appSecret);
  const file = join(dataDir, 'secrets.json');
  assert.equal(statSync(file).mode & 0o077, 0, 'only the owner may read the secrets');
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).APP_SECRET, first.appSecret);
  rmSync(dataDir, { recursive: true });
});

test('a bad value names the variable', () => {
  const cases: [Record<string, string>, string][] = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REMOTES: 'member,../etc' }, 'REMOTES'],
    [{ APP_SECRET: 'short', SOCKET_TOKEN_SECRET: 'x'.repeat(40) }, 'APP_SECRET'],
    [{ RANKING_INTERVAL_SECONDS: '5' }, 'RANKING_INTERVAL_SECONDS'],
    [{ RANKING_INTERVAL_SECONDS: 'often' }, 'RANKING_INTERVAL_SECONDS'],
  ];
  for (const [env, name] of cases) {
    assert.throws(
      () => loadConfig({ DATA_DIR: tmpdir(), ...env }),
      (error: unknown) => error instanceof ConfigError && error.message.includes(`${name}:`),
      name,
    );
  }
});

test('the process refuses to start on a bad value, exits non-zero and names the variable', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-config-'));
  const result = spawnSync(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port', DATABASE_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /PORT/);
  rmSync(dataDir, { recursive: true });
});
