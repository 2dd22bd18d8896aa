// `npm start`: build what is missing (turbo's cache makes this a no-op on an existing build),
// then serve the API, the socket and the static /h5/ app from this one process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(
    'turbo run build --filter=@h5/shell --filter="./remotes/*" --output-logs=errors-only --log-prefix=none',
    { cwd: root, shell: true, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) {
    console.error('npm start: the build failed, not starting');
    process.exit(build.status ?? 1);
  }
}

await import('../../api/src/main.ts');
