import { lazy, type ComponentType } from 'react';
import type { PageProps, RemoteRoutes } from '@h5/platform';
import { plansTranslations } from './i18n/plansTranslations.ts';

// Starts loading the texts with the route table; each page waits for them.
plansTranslations().catch(() => undefined);

/**
 * A page loaded on first visit, together with the plans texts (so it never shows keys); each page
 * module names its component after the page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K) =>
  lazy(() => Promise.all([load(), plansTranslations()]).then(([module]) => ({ default: module[name] })));

const loadForm = () => import('./pages/index/PlanFormPages.tsx');

/**
 * Community plans: the three forms (a dinner, team-building, a salon), the member's records and a
 * record's detail, and the place pages the form opens.
 */
const routes: RemoteRoutes = {
  'pages/index/partyplan': page(loadForm, 'PartyPlanPage'),
  'pages/index/teamplan': page(loadForm, 'TeamPlanPage'),
  'pages/index/salonplan': page(loadForm, 'SalonPlanPage'),
  'pages/index/record': page(() => import('./pages/index/RecordPage.tsx'), 'RecordPage'),
  'pages/index/recorddetail': page(() => import('./pages/index/RecordDetailPage.tsx'), 'RecordDetailPage'),
  'pages/system/choose-location': page(
    () => import('./pages/system/ChooseLocationPage.tsx'),
    'ChooseLocationPage',
  ),
  'pages/system/open-location': page(() => import('./pages/system/OpenLocationPage.tsx'), 'OpenLocationPage'),
};

export default routes;
