// `npm test`: every check the project has, in the order that fails fastest.
// Each step runs on the pinned Node (npm scripts put node_modules/.bin first on the PATH).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Step = { name: string; command: string };

const steps: Step[] = [
  { name: 'chromium', command: 'bash tools/scripts/ensure-chromium.sh' },
  { name: 'local chain', command: 'bash tools/scripts/ensure-local-chain.sh' },
  { name: 'typecheck', command: 'npm run typecheck --silent' },
  {
    name: 'lint',
    command: 'eslint . && prettier --check . --log-level warn && node tools/scripts/check-i18n.ts',
  },
  { name: 'unit and API integration', command: 'turbo run test --concurrency=1' },
  { name: 'build', command: 'turbo run build --output-logs=errors-only' },
  // Gzipped JS and sequential round trips before the home tab shows (ADR 0009, ADR 0022).
  { name: 'first-load budget', command: 'node tools/bench/first-load.ts' },
  { name: 'storybook smoke', command: 'npm run build-storybook && npm run test:stories' },
  { name: 'end to end', command: 'npm run test:e2e' },
];

const only = process.argv.slice(2);
const failed: string[] = [];
let passed = 0;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const result = spawnSync(step.command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: {
      // What Node compiled (type-stripped TypeScript included), kept for the next process: the
      // suites start many short ones (a test file, a server, an admin command).
      NODE_COMPILE_CACHE: join(root, 'node_modules/.cache/node-compile'),
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed.push(step.name);
    console.log(`✘ ${step.name} (${seconds} s, exit ${result.status ?? result.signal})`);
    // Later steps depend on earlier ones (a failed build makes every browser test fail).
    break;
  }
}
console.log(
  `\nsteps: ${passed} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
