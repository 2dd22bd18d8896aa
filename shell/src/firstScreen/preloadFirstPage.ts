import { HOME_PAGE, toPagePath } from '@h5/platform';
import { remoteRoutesResource } from '../remotes/utils/remoteRoutesResource.ts';
import { CONSOLE_PAGE, routeOwnerOf } from '../routing/utils/routeOwners.ts';
import { showsRenderedPage } from '../startup/splashScreen.ts';

/** The first render waits at most this long for the first page's code; past it, the page loads as any other. */
const FIRST_PAGE_WAIT_MS = 3_000;
/**
 * The same when the document shows the page rendered by the server (ADR 0025): it stays on screen
 * meanwhile, and a first render before the code would replace it with a loading state.
 */
const RENDERED_PAGE_WAIT_MS = 20_000;

type LazyComponent = { $$typeof?: symbol; _payload?: unknown; _init?: (payload: unknown) => unknown };

/**
 * Starts loading a `React.lazy` page's code and resolves once it is there, so that its first render
 * does not suspend. React offers no public way to do this; a component that is not lazy as React 16.6
 * to 19 make them resolves at once, and the page then loads as it renders.
 */
function loadLazy(component: unknown): Promise<void> {
  const lazy = component as LazyComponent | undefined;
  if (lazy?.$$typeof !== Symbol.for('react.lazy') || typeof lazy._init !== 'function')
    return Promise.resolve();
  try {
    lazy._init(lazy._payload);
    return Promise.resolve();
  } catch (pending) {
    const loading = pending as PromiseLike<unknown> | undefined;
    return typeof loading?.then === 'function'
      ? Promise.resolve(loading).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  }
}

/**
 * The page the address opens (`#/pages/…`). The entry route and the splash open home: the address
 * says so at once (as the splash's relaunch would), so the first render is the home tab itself.
 */
function firstPage(): string {
  const page = toPagePath(window.location.hash.replace(/^#/, ''));
  if (page !== '' && page !== 'pages/index/splash') return page;
  window.history.replaceState(window.history.state, '', `#/${HOME_PAGE}`);
  return HOME_PAGE;
}

/**
 * Loads the first page's remote and code before the app's first render (ADR 0022). The document's
 * splash covers the wait, and the page then renders at once: showing a loading state first and the
 * page a moment later would cost the time React keeps a loading state on screen (300 ms) on every
 * first load. Failures are left to the page's own error boundary.
 */
export async function preloadFirstPage(): Promise<void> {
  const page = firstPage();
  const owner = routeOwnerOf(page);
  if (!owner || owner === 'shell') return;
  const loaded = remoteRoutesResource(owner).then(
    (result) =>
      result.status === 'ready'
        ? loadLazy(result.routes[owner === 'console' ? CONSOLE_PAGE : page])
        : undefined,
    () => undefined,
  );
  const wait = showsRenderedPage() ? RENDERED_PAGE_WAIT_MS : FIRST_PAGE_WAIT_MS;
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, wait))]);
}
