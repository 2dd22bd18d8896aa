// First load of /h5/ (shell + home remote) in Chromium, on a fast link: the budget `npm test` checks
// after the build (ADR 0009, ADR 0022). Two budgets, printed every run:
// - the gzipped JavaScript fetched until the home tab shows its announcements (165 KB);
// - the sequential round trips before it shows (request waves: the document, what it names, what
//   the boot script starts once it runs), which the document's preloads and data block keep flat.
// Also printed: every script fetched until the network is idle, deferred chunks included.
import { chromium, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { HOME_CONTENT, readFigures, RequestWaves, watch } from './page-load.ts';
import { startServer } from './server.ts';

/** Gzipped JavaScript until the home tab shows (ADR 0009: the libraries of the design card's floor). */
export const BUDGET_KB = 165;
/**
 * Sequential round trips before the home tab shows, as measured when the document started naming
 * the first screen's files (ADR 0022): the document; its scripts and preloads; what the boot script
 * preloads and the home tab's first API call. A change that adds a step to the chain fails here.
 */
export const BUDGET_WAVES = 3;

/** The network counts as idle after this long without a request in flight. */
const IDLE_MS = 1_500;
/** Deferred work waits for the browser to be idle; give up waiting after this long. */
const IDLE_TIMEOUT_MS = 20_000;

type Script = { url: string; raw: number; gzip: number; wave: number; critical: boolean };

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

function printScripts(scripts: Script[]) {
  for (const s of [...scripts].sort((a, b) => Number(b.critical) - Number(a.critical) || b.gzip - a.gzip))
    console.log(
      `  ${kb(s.gzip).toFixed(1).padStart(7)} KB gz  ${kb(s.raw).toFixed(1).padStart(7)} KB  wave ${s.wave}  ${s.critical ? 'home ' : 'defer'}  ${s.url}`,
    );
}

export async function measureFirstLoad(port = 8191) {
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const { waves } = await RequestWaves.attach(page);
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
      if (request.resourceType() !== 'script' || bodies.has(request.url())) return;
      bodies.set(
        request.url(),
        request.response().then((response) => (response ? response.body() : Buffer.alloc(0))),
      );
    });
    await watch(page, HOME_CONTENT);

    await page.goto(`${server.baseUrl}/h5/`);
    const figures = await readFigures(page, HOME_CONTENT, 30_000);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    await networkIdle(
      () => inFlight.size,
      () => lastActivity,
    );

    // What the app needed before it drew the home tab itself (the document may have shown the page
    // the server rendered earlier, ADR 0025).
    const awaited = new Set(waves.awaited(timeOrigin, figures.appMs).map((request) => request.url));
    const scripts: Script[] = [];
    for (const request of waves.requests.values()) {
      if (request.type !== 'Script') continue;
      const body = (await bodies.get(request.url)) ?? Buffer.alloc(0);
      scripts.push({
        url: new URL(request.url).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
        wave: request.wave ?? 0,
        // A script the home tab did not wait for arrived after its content was in the document.
        critical: awaited.has(request.url),
      });
    }
    const chain = [...waves.requests.values()].filter((request) => awaited.has(request.url));
    const depth = Math.max(...chain.map((request) => request.wave ?? 0));

    const critical = scripts.filter((s) => s.critical);
    const homeKb = kb(sum(critical, 'gzip'));
    const allKb = kb(sum(scripts, 'gzip'));
    const jsWithin = homeKb <= BUDGET_KB;
    const wavesWithin = depth <= BUDGET_WAVES;

    console.log('\nFirst load of /h5/ → home tab (production build, fast link)');
    console.log('     gzipped         raw   round trip   script');
    printScripts(scripts);
    console.log('\n  Requests the home tab waited for, by round trip:');
    for (let wave = 1; wave <= depth; wave++) {
      const inWave = chain.filter((request) => request.wave === wave).map((request) => new URL(request.url));
      console.log(
        `    ${wave}. ${inWave.length} request(s): ${inWave
          .map((url) => `${url.pathname.replace(/^\/h5\/(?=.)/, '')}${url.search}`)
          .join(', ')}`,
      );
    }
    console.log(
      `  (a) until the app draws the home tab with its announcements (${(figures.appMs / 1000).toFixed(2)} s; the document showed them at ${(figures.shownMs / 1000).toFixed(2)} s): ${critical.length} scripts, ${homeKb.toFixed(1)} KB gzipped (${kb(sum(critical, 'raw')).toFixed(1)} KB raw); budget ${BUDGET_KB} KB: ${jsWithin ? 'within' : 'OVER'}`,
    );
    console.log(
      `  (b) sequential round trips before the home tab: ${depth}; budget ${BUDGET_WAVES}: ${wavesWithin ? 'within' : 'OVER'}`,
    );
    console.log(
      `  (c) until the network is idle, deferred chunks included: ${scripts.length} scripts, ${allKb.toFixed(1)} KB gzipped (${kb(sum(scripts, 'raw')).toFixed(1)} KB raw)`,
    );
    return { kb: homeKb, totalKb: allKb, waves: depth, withinBudget: jsWithin && wavesWithin };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) {
  const result = await measureFirstLoad();
  if (!result.withinBudget) {
    console.error('\nThe first load is over its budget (tools/bench/first-load.ts, ADR 0009 and 0022).');
    process.exit(1);
  }
}
