import { startStandalone } from '@h5/platform/standalone';
import { PROPERTY_NS, propertyTranslations } from '../i18n/propertyTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/property/property',
  namespace: PROPERTY_NS,
  translations: propertyTranslations,
  shortcuts: [
    { page: 'pages/property/property', labelKey: 'property.title' },
    { page: 'pages/property/moneydetail', labelKey: 'moneyDetail.title' },
    { page: 'pages/property/under', labelKey: 'under.title' },
  ],
});
