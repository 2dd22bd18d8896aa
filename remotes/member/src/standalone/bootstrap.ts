import { startStandalone } from '@h5/platform/standalone';
import { MEMBER_NS, memberTranslations } from '../i18n/memberTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/index/index',
  namespace: MEMBER_NS,
  translations: memberTranslations,
  shortcuts: [
    { page: 'pages/index/index', labelKey: 'home.title' },
    { page: 'pages/user/user', labelKey: 'standalone.me' },
  ],
});
