// Starts the app as `npm start` would (no build step) on a port of its own, with a temporary
// data folder, and waits until it answers. Used by every benchmark here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = { process: ChildProcess; baseUrl: string; stop(): Promise<void> };

/** One GET on a fresh connection: a pooled keep-alive connection could reach a server that is shutting down. */
function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** Polls `url` until it answers 200; returns the milliseconds it took. */
export async function waitForOk(url: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await answersOk(url)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Spawns `command` (default: the API entry point) and resolves once /api/health answers. */
export async function startServer(
  port: number,
  options: { command?: string[]; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer & { startMs: number }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port would answer at once and make every figure meaningless.
  const busy = await answersOk(`${baseUrl}/api/health`);
  if (busy) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const [cmd, ...args] = options.command ?? [process.execPath, 'api/src/main.ts'];
  // Its own process group, so stopping it also stops what `npm start` launched.
  const child = spawn(cmd!, args, {
    cwd: repoRoot,
    detached: true,
    // BENCH_SERVER_LOG=<file>: the servers' log (warnings and errors) is appended there.
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), 'h5-bench-')),
      ...options.env,
    },
  });
  const terminate = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', terminate);
  const startMs = await waitForOk(`${baseUrl}/api/health`);
  return {
    process: child,
    baseUrl,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        terminate();
      }),
  };
}
