import { Button } from '@h5/design-system';
import { Cell, CellGroup } from '@h5/design-system/Cell';
import { navigation, useLang, useSession, type PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { useRequireLogin } from '../hooks/useRequireLogin.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { logout } from '../utils/logout.ts';
import styles from './SettingsPage.module.css';

/** `pages/user/set`: picture and nickname, language, security, login password, logout. */
export function SettingsPage(_props: PageProps) {
  const { t } = useAccountTranslation();
  const lang = useLang();
  const { userInfo } = useSession();
  const loggedIn = useRequireLogin();
  const [busy, run] = useSubmit();

  return (
    <AccountPage title={t('pages.set')}>
      {loggedIn && userInfo && <ProfileForm key={userInfo.id} userInfo={userInfo} />}
      <div className={styles.group}>
        <CellGroup>
          <Cell
            title={t('account.settings.language')}
            value={t(`lang.names.${lang}`)}
            onClick={() => navigation.navigate('pages/user/lange')}
          />
          <Cell
            title={t('account.settings.security')}
            onClick={() => navigation.navigate('pages/user/safety')}
          />
          <Cell
            title={t('account.settings.loginPassword')}
            onClick={() => navigation.navigate('pages/user/reset')}
          />
        </CellGroup>
      </div>
      {loggedIn && (
        <div className={styles.logout}>
          <Button variant="danger" size="lg" block loading={busy} onClick={() => run(logout)}>
            {t('account.settings.logout')}
          </Button>
        </div>
      )}
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
