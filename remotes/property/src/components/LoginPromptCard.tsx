import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Button, WalletIcon } from '@h5/design-system';
import styles from './LoginPromptCard.module.css';

/** What a visitor without a session sees in place of the wallet: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = useTranslation('property');
  return (
    <section className={styles.card} aria-labelledby="property-login-prompt">
      <div className={styles.identity}>
        <span className={styles.icon} aria-hidden="true">
          <WalletIcon width={28} height={28} />
        </span>
        <div className={styles.text}>
          <h2 id="property-login-prompt" className={styles.title}>
            {t('login.title')}
          </h2>
          <p className={styles.detail}>{t('login.prompt')}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button block onClick={() => navigation.navigate('pages/user/login')}>
          {t('login.login')}
        </Button>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/register')}>
          {t('login.register')}
        </Button>
      </div>
    </section>
  );
}
