import { navigation } from '@h5/platform';
import { LoginPrompt } from '@h5/design-system/LoginPrompt';
import { Avatar } from './Avatar.tsx';
import styles from './ProfileCard.module.css';
import { usePagesTranslation } from '../pages/i18n/pagesTranslations.ts';

/** What a visitor without a session sees on the user tab: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = usePagesTranslation();
  return (
    <LoginPrompt
      title={t('user.guest')}
      description={t('user.loginPrompt')}
      media={<Avatar />}
      titleClassName={styles.name}
      loginLabel={t('user.login')}
      registerLabel={t('user.register')}
      onLogin={() => navigation.navigate('pages/user/login')}
      onRegister={() => navigation.navigate('pages/user/register')}
    />
  );
}
