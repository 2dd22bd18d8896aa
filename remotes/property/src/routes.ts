import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { propertyTranslations } from './i18n/propertyTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
propertyTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the property texts (so it never shows keys); each page
 * module names its component after the page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() => Promise.all([load(), propertyTranslations()]).then(([module]) => ({ default: module[name] })));

/** The wallet's pages; the shell shows "coming soon" for its routes not listed here. */
const routes: RemoteRoutes = {
  'pages/property/property': page(() => import('./pages/property/PropertyPage.tsx'), 'PropertyPage'),
  'pages/property/moneydetail': page(() => import('./pages/property/MoneyDetailPage.tsx'), 'MoneyDetailPage'),
  'pages/property/under': page(() => import('./pages/property/UnderPage.tsx'), 'UnderPage'),
};

export default routes;
