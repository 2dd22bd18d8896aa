import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { swapTranslations } from './i18n/swapTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
swapTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the swap texts (so it never shows keys); each page
 * module names its component after the page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() => Promise.all([load(), swapTranslations()]).then(([module]) => ({ default: module[name] })));

/** The swap market's pages: swapping, providing liquidity ("mobility") and the pool's detail. */
const routes: RemoteRoutes = {
  'pages/swap/swap': page(() => import('./pages/swap/SwapPage.tsx'), 'SwapPage'),
  'pages/swap/mobility': page(() => import('./pages/swap/MobilityPage.tsx'), 'MobilityPage'),
  'pages/swap/detail': page(() => import('./pages/swap/DetailPage.tsx'), 'DetailPage'),
};

export default routes;
