import { whenApiIdle } from '@h5/platform';
import { whenFirstPageShown } from './pageShown.ts';

/** Background work starts anyway after this long, even if the first page never shows (a remote that hangs). */
const FIRST_PAGE_WAIT_MS = 15_000;
/** Nor does it wait for ever on a slow API call. */
const API_WAIT_MS = 5_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const browserIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3_000 });
    else setTimeout(resolve, 1_000);
  });

/**
 * Resolves once the first page is on screen, its data has arrived and the browser is idle: the time
 * for work the first screen should not share the network or the processor with.
 */
export async function whenFirstScreenSettled(): Promise<void> {
  await Promise.race([whenFirstPageShown(), delay(FIRST_PAGE_WAIT_MS)]);
  await pageLoaded();
  await Promise.race([whenApiIdle(), delay(API_WAIT_MS)]);
  await browserIdle();
}
