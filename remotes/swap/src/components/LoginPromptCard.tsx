import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Button } from '@h5/design-system';
import { Card, CardActions, CardIdentity } from '@h5/design-system/Card';
import { SwapIcon } from '@h5/design-system/Icons';
import styles from './LoginPromptCard.module.css';

/** What a visitor without a session sees in place of the market: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = useTranslation('swap');
  return (
    <Card as="section" raised aria-labelledby="swap-login-prompt">
      <CardIdentity
        media={
          <span className={styles.icon} aria-hidden="true">
            <SwapIcon width={28} height={28} />
          </span>
        }
        title={t('login.title')}
        titleId="swap-login-prompt"
      >
        <p className={styles.detail}>{t('login.prompt')}</p>
      </CardIdentity>
      <CardActions>
        <Button block onClick={() => navigation.navigate('pages/user/login')}>
          {t('login.login')}
        </Button>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/register')}>
          {t('login.register')}
        </Button>
      </CardActions>
    </Card>
  );
}
