// `npm run e2e`: the journeys in Chromium in two halves side by side (Playwright's shards), each
// half with servers of its own (their own ports, databases and test clocks, so the halves never
// meet), then the journeys that redeploy a remote (@deploy), alone: a remote rebuilt under the other
// half's journeys would break them. Arguments go to every run (`npm run e2e -- tests/vip.spec.ts`).
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);

/** Runs Playwright with `extra` and `env`; resolves its exit code and its output. */
function playwright(extra: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('playwright', ['test', '-c', 'playwright.config.ts', ...extra, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The first port of each half's servers (Hindi on it, English on the next). */
const firstPort = Number(process.env.E2E_PORT ?? 8099);
const halves = [1, 2];

const started = Date.now();
const runs = await Promise.all(
  halves.map((half) =>
    playwright(['--grep-invert', '@deploy', `--shard=${half}/${halves.length}`], {
      E2E_PORT: String(firstPort + 2 * (half - 1)),
    }),
  ),
);
for (const [index, run] of runs.entries()) {
  console.log(`── journeys, half ${index + 1}: ${run.code === 0 ? 'ok' : 'FAILED'}`);
  console.log(run.output);
}
// No test matching is not a failure here: a run of named files may hold no @deploy journey.
const deploy = await playwright(['--grep', '@deploy', '--pass-with-no-tests'], {
  E2E_LANGS: 'hi-in',
  E2E_PORT: String(firstPort),
});
console.log(`── @deploy journeys: ${deploy.code === 0 ? 'ok' : 'FAILED'}`);
console.log(deploy.output);
console.log(`journeys took ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(runs.some((run) => run.code !== 0) || deploy.code !== 0 ? 1 : 0);
