import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './server.ts';

const apiSrc = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run admin -- <args>` (src/admin-cli.ts) against the test server's database. */
export function runAdmin(server: TestServer, args: string[]) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
  };
  if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  else delete env.DATABASE_URL;
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
