import { bindNavigator } from '@h5/platform';

/** What the navigation API needs of the router. */
export type RouterHandle = {
  /** Goes to a path (pushed, or replacing the current entry), or `to` entries through the history. */
  navigate(to: string | number, replace?: boolean): void;
  location(): { pathname: string; search: string };
};

/** How far into this visit's history the current entry is (react-router keeps `idx` in history state). */
function historyDepth(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0 ? idx : 0;
}

/** Goes back to the first entry of the visit, then replaces it: nothing of the app stays behind. */
function resetTo(router: RouterHandle, path: string): void {
  const depth = historyDepth();
  if (depth === 0) {
    router.navigate(path, true);
    return;
  }
  const onPopState = () => {
    if (historyDepth() !== 0) return;
    window.removeEventListener('popstate', onPopState);
    router.navigate(path, true);
  };
  window.addEventListener('popstate', onPopState);
  window.history.go(-depth);
}

/** Binds `navigation` of @h5/platform to the app's router; returns the unbinding function. */
export function bindRouterNavigation(router: RouterHandle): () => void {
  return bindNavigator({
    push: (path) => router.navigate(path),
    replace: (path) => router.navigate(path, true),
    reset: (path) => resetTo(router, path),
    go: (delta) => router.navigate(delta),
    depth: historyDepth,
    currentPath: () => {
      const { pathname, search } = router.location();
      return `${pathname}${search}`;
    },
  });
}
