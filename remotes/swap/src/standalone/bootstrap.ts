import { startStandalone } from '@h5/platform/standalone';
import { SWAP_NS, swapTranslations } from '../i18n/swapTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/swap/swap',
  namespace: SWAP_NS,
  translations: swapTranslations,
  shortcuts: [
    { page: 'pages/swap/swap', labelKey: 'area.swap' },
    { page: 'pages/swap/mobility', labelKey: 'area.mobility' },
    { page: 'pages/swap/detail', labelKey: 'area.detail' },
  ],
});
