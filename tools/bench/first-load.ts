// First load of /h5/ (shell + home remote) in Chromium, with the gzipped size of every script.
// Two figures: the scripts fetched until the home tab shows its announcements (the budget, 150 KB
// of gzipped JS), and every script fetched until the network is idle, deferred chunks included.
import { chromium, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer } from './server.ts';

const BUDGET_KB = 150;

/** The home tab's announcements strip, once it lists at least one announcement. */
const HOME_CONTENT = 'section[aria-labelledby="member-notices"] li';

/** The network counts as idle after this long without a request in flight. */
const IDLE_MS = 1_500;
/** Deferred work waits for the browser to be idle; give up waiting after this long. */
const IDLE_TIMEOUT_MS = 20_000;

type Script = { url: string; raw: number; gzip: number; finishedMs: number; critical: boolean };

const kb = (bytes: number) => bytes / 1024;
const sum = (scripts: Script[], key: 'raw' | 'gzip') => scripts.reduce((total, s) => total + s[key], 0);

/** Resolves once no request has been in flight for `IDLE_MS`. */
function networkIdle(inFlight: () => number, lastActivity: () => number): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      if ((inFlight() === 0 && now - lastActivity() >= IDLE_MS) || now - started > IDLE_TIMEOUT_MS) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}

function printTable(scripts: Script[]) {
  for (const s of [...scripts].sort((a, b) => Number(b.critical) - Number(a.critical) || b.gzip - a.gzip))
    console.log(
      `  ${kb(s.gzip).toFixed(1).padStart(7)} KB gz  ${kb(s.raw).toFixed(1).padStart(7)} KB  ${String(Math.round(s.finishedMs)).padStart(6)} ms  ${s.critical ? 'home   ' : 'defer  '}  ${s.url}`,
    );
}

type HomeTiming = { shownAt: number | null; scripts: { url: string; responseEnd: number }[] };

/** Marks, in the page, when the home tab's content first enters the document. */
function watchHomeContent(selector: string) {
  const marked = window as unknown as { __homeShownAt?: number };
  const check = () => {
    if (marked.__homeShownAt === undefined && document.querySelector(selector))
      marked.__homeShownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** When the home content appeared and when each script finished arriving, on the page's clock. */
function readHomeTiming(): HomeTiming {
  const shownAt = (window as unknown as { __homeShownAt?: number }).__homeShownAt ?? null;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
    .filter((entry) => entry.initiatorType === 'script')
    .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd }));
  return { shownAt, scripts };
}

export async function measureFirstLoad(port = 8191) {
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies = new Map<string, Promise<Buffer>>();
    const inFlight = new Set<Request>();
    let lastActivity = performance.now();

    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = performance.now();
    });
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastActivity = performance.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle(request);
      if (request.resourceType() !== 'script') return;
      bodies.set(
        request.url(),
        request.response().then((response) => (response ? response.body() : Buffer.alloc(0))),
      );
    });
    await page.addInitScript(watchHomeContent, HOME_CONTENT);

    await page.goto(`${server.baseUrl}/h5/`);
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 30_000 });
    await page.locator(HOME_CONTENT).first().waitFor({ state: 'visible', timeout: 30_000 });
    await networkIdle(
      () => inFlight.size,
      () => lastActivity,
    );
    const timing = await page.evaluate(readHomeTiming);
    const homeMs = timing.shownAt ?? Infinity;

    const scripts: Script[] = [];
    for (const { url, responseEnd } of timing.scripts) {
      const body = (await bodies.get(url)) ?? Buffer.alloc(0);
      scripts.push({
        url: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
        finishedMs: responseEnd,
        // A script the home tab did not wait for arrived after its content was in the document.
        critical: responseEnd <= homeMs,
      });
    }

    const critical = scripts.filter((s) => s.critical);
    const homeKb = kb(sum(critical, 'gzip'));
    const allKb = kb(sum(scripts, 'gzip'));
    const within = homeKb <= BUDGET_KB;

    console.log('\nFirst load of /h5/ → home tab (production build)');
    console.log('     gzipped         raw   arrived  needed   script');
    printTable(scripts);
    console.log(
      `  (a) until the home tab shows its announcements (${(homeMs / 1000).toFixed(1)} s): ${critical.length} scripts, ${homeKb.toFixed(1)} KB gzipped (${kb(sum(critical, 'raw')).toFixed(1)} KB raw); budget ${BUDGET_KB} KB: ${within ? 'within' : 'OVER'}`,
    );
    console.log(
      `  (b) until the network is idle, deferred chunks included: ${scripts.length} scripts, ${allKb.toFixed(1)} KB gzipped (${kb(sum(scripts, 'raw')).toFixed(1)} KB raw)`,
    );
    return { kb: homeKb, totalKb: allKb, withinBudget: within };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) await measureFirstLoad();
