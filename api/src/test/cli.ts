import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './server.ts';

const apiSrc = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `npm run admin -- <args>` (src/admin-cli.ts) against the test server's database, with
 * `extraEnv` added to the environment (`OPERATOR_PASSWORD` only when given there).
 */
export function runAdmin(server: TestServer, args: string[], extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
  };
  delete env.OPERATOR_PASSWORD;
  Object.assign(env, extraEnv);
  if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  else delete env.DATABASE_URL;
  // The CLI runs on the server's clock: the test clock of the same DATA_DIR when it has one.
  if (server.config.testClock) env.TEST_CLOCK = '1';
  else delete env.TEST_CLOCK;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`${apiSrc}/admin-cli.ts`, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
