import { useTranslation } from 'react-i18next';
import { Skeleton } from '@h5/design-system';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import styles from './PageLoading.module.css';

/** Placeholder while a page (or the remote behind it) loads. */
export function PageLoading() {
  const { t } = useTranslation(SHELL_NS);
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
