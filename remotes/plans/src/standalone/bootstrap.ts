import { startStandalone } from '@h5/platform/standalone';
import { PLANS_NS, plansTranslations } from '../i18n/plansTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/index/partyplan',
  namespace: PLANS_NS,
  translations: plansTranslations,
  shortcuts: [
    { page: 'pages/index/partyplan', labelKey: 'kinds.party' },
    { page: 'pages/index/teamplan', labelKey: 'kinds.team' },
    { page: 'pages/index/salonplan', labelKey: 'kinds.salon' },
    { page: 'pages/index/record', labelKey: 'records.title' },
    { page: 'pages/system/choose-location', labelKey: 'location.chooseTitle' },
  ],
});
