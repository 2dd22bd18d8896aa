import { useTranslation } from 'react-i18next';
import { Button, Empty, NavBar } from '@h5/design-system';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './StatusPage.module.css';

/** An address that no page answers. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  usePageShown();
  return (
    <div className={styles.page}>
      <NavBar title={t('notFound.title')} onBack={() => navigation.back()} />
      <div className={styles.body}>
        <Empty
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Button variant="primary" onClick={() => navigation.reLaunch(HOME_PAGE)}>
              {t('notFound.home')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
