import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startServer, type RunningServer } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Envelope } from '../platform/envelope.ts';
import type { Clock } from '../platform/clock.ts';
import { resetMysqlDatabase } from './database.ts';

type RequestOptions = {
  lang?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
  /** A JSON body; use `form` for form encoding or `raw` to send bytes as they are. */
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: string; contentType: string };
};

export type TestResponse<T> = { httpStatus: number; headers: Headers; body: Envelope<T> };

export type TestServer = RunningServer & {
  dataDir: string;
  /** Every log line written so far (when started with `captureLogs`). */
  logs: string[];
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
};

export type TestServerOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  captureLogs?: boolean;
  /** Run the daily jobs (off by default in tests: they call the jobs themselves). */
  scheduleJobs?: boolean;
  /** On MySQL, drop every table first (default). A second server in the same file shares the first's. */
  freshDatabase?: boolean;
};

/**
 * Starts the whole API on a free port with a fresh temporary DATA_DIR (libsql), or on a clean
 * MySQL schema plus Redis when DATABASE_URL/REDIS_URL are set (`npm run test:mysql`).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-api-test-'));
  const logs: string[] = [];
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    WEB_ROOT: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    // A test starts from an empty ledger; the fund tests turn the demo funds on.
    DEMO_FUNDS: '0',
    ...options.env,
  });
  if (config.databaseUrl && options.freshDatabase !== false) await resetMysqlDatabase(config.databaseUrl);
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const running = await startServer({
    config,
    prepareDatabase: true,
    scheduleJobs: options.scheduleJobs ?? false,
    logDestination,
    lockoutPrefix: `test-${randomBytes(6).toString('hex')}`,
    ...(options.clock && { clock: options.clock }),
  });

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, running.url);
    for (const [key, value] of Object.entries(o.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...o.headers };
    if (o.lang) headers.Lang = o.lang;
    let body: string | undefined;
    if (o.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.raw) {
      headers['Content-Type'] = o.raw.contentType;
      body = o.raw.body;
    }
    const response = await fetch(url, { method, headers, body });
    return {
      httpStatus: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    };
  }

  const close = running.close;
  return {
    ...running,
    dataDir,
    logs,
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    async close() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
