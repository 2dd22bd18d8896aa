import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { SwapIcon } from '@h5/design-system/Icons';
import { LoginPrompt } from '@h5/design-system/LoginPrompt';

/** What a visitor without a session sees in place of the market: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = useTranslation('swap');
  return (
    <LoginPrompt
      title={t('login.title')}
      description={t('login.prompt')}
      icon={<SwapIcon width={28} height={28} />}
      loginLabel={t('login.login')}
      registerLabel={t('login.register')}
      onLogin={() => navigation.navigate('pages/user/login')}
      onRegister={() => navigation.navigate('pages/user/register')}
    />
  );
}
