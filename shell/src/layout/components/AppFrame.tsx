import type { ReactNode } from 'react';
import styles from './AppLayout.module.css';

type Props = {
  /** The tab bar under a main tab; nothing elsewhere. */
  tabBar?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** The page as HTML rendered by its own build (the server's first screen, ADR 0025), instead of `children`. */
  pageHtml?: string;
};

/** The frame of every page: the page, and under a main tab the tab bar. */
export function AppFrame({ tabBar, children, pageHtml }: Props) {
  return (
    <div className={styles.app} data-tab-bar={tabBar ? true : undefined}>
      {pageHtml === undefined ? (
        <main className={styles.page}>{children}</main>
      ) : (
        <main className={styles.page} dangerouslySetInnerHTML={{ __html: pageHtml }} />
      )}
      {tabBar}
    </div>
  );
}
