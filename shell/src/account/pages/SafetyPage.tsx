import { useSession, type PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { SafetyActionForm } from '../components/SafetyActionForm.tsx';
import { SafetyOverview } from '../components/SafetyOverview.tsx';
import { useRequireLogin } from '../hooks/useRequireLogin.ts';
import { toSafetyAction } from '../utils/safetyActions.ts';

/**
 * `pages/user/safety`: the security centre; `?action=` opens one of its forms (payment password,
 * authenticator), which come back here when done.
 */
export function SafetyPage({ params }: PageProps) {
  const { t } = useAccountTranslation();
  const loggedIn = useRequireLogin();
  const { userInfo } = useSession();
  const action = toSafetyAction(params.action);
  return (
    <AccountPage title={action ? t(`account.safety.titles.${action}`) : t('pages.safety')}>
      {loggedIn &&
        (action ? <SafetyActionForm key={action} action={action} /> : <SafetyOverview userInfo={userInfo} />)}
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
