// What a load of /h5/ looks like from inside the page: when the first paint came, when the home tab
// showed its announcements, the largest contentful paint, and which requests the home tab waited for
// in how many sequential round trips.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The home tab's announcements strip, once it lists at least one announcement. */
export const HOME_CONTENT = 'section[aria-labelledby="member-notices"] li';
/** The funds tab, once it lists a fund. */
export const FUNDS_CONTENT = '[data-testid="fund-card"]';

type Marks = { __shownAt?: number; __appAt?: number; __lcp?: number };

/**
 * Marks, in the page, when `selector` first matches, when it first matches in what the app drew
 * itself (`appSelector`), and the latest largest-contentful-paint.
 */
function watchPage({ selector, appSelector }: { selector: string; appSelector: string }) {
  const marks = window as unknown as Marks;
  const check = () => {
    if (marks.__shownAt === undefined && document.querySelector(selector))
      marks.__shownAt = performance.now();
    if (marks.__appAt === undefined && document.querySelector(appSelector)) marks.__appAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) marks.__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export type LoadFigures = {
  /** First paint and first contentful paint (ms from the navigation's start). */
  firstPaintMs: number;
  fcpMs: number;
  /** When the page's content (home: its announcements) entered the document. */
  shownMs: number;
  /** When the app itself drew it (the same as `shownMs` when the server rendered no page). */
  appMs: number;
  /** Largest contentful paint as Chromium reports it. */
  lcpMs: number;
};

/**
 * `selector` as drawn by the app itself: the document may show the page rendered by the server
 * first (ADR 0025), marked on `<html>` until the app's first render replaces it.
 */
const drawnByApp = (selector: string) => `html:not([data-first-screen]) :is(${selector})`;

export async function watch(target: Page | BrowserContext, selector = HOME_CONTENT) {
  await target.addInitScript(watchPage, { selector, appSelector: drawnByApp(selector) });
}

/** Waits for the app to show `selector`, then reads the figures from the page (all on the page's own clock). */
export async function readFigures(
  page: Page,
  selector = HOME_CONTENT,
  timeout = 60_000,
): Promise<LoadFigures> {
  // Until the app has drawn it itself: both marks are then set.
  await page.locator(drawnByApp(selector)).first().waitFor({ state: 'visible', timeout });
  // One more frame, so the paint of the content is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => {
    const marks = window as unknown as Marks;
    const paint = (name: string) =>
      performance.getEntriesByType('paint').find((entry) => entry.name === name)?.startTime ?? NaN;
    return {
      firstPaintMs: paint('first-paint'),
      fcpMs: paint('first-contentful-paint'),
      shownMs: marks.__shownAt ?? NaN,
      appMs: marks.__appAt ?? NaN,
      lcpMs: marks.__lcp ?? NaN,
    };
  });
}

type Sent = {
  url: string;
  type: string;
  initiator: string;
  sentAt: number;
  finishedAt?: number;
  fromCache?: boolean;
  wave?: number;
};

/**
 * Every request of the page with the round trip it went out in. The document is wave 1; what the
 * document names (its scripts, its preloads) wave 2; a request made by a script goes out one wave
 * after the deepest request that had finished when it was sent: it could not have started before
 * them. The deepest wave among the requests the page waited for is the number of sequential round
 * trips before it showed.
 */
export class RequestWaves {
  readonly requests = new Map<string, Sent>();
  readonly #byUrl = new Map<string, Sent>();
  #documentUrl = '';
  /** The document's request on both clocks: the protocol's monotonic seconds and wall time. */
  #documentClock: { timestamp: number; wallTime: number } | undefined;

  static async attach(page: Page): Promise<{ waves: RequestWaves; cdp: CDPSession }> {
    const waves = new RequestWaves();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => waves.sent(event));
    cdp.on('Network.loadingFinished', (event) => waves.finished(event.requestId, event.timestamp));
    cdp.on('Network.loadingFailed', (event) => waves.finished(event.requestId, event.timestamp));
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = waves.requests.get(event.requestId);
      if (request) request.fromCache = true;
    });
    return { waves, cdp };
  }

  sent(event: {
    requestId: string;
    request: { url: string };
    type?: string;
    timestamp: number;
    wallTime: number;
    initiator: { type: string; url?: string };
  }): void {
    if (this.requests.has(event.requestId) || event.request.url.startsWith('data:')) return;
    // The browser's own requests (the tab's icon, the web app manifest) are nobody's round trip. The
    // document's first scripts, found by Chromium's preload scanner, are 'other' too: they count.
    const documentOwn = event.initiator.type === 'other';
    if (documentOwn && !['Document', 'Script', 'Stylesheet'].includes(event.type ?? '')) return;
    const request: Sent = {
      url: event.request.url,
      type: event.type ?? '',
      initiator: event.initiator.type,
      sentAt: event.timestamp,
    };
    if (event.type === 'Document') {
      this.#documentUrl = event.request.url;
      this.#documentClock = { timestamp: event.timestamp, wallTime: event.wallTime };
    }
    // A file asked for again (a preloaded script when its chunk is loaded) keeps its first request.
    if (this.#byUrl.has(request.url) && event.type !== 'Document') return;
    this.#byUrl.set(request.url, request);
    this.requests.set(event.requestId, request);
    if (event.type === 'Document') request.wave = 1;
    else if (
      (documentOwn || event.initiator.type === 'parser' || event.initiator.type === 'preload') &&
      (!event.initiator.url || event.initiator.url === this.#documentUrl)
    )
      request.wave = 2;
    else {
      let deepest = 1;
      for (const other of this.requests.values())
        if (other !== request && other.finishedAt !== undefined && other.finishedAt <= request.sentAt)
          deepest = Math.max(deepest, other.wave ?? 1);
      request.wave = deepest + 1;
    }
  }

  finished(requestId: string, timestamp: number): void {
    const request = this.requests.get(requestId);
    if (request && request.finishedAt === undefined) request.finishedAt = timestamp;
  }

  /**
   * The requests that had finished when the page showed its content, `shownMs` after `timeOrigin`
   * (the page's clock, wall time in ms); the protocol's timestamps are matched through the document's.
   */
  awaited(timeOrigin: number, shownMs: number): Sent[] {
    const clock = this.#documentClock;
    if (!clock) return [];
    const shownAt = clock.timestamp + (timeOrigin + shownMs - clock.wallTime * 1000) / 1000;
    return [...this.requests.values()].filter(
      (request) => request.finishedAt !== undefined && request.finishedAt <= shownAt,
    );
  }
}

/** The median of a benchmark's runs. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
