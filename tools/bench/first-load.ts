// First load of /h5/ (shell + home remote) in Chromium: every script the page fetches until the
// home tab is shown, with its gzipped size. Budget: 150 KB of gzipped JS.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startServer } from './server.ts';

const BUDGET_KB = 150;

export async function measureFirstLoad(port = 8191) {
  const server = await startServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
          });
        }),
      );
    });
    await page.goto(`${server.baseUrl}/h5/`);
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    scripts.sort((a, b) => b.gzip - a.gzip);
    const totalGzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const totalRaw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log('\nFirst load of /h5/ → home tab (production build)');
    for (const s of scripts)
      console.log(
        `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(s.raw / 1024).toFixed(1).padStart(7)} KB  ${s.url}`,
      );
    const kb = totalGzip / 1024;
    console.log(
      `  total: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzipped (${(totalRaw / 1024).toFixed(1)} KB raw); budget ${BUDGET_KB} KB: ${kb <= BUDGET_KB ? 'within' : 'OVER'}`,
    );
    return { kb, withinBudget: kb <= BUDGET_KB };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) await measureFirstLoad();
