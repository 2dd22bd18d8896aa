import type { RemoteRoutes } from '@h5/platform';

/** A page the standalone toolbar leads to; `labelKey` is in the remote's namespace. */
export type StandaloneShortcut = { page: string; labelKey: string };

/** What a remote tells the standalone harness about itself. */
export type StandaloneOptions = {
  /** The remote's `./routes` table. */
  routes: RemoteRoutes;
  /** The page `/` opens ('pages/product/product'). */
  home: string;
  /** The remote's i18next namespace (for the shortcut labels). */
  namespace: string;
  /** Resolves once the remote's texts of the current language are there. */
  translations: () => Promise<void>;
  shortcuts: readonly StandaloneShortcut[];
};
