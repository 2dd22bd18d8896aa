import { useTranslation } from 'react-i18next';
import { Button, ErrorState, NavBar } from '@h5/design-system';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './RemoteLoadError.module.css';

/** What a member sees when a section of the app failed to load: retry, or go home. */
export function RemoteLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(SHELL_NS);
  usePageShown();
  return (
    <div className={styles.page} role="alert">
      <NavBar title={t('app.name')} onBack={() => navigation.back()} />
      <ErrorState title={t('remoteError.title')} description={t('remoteError.description')} />
      <div className={styles.actions}>
        <Button variant="primary" block onClick={onRetry}>
          {t('remoteError.retry')}
        </Button>
        <Button variant="ghost" block onClick={() => navigation.reLaunch(HOME_PAGE)}>
          {t('remoteError.home')}
        </Button>
      </div>
    </div>
  );
}
