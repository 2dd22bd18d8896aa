import { bindNavigator } from '@h5/platform';
import type { createHashRouter } from 'react-router';

type Router = ReturnType<typeof createHashRouter>;

/** How far into this visit's history the current entry is (react-router keeps `idx` in history state). */
function historyDepth(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0 ? idx : 0;
}

/** Goes back to the first entry of the visit, then replaces it: nothing of the app stays behind. */
function resetTo(router: Router, path: string): void {
  const depth = historyDepth();
  if (depth === 0) {
    void router.navigate(path, { replace: true });
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (historyDepth() !== 0 || state.navigation.state !== 'idle') return;
    unsubscribe();
    void router.navigate(path, { replace: true });
  });
  window.history.go(-depth);
}

/** Binds `navigation` of @h5/platform to the app's router. */
export function bindRouterNavigation(router: Router): () => void {
  return bindNavigator({
    push: (path) => void router.navigate(path),
    replace: (path) => void router.navigate(path, { replace: true }),
    reset: (path) => resetTo(router, path),
    go: (delta) => void router.navigate(delta),
    depth: historyDepth,
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
}
