import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { JourneyOptions, ServerFiles } from './tests/fixtures.ts';
import type { Lang } from './tests/i18n.ts';

const firstPort = Number(process.env.E2E_PORT ?? 8099);
// Where each server keeps its data and the mails it received. Set once, by the runner: the workers
// load this file again and inherit the runner's environment.
process.env.E2E_ROOT ??= mkdtempSync(join(tmpdir(), 'h5-e2e-'));

/**
 * Each language's journeys have a server of their own, as members on two networks would: its own
 * database, mails, test clock and per-address limits. Every journey comes from 127.0.0.1, as if
 * behind one carrier's address: the mails one address may ask for are raised to match.
 */
function serverFor(lang: Lang, port: number): ServerFiles & { port: number } {
  const dataDir = join(process.env.E2E_ROOT!, lang);
  mkdirSync(dataDir, { recursive: true });
  return { port, dataDir, mailFile: join(dataDir, 'mail.json') };
}

const hindi = serverFor('hi-in', firstPort);
const english = serverFor('en-us', firstPort + 1);

/** A phone as members hold it: 390×844, touch, the mobile viewport meta honoured. */
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** The e2e server (serve.ts) for one set of files, on `port`. */
export function webServer(server: ServerFiles & { port: number }, env: Record<string, string> = {}) {
  return {
    command: 'node serve.ts',
    env: {
      PORT: String(server.port),
      E2E_MAIL_FILE: server.mailFile,
      E2E_DATA_DIR: server.dataDir,
      MAIL_CODES_PER_IP_HOUR: '500',
      ...env,
    },
    url: `http://127.0.0.1:${server.port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

const project = (lang: Lang, locale: string, server: ServerFiles & { port: number }) => ({
  lang,
  locale,
  baseURL: `http://127.0.0.1:${server.port}`,
  server: { dataDir: server.dataDir, mailFile: server.mailFile },
});

/** The Hindi journeys the MariaDB run (playwright.mysql.config.ts) walks as well. */
export const MARIADB_JOURNEYS = ['session.spec.ts', 'funds.spec.ts', 'wallet.spec.ts'];

/**
 * With `E2E_HINDI_ON_MARIADB=1` (CI, which runs `npm run test:e2e:mysql` beside `npm test`) the
 * Hindi journeys the MariaDB run walks are left to it: each journey is walked once per language.
 */
const hindiIgnores =
  process.env.E2E_HINDI_ON_MARIADB === '1' ? MARIADB_JOURNEYS.map((file) => `**/${file}`) : [];

/**
 * Every journey in Hindi, the app's default language; in English, the journeys whose words matter
 * most (tagged @english): the rest would take the same steps again for the same screens. `E2E_LANGS`
 * (`hi-in`, `en-us`) runs one language only: `run.ts` runs the two side by side.
 */
const languages = [
  {
    lang: 'hi-in',
    project: {
      name: 'hi-in',
      use: project('hi-in', 'hi-IN', hindi),
      testIgnore: ['**/*.mysql.spec.ts', ...hindiIgnores],
    },
    server: hindi,
  },
  {
    lang: 'en-us',
    project: { name: 'en-us', use: project('en-us', 'en-US', english), grep: /@english/ },
    server: english,
  },
].filter(({ lang }) => !process.env.E2E_LANGS || process.env.E2E_LANGS.split(',').includes(lang));

export default defineConfig<JourneyOptions>({
  testDir: './tests',
  // The MariaDB journeys have their own config (playwright.mysql.config.ts) and server.
  testIgnore: '**/*.mysql.spec.ts',
  // The journeys share a server and one of them rebuilds a remote: run them one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...phone,
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
  projects: languages.map(({ project }) => project),
  webServer: languages.map(({ server }) => webServer(server)),
});
