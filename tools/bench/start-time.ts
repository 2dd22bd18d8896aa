// `npm start` on an existing build: time from launch until /api/health and /h5/ both answer.
// Budget: under 5 s. Runs it three times (the first on a new data folder, which migrates and seeds).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForOk } from './server.ts';

const BUDGET_MS = 5000;

export async function measureStart(port = 8192) {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-bench-start-'));
  const times: number[] = [];
  console.log('\n`npm start` on an existing build, until /api/health and /h5/ answer');
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    const server = await startServer(port, { command: ['npm', 'start', '--silent'], dataDir });
    await waitForOk(`${server.baseUrl}/h5/`);
    const ms = performance.now() - started;
    times.push(ms);
    console.log(`  run ${run}${run === 1 ? ' (new data folder)' : ''}: ${(ms / 1000).toFixed(2)} s`);
    await server.stop();
  }
  const worst = Math.max(...times);
  console.log(
    `  worst: ${(worst / 1000).toFixed(2)} s; budget ${BUDGET_MS / 1000} s: ${worst < BUDGET_MS ? 'within' : 'OVER'}`,
  );
  return { worstMs: worst, withinBudget: worst < BUDGET_MS };
}

if (import.meta.main) await measureStart();
