import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { investmentsTranslations } from './i18n/investmentsTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
investmentsTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the investments texts (so it never shows keys); each
 * page module names its component after the page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() =>
    Promise.all([load(), investmentsTranslations()]).then(([module]) => ({ default: module[name] })),
  );

/** The funds and orders pages (`pages/product/*`, `pages/order/*`). */
const routes: RemoteRoutes = {
  'pages/product/product': page(() => import('./pages/product/ProductPage.tsx'), 'ProductPage'),
  'pages/product/detail': page(() => import('./pages/product/FundDetailPage.tsx'), 'FundDetailPage'),
  'pages/product/chart': page(() => import('./pages/product/ChartPage.tsx'), 'ChartPage'),
  'pages/product/buy': page(() => import('./pages/product/BuyPage.tsx'), 'BuyPage'),
  'pages/product/purchase': page(
    () => import('./pages/product/PurchaseRecordsPage.tsx'),
    'PurchaseRecordsPage',
  ),
  'pages/product/rules': page(() => import('./pages/product/RulesPage.tsx'), 'RulesPage'),
  'pages/order/order': page(() => import('./pages/order/OrderPage.tsx'), 'OrderPage'),
  'pages/order/detail': page(() => import('./pages/order/OrderDetailPage.tsx'), 'OrderDetailPage'),
};

export default routes;
