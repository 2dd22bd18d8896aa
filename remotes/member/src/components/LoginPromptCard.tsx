import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Button } from '@h5/design-system';
import { Avatar } from './Avatar.tsx';
import styles from './ProfileCard.module.css';

/** What a visitor without a session sees on the user tab: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = useTranslation('member');
  return (
    <section className={styles.card} aria-labelledby="member-login-prompt">
      <div className={styles.identity}>
        <Avatar />
        <div className={styles.text}>
          <h2 id="member-login-prompt" className={styles.name}>
            {t('user.guest')}
          </h2>
          <p className={styles.detail}>{t('user.loginPrompt')}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button block onClick={() => navigation.navigate('pages/user/login')}>
          {t('user.login')}
        </Button>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/register')}>
          {t('user.register')}
        </Button>
      </div>
    </section>
  );
}
