import { useTranslation } from 'react-i18next';
import { Button, Empty, NavBar } from '@h5/design-system';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './StatusPage.module.css';

/** A known page that is not built or not deployed yet, with a way home. */
export function ComingSoonPage({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation(SHELL_NS);
  usePageShown();
  return (
    <div className={styles.page}>
      <NavBar title={t(titleKey ?? 'comingSoon.title')} onBack={() => navigation.back()} />
      <div className={styles.body}>
        <Empty
          title={t('comingSoon.title')}
          description={t('comingSoon.description')}
          action={
            <Button variant="primary" onClick={() => navigation.reLaunch(HOME_PAGE)}>
              {t('comingSoon.home')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
