import { toPagePath, toRoutePath } from './toRoutePath.ts';

/** What the shell's router offers the navigation API. */
export type NavigatorAdapter = {
  push(path: string): void;
  replace(path: string): void;
  /** Goes to `path` with nothing of the app behind it in the history. */
  reset(path: string): void;
  go(delta: number): void;
  /** How many entries of this visit lie behind the current one. */
  depth(): number;
  /** The current router path ('/pages/user/login?x=1'). */
  currentPath(): string;
};

/** Where `back()` goes when there is nothing to go back to, and where logout lands. */
export const HOME_PAGE = 'pages/index/index';

let adapter: NavigatorAdapter | null = null;

/** Before the router exists (or in tests), fall back to the address bar. */
const locationAdapter: NavigatorAdapter = {
  push: (path) => globalThis.location?.assign(`#${path}`),
  replace: (path) => globalThis.location?.replace(`#${path}`),
  reset: (path) => globalThis.location?.replace(`#${path}`),
  go: (delta) => globalThis.history?.go(delta),
  depth: () => 0,
  currentPath: () => (globalThis.location?.hash ?? '').replace(/^#/, '') || '/',
};

const current = () => adapter ?? locationAdapter;

/** Binds the navigation API to the shell's router; returns the unbinding function. */
export function bindNavigator(next: NavigatorAdapter): () => void {
  adapter = next;
  return () => {
    if (adapter === next) adapter = null;
  };
}

/** The page path shown now ('pages/user/login'). */
export function currentPage(): string {
  return toPagePath(current().currentPath());
}

/** Page navigation shared with every remote (uni-app's navigateTo, redirectTo, switchTab, reLaunch, navigateBack). */
export const navigation = {
  /** Opens a page on top of the current one. */
  navigate(url: string): void {
    current().push(toRoutePath(url));
  },
  /** Replaces the current page. */
  redirect(url: string): void {
    current().replace(toRoutePath(url));
  },
  /** Shows a main tab; the history is reset to that tab. */
  switchTab(url: string): void {
    current().reset(toRoutePath(url));
  },
  /** Clears the page stack and opens a page. */
  reLaunch(url: string): void {
    current().reset(toRoutePath(url));
  },
  /** Goes back `delta` pages, or to `fallback` (home) when the visit started on this page. */
  back(delta = 1, fallback: string = HOME_PAGE): void {
    const steps = Math.max(1, Math.floor(delta) || 1);
    if (current().depth() >= steps) current().go(-steps);
    else current().reset(toRoutePath(fallback));
  },
};
