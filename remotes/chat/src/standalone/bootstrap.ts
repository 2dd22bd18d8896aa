import { startStandalone } from '@h5/platform/standalone';
import { CHAT_NS, chatTranslations } from '../i18n/chatTranslations.ts';
import routes from '../routes.ts';

void startStandalone({
  routes,
  home: 'pages/chat/index',
  namespace: CHAT_NS,
  translations: chatTranslations,
  shortcuts: [
    { page: 'pages/chat/index', labelKey: 'index.title' },
    { page: 'pages/chat/notice', labelKey: 'notice.title' },
  ],
});
