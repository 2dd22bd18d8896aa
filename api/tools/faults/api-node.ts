// API processes for the fault test: real `node src/main.ts` children on fixed ports of
// 127.0.0.1, so a process killed with SIGKILL comes back where its clients expect it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
/** How long a start may take before the run gives up. */
const START_TIMEOUT_MS = 90_000;

/** A port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One API process slot: a port and the child currently serving it (restarted in place). */
export type ApiNode = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | undefined;
  /** 1 for the first start, +1 for each restart. */
  generation: number;
  logFiles: string[];
};

export function apiNode(name: string, port: number): ApiNode {
  return { name, port, url: `http://127.0.0.1:${port}`, child: undefined, generation: 0, logFiles: [] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when `/api/health` answers 200 (database and Redis reachable). */
export async function healthy(url: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.arrayBuffer();
    return answer.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the node's process with `env` and waits until its health check answers 200. Its output
 * goes to a log file in `logDir` (one per generation). Answers the milliseconds it took.
 */
export async function startNode(node: ApiNode, env: Record<string, string>, logDir: string): Promise<number> {
  const started = performance.now();
  node.generation += 1;
  const logFile = join(logDir, `${node.name}-${node.generation}.log`);
  node.logFiles.push(logFile);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(node.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  node.child = child;
  let exited: number | null | undefined;
  child.once('exit', (code, signal) => (exited = code ?? (signal ? -1 : null)));
  // Generous: in CI the first start competes with two other suites for two cores.
  const deadline = started + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (exited !== undefined)
      throw new Error(`API ${node.name} exited (${String(exited)}) while starting; see ${logFile}`);
    if (await healthy(node.url, 500)) return performance.now() - started;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`API ${node.name} was not healthy within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/** SIGKILL: no shutdown, no flush, connections and transactions dropped as they are. */
export async function killNode(node: ApiNode): Promise<void> {
  const child = node.child;
  if (!child) return;
  child.kill('SIGKILL');
  await exitOf(child);
  node.child = undefined;
}

/** SIGTERM (the graceful shutdown of main.ts), SIGKILL after 15 s. */
export async function stopNode(node: ApiNode): Promise<void> {
  const child = node.child;
  if (!child) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  child.kill('SIGTERM');
  await exitOf(child);
  clearTimeout(timer);
  node.child = undefined;
}
