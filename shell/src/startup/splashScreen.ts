import { useLayoutEffect } from 'react';

/** The splash the document paints before any script (index.html, ADR 0022). */
export const SPLASH_ID = 'h5-splash';

/**
 * The splash gives way to whatever the app shows after this long, even while a page still loads (a
 * remote that hangs): the tab bar and the page's own loading state then let the member move on.
 */
const SPLASH_AT_MOST_MS = 10_000;

let holds = 0;
let appStarted = false;
let checkQueued = false;

/** The document's splash, while it is still there. */
export function documentSplash(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SPLASH_ID);
}

function hideSplash(): void {
  documentSplash()?.remove();
}

/** Hides the splash once the app has rendered and nothing on screen is still loading. */
function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  // After the commit (a loading state that replaces another in the same commit still holds it), and
  // before the browser paints it: the page and the splash's leaving show in the same frame.
  queueMicrotask(() => {
    checkQueued = false;
    if (appStarted && holds === 0) hideSplash();
  });
}

/** Keeps the splash up while the component is mounted (a page's loading state, the splash route). */
export function useSplashHold(): void {
  useLayoutEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      queueCheck();
    };
  }, []);
}

/**
 * The document showed a page the server rendered (ADR 0025) instead of the splash until the app's
 * first render replaced it.
 */
const FIRST_SCREEN_MARK = 'data-first-screen';

/** Whether the document shows a page the server rendered (the app has not rendered yet). */
export function showsRenderedPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(FIRST_SCREEN_MARK);
}

/** The app's first render is on screen: the splash goes as soon as no loading state holds it. */
export function useAppStarted(): void {
  useLayoutEffect(() => {
    appStarted = true;
    // The rendered page was on screen instead of the splash: the app's own render is what follows it.
    if (showsRenderedPage()) {
      hideSplash();
      document.documentElement.removeAttribute(FIRST_SCREEN_MARK);
    }
    queueCheck();
    const timer = setTimeout(hideSplash, SPLASH_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, []);
}
