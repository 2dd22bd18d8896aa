import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Button, Empty } from '@h5/design-system';
import styles from './LoginPrompt.module.css';

/** What a visitor without a session sees where their orders or a purchase would be. */
export function LoginPrompt() {
  const { t } = useTranslation('investments');
  return (
    <div className={styles.card}>
      <Empty
        title={t('login.title')}
        description={t('login.prompt')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => navigation.navigate('pages/user/login')}>{t('login.login')}</Button>
            <Button variant="secondary" onClick={() => navigation.navigate('pages/user/register')}>
              {t('login.register')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
