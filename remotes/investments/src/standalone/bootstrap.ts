import { startStandalone } from '@h5/platform/standalone';
import { INVESTMENTS_NS, investmentsTranslations } from '../i18n/investmentsTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/product/product',
  namespace: INVESTMENTS_NS,
  translations: investmentsTranslations,
  shortcuts: [
    { page: 'pages/product/product', labelKey: 'product.title' },
    { page: 'pages/order/order', labelKey: 'order.title' },
    { page: 'pages/product/rules', labelKey: 'rules.title' },
  ],
});
