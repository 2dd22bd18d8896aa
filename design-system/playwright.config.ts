// Story smoke test: serves the built Storybook and opens every story in every language.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/scripts/chromium.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.STORYBOOK_SMOKE_PORT ?? 6106);
// A built Storybook elsewhere (STORYBOOK_DIR) can be tested too; by default the package's own.
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

// The spec reads storybook-static/index.json while tests are collected, so build first when it is missing.
if (!process.env.STORYBOOK_DIR && !existsSync(`${here}storybook-static/index.json`)) {
  console.log('storybook-static is missing: building Storybook');
  execSync('npm run build-storybook', {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}

export default defineConfig({
  testDir: './tests',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : 4,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `"${process.execPath}" tests/serveStatic.ts "${storybookDir}" ${port}`,
    cwd: here,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
