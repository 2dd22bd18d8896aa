// The journeys' `test`: each Playwright project names the member's language (`lang`), and `t` reads
// what the member sees in it from the packages' translation files. Hindi is the app's default, so
// the Hindi project leaves the choice to the app; the others choose their language once, as a
// member would, before the first page loads.
import { test as base } from '@playwright/test';
import { text, type Lang } from './i18n.ts';

type Namespace = Parameters<typeof text>[0];

export type Texts = (ns: Namespace, key: string, values?: Record<string, string>) => string;

/** Where the project's server keeps its database and the mails it received. */
export type ServerFiles = { dataDir: string; mailFile: string };

export type JourneyOptions = { lang: Lang; server: ServerFiles | null };

export const DEFAULT_LANG: Lang = 'hi-in';

export const test = base.extend<JourneyOptions & { t: Texts; serverFiles: void }>({
  lang: [DEFAULT_LANG, { option: true }],
  server: [null, { option: true }],
  // The helpers (mails, the operator CLI, the test clock) read the project's server from these.
  serverFiles: [
    async ({ server }, use) => {
      if (server) {
        process.env.E2E_DATA_DIR = server.dataDir;
        process.env.E2E_MAIL_FILE = server.mailFile;
      }
      await use();
    },
    { auto: true },
  ],
  t: async ({ lang }, use) => {
    await use((ns, key, values) => text(ns, key, lang, values));
  },
  page: async ({ page, lang }, use) => {
    if (lang !== DEFAULT_LANG) {
      // Once per tab: a logout clears local storage and returns to Hindi, as the app should.
      await page.addInitScript((chosen) => {
        if (sessionStorage.getItem('e2e-lang-chosen')) return;
        sessionStorage.setItem('e2e-lang-chosen', '1');
        localStorage.setItem('lang', chosen);
      }, lang);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { Lang };
