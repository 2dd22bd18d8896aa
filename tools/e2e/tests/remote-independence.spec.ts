// A remote is deployed on its own: rebuild only `remotes/member` with a changed string, and the
// running shell shows it after a reload, with nothing else rebuilt and the server not restarted.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, text } from './i18n.ts';

const stringsFile = join(repoRoot, 'remotes/member/src/i18n/en-us.json');

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else hash.update(child).update(readFileSync(child));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

// Rspack's native build aborted (SIGABRT, exit 134) once in many runs while the machine was busy;
// a deploy would run the build again, and so does this test, once, for that exit only.
const buildMember = () => {
  const build = () => execSync('npm run build -w remotes/member', { cwd: repoRoot, stdio: 'pipe' });
  try {
    build();
  } catch (error) {
    if ((error as { status?: number }).status !== 134) throw error;
    build();
  }
};

/** `shown` is visible once the page is visited again after a deploy. */
async function expectAfterDeploy(page: Page, shown: Locator) {
  await page.reload();
  // The first visit after a deploy downloads the remote's new files: on a busy machine that takes time.
  const shownAtOnce = await shown.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (shownAtOnce) return;
  // The service worker answers a visit from the last visit's document when the network's is slower
  // than 300 ms (the server renders the new remote's page first), and keeps the new one: the visit
  // after shows the deploy. This holds for the deploy that brings the string back as well.
  await page.reload();
  await expect(shown).toBeVisible({ timeout: 30_000 });
}

test(
  'rebuilding only the member remote changes what the running shell shows',
  { tag: '@deploy' },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const original = readFileSync(stringsFile, 'utf8');
    const shellBefore = fingerprint(join(repoRoot, 'shell/dist'));
    const healthBefore = (await (await request.get('/api/health')).json()).data;

    await page.addInitScript(() => localStorage.setItem('lang', 'en-us'));
    await page.goto('/h5/#/pages/index/index');
    const heading = text('member', 'home.notices', 'en-us');
    await expect(page.getByText(heading, { exact: true }).first()).toBeVisible();

    const changed = `${heading} · ${Date.now()}`;
    try {
      const strings = JSON.parse(original);
      strings.home.notices = changed;
      writeFileSync(stringsFile, JSON.stringify(strings, null, 2) + '\n');
      buildMember();

      await expectAfterDeploy(page, page.getByText(changed).first());
    } finally {
      writeFileSync(stringsFile, original);
      buildMember();
    }

    expect(fingerprint(join(repoRoot, 'shell/dist'))).toBe(shellBefore);
    const healthAfter = (await (await request.get('/api/health')).json()).data;
    expect(healthAfter.uptimeS).toBeGreaterThanOrEqual(healthBefore.uptimeS);

    await expectAfterDeploy(page, page.getByText(heading, { exact: true }).first());
  },
);
