import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { toPagePath } from '@h5/platform';
import { isMainTab } from '../../routing/utils/mainTabs.ts';
import { PageLoading } from '../../pages/components/PageLoading.tsx';
import { MainTabBar } from './MainTabBar.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { useAppStarted } from '../../startup/splashScreen.ts';
import { AppFrame } from './AppFrame.tsx';

/** Every page, with the tab bar under the main tabs; a page that fails leaves the tab bar working. */
export function AppLayout() {
  const { pathname } = useLocation();
  const page = toPagePath(pathname);
  const withTabBar = isMainTab(page);
  useAppStarted();
  return (
    <AppFrame tabBar={withTabBar ? <MainTabBar activePage={page} /> : undefined}>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </AppFrame>
  );
}
