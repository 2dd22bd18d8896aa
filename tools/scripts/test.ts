// `npm test`: every check the project has, in the order that fails fastest.
// Each step runs on the pinned Node (npm scripts put node_modules/.bin first on the PATH).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Step = { name: string; command: string };

/**
 * Stages run one after the other; the chains of a stage run side by side (each chain's steps in
 * order). The unit and API tests spend much of their time waiting for the database and timers, so
 * the build and the storybook smoke, which need neither, run beside them.
 */
const stages: Step[][][] = [
  [[{ name: 'chromium', command: 'bash tools/scripts/ensure-chromium.sh' }]],
  [[{ name: 'local chain', command: 'bash tools/scripts/ensure-local-chain.sh' }]],
  [[{ name: 'typecheck', command: 'npm run typecheck --silent' }]],
  [
    [
      {
        name: 'lint',
        command: 'eslint . && prettier --check . --log-level warn && node tools/scripts/check-i18n.ts',
      },
    ],
  ],
  [
    [{ name: 'unit and API integration', command: 'turbo run test --concurrency=1' }],
    [
      { name: 'build', command: 'turbo run build --output-logs=errors-only' },
      // Gzipped JS and sequential round trips before the home tab shows (ADR 0009, ADR 0022).
      { name: 'first-load budget', command: 'node tools/bench/first-load.ts' },
      { name: 'storybook smoke', command: 'npm run build-storybook && npm run test:stories' },
    ],
  ],
  [[{ name: 'end to end', command: 'npm run test:e2e' }]],
];

const only = process.argv.slice(2);
const failed: string[] = [];
let passed = 0;

/** Runs one step; its output goes straight through, or into `log` when other chains run beside it. */
function runStep(step: Step, log?: string[]): Promise<boolean> {
  const started = Date.now();
  const say = (line: string) => (log ? log.push(`${line}\n`) : console.log(line));
  say(`\n▶ ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      cwd: root,
      shell: true,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    child.stdout?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        passed += 1;
        say(`✔ ${step.name} (${seconds} s)`);
      } else {
        failed.push(step.name);
        say(`✘ ${step.name} (${seconds} s, exit ${code ?? signal})`);
      }
      resolve(code === 0);
    });
  });
}

/** Runs a chain's steps in order, up to the first that fails. */
async function runChain(chain: Step[], log?: string[]): Promise<void> {
  for (const step of chain) if (!(await runStep(step, log))) return;
}

for (const stage of stages) {
  const chains = stage
    .map((chain) => chain.filter((step) => !only.length || only.includes(step.name)))
    .filter((chain) => chain.length);
  if (chains.length === 1) await runChain(chains[0]!);
  else if (chains.length > 1) {
    const logs = chains.map(() => [] as string[]);
    await Promise.all(chains.map((chain, index) => runChain(chain, logs[index])));
    for (const log of logs) process.stdout.write(log.join('') + '\n');
  }
  // Later steps depend on earlier ones (a failed build makes every browser test fail).
  if (failed.length) break;
}
console.log(
  `\nsteps: ${passed} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
