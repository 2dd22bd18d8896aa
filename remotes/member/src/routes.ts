import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { memberTranslations } from './i18n/memberTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
memberTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the member texts (so it never shows keys); each page
 * module names its component after the page. A page beyond the home tab also exports the loader of
 * its own texts (`pagesTranslations`), so the build counts them with that page, not the home tab.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType<PageProps>> & { pagesTranslations?: () => Promise<void> }>,
  name: K,
) =>
  lazy(() =>
    Promise.all([load(), memberTranslations()]).then(async ([module]) => {
      await module.pagesTranslations?.();
      return { default: module[name] };
    }),
  );

/** The member area's pages; the shell shows "coming soon" for its routes not listed here. */
const routes: RemoteRoutes = {
  'pages/index/index': page(() => import('./pages/index/HomePage.tsx'), 'HomePage'),
  'pages/index/notice': page(() => import('./pages/index/NoticeListPage.tsx'), 'NoticeListPage'),
  'pages/index/sign': page(() => import('./pages/index/SignPage.tsx'), 'SignPage'),
  'pages/index/rank': page(() => import('./pages/index/RankPage.tsx'), 'RankPage'),
  'pages/index/challenge': page(() => import('./pages/index/ChallengePage.tsx'), 'ChallengePage'),
  'pages/index/article': page(() => import('./pages/index/ArticlePage.tsx'), 'ArticlePage'),
  'pages/index/media': page(() => import('./pages/index/MediaPage.tsx'), 'MediaPage'),
  'pages/index/noticedetail': page(() => import('./pages/index/NoticeDetailPage.tsx'), 'NoticeDetailPage'),
  'pages/user/user': page(() => import('./pages/user/UserPage.tsx'), 'UserPage'),
  'pages/user/invite': page(() => import('./pages/user/InvitePage.tsx'), 'InvitePage'),
  'pages/user/team': page(() => import('./pages/user/TeamPage.tsx'), 'TeamPage'),
  'pages/user/equity': page(() => import('./pages/user/VipBenefitsPage.tsx'), 'VipBenefitsPage'),
  'pages/user/about': page(() => import('./pages/user/AboutPage.tsx'), 'AboutPage'),
};

export default routes;
