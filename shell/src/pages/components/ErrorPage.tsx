import { useTranslation } from 'react-i18next';
import { Button, ErrorState, NavBar } from '@h5/design-system';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './ErrorPage.module.css';

type ErrorPageProps = {
  /** `remote`: a section of the app did not load; `page`: a page failed while showing. */
  kind: 'remote' | 'page';
  onRetry(): void;
};

/** What a member sees when a page or a section of the app failed: retry, or go home. */
export function ErrorPage({ kind, onRetry }: ErrorPageProps) {
  const { t } = useTranslation(SHELL_NS);
  const texts = kind === 'remote' ? 'remoteError' : 'pageError';
  usePageShown();
  return (
    <div className={styles.page} role="alert">
      <NavBar title={t('app.name')} onBack={() => navigation.back()} />
      <ErrorState title={t(`${texts}.title`)} description={t(`${texts}.description`)} />
      <div className={styles.actions}>
        <Button variant="primary" block onClick={onRetry}>
          {t(`${texts}.retry`)}
        </Button>
        <Button variant="ghost" block onClick={() => navigation.reLaunch(HOME_PAGE)}>
          {t(`${texts}.home`)}
        </Button>
      </div>
    </div>
  );
}
