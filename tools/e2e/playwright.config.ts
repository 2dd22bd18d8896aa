import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8099);
// Where serve.ts keeps the mails it received, for the journeys to read codes from. Set once, by
// the runner: the workers load this file again and inherit the runner's environment.
process.env.E2E_MAIL_FILE ??= join(mkdtempSync(join(tmpdir(), 'h5-e2e-mail-')), 'mail.json');
// The server's data folder, for journeys that run the operator CLI against the same database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'h5-e2e-'));

export default defineConfig({
  testDir: './tests',
  // The journeys share one server and one of them rebuilds a remote: run them one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node serve.ts',
    env: {
      PORT: String(port),
      E2E_MAIL_FILE: process.env.E2E_MAIL_FILE,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
