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
  'pages/property/withdrawal': page(() => import('./pages/property/WithdrawalPage.tsx'), 'WithdrawalPage'),
  'pages/user/address': page(() => import('./pages/user/AddressPage.tsx'), 'AddressPage'),
  'pages/user/addaddress': page(() => import('./pages/user/AddAddressPage.tsx'), 'AddAddressPage'),
  'pages/user/upcoin': page(() => import('./pages/user/UpcoinPage.tsx'), 'UpcoinPage'),
  'pages/user/usdt': page(() => import('./pages/user/UsdtPage.tsx'), 'UsdtPage'),
  'pages/index/network': page(() => import('./pages/index/NetworkPage.tsx'), 'NetworkPage'),
  'pages/property/conversion': page(() => import('./pages/property/ConversionPage.tsx'), 'ConversionPage'),
  'pages/property/conversionlist': page(
    () => import('./pages/property/ConversionListPage.tsx'),
    'ConversionListPage',
  ),
  'pages/property/reserve': page(() => import('./pages/property/ReservePage.tsx'), 'ReservePage'),
  'pages/property/fund': page(() => import('./pages/property/FundPage.tsx'), 'FundPage'),
  'pages/property/funddetail': page(() => import('./pages/property/FundDetailPage.tsx'), 'FundDetailPage'),
  'pages/property/purchase': page(() => import('./pages/property/PurchasePage.tsx'), 'PurchasePage'),
  'pages/property/subscribe': page(() => import('./pages/property/SubscribePage.tsx'), 'SubscribePage'),
  'pages/property/stock': page(() => import('./pages/property/StockPage.tsx'), 'StockPage'),
  'pages/property/staking': page(() => import('./pages/property/StakingPage.tsx'), 'StakingPage'),
  'pages/property/pledge': page(() => import('./pages/property/PledgePage.tsx'), 'PledgePage'),
};

export default routes;
