import { Outlet, useLocation } from 'react-router';
import { toPagePath } from '@h5/platform';
import { isMainTab } from '../../routing/utils/mainTabs.ts';
import { MainTabBar } from './MainTabBar.tsx';
import styles from './AppLayout.module.css';

/** Every page, with the tab bar under the main tabs. */
export function AppLayout() {
  const { pathname } = useLocation();
  const page = toPagePath(pathname);
  const withTabBar = isMainTab(page);
  return (
    <div className={styles.app} data-tab-bar={withTabBar || undefined}>
      <main className={styles.page}>
        <Outlet />
      </main>
      {withTabBar && <MainTabBar activePage={page} />}
    </div>
  );
}
