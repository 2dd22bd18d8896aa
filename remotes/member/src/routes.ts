import { lazy, type ComponentType } from 'react';
import { registerTranslations, type PageProps, type RemoteRoutes } from '@h5/platform';
import enUs from './i18n/en-us.json' with { type: 'json' };
import hiIn from './i18n/hi-in.json' with { type: 'json' };
import zhCn from './i18n/zh-cn.json' with { type: 'json' };

registerTranslations('member', { 'hi-in': hiIn, 'en-us': enUs, 'zh-cn': zhCn });

/** A page loaded on first visit; each page module names its component after the page. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The member area's pages; the shell shows "coming soon" for its routes not listed here. */
const routes: RemoteRoutes = {
  'pages/index/index': page(() => import('./pages/index/HomePage.tsx'), 'HomePage'),
  'pages/index/notice': page(() => import('./pages/index/NoticeListPage.tsx'), 'NoticeListPage'),
  'pages/index/noticedetail': page(() => import('./pages/index/NoticeDetailPage.tsx'), 'NoticeDetailPage'),
  'pages/user/user': page(() => import('./pages/user/UserPage.tsx'), 'UserPage'),
  'pages/user/about': page(() => import('./pages/user/AboutPage.tsx'), 'AboutPage'),
};

export default routes;
