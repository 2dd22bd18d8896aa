import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { WalletIcon } from '@h5/design-system';
import { LoginPrompt } from '@h5/design-system/LoginPrompt';

/** What a visitor without a session sees in place of the wallet: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = useTranslation('property');
  return (
    <LoginPrompt
      title={t('login.title')}
      description={t('login.prompt')}
      icon={<WalletIcon width={28} height={28} />}
      loginLabel={t('login.login')}
      registerLabel={t('login.register')}
      onLogin={() => navigation.navigate('pages/user/login')}
      onRegister={() => navigation.navigate('pages/user/register')}
    />
  );
}
