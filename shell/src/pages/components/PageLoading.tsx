import { useTranslation } from 'react-i18next';
import { Skeleton } from '@h5/design-system';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { useSplashHold } from '../../startup/splashScreen.ts';
import styles from './PageLoading.module.css';

/** Placeholder while a page (or the remote behind it) loads; the first page's stays under the splash. */
export function PageLoading() {
  const { t } = useTranslation(SHELL_NS);
  useSplashHold();
  return (
    <div className={styles.page} aria-busy="true" aria-label={t('loading')}>
      <div className={styles.bar} />
      <div className={styles.content}>
        <Skeleton title rows={3} />
        <Skeleton avatar rows={2} />
        <Skeleton rows={4} />
      </div>
    </div>
  );
}
