import { navigation } from '@h5/platform';
import { Button } from '@h5/design-system';
import { Card, CardActions, CardIdentity } from '@h5/design-system/Card';
import { Avatar } from './Avatar.tsx';
import styles from './ProfileCard.module.css';
import { usePagesTranslation } from '../pages/i18n/pagesTranslations.ts';

/** What a visitor without a session sees on the user tab: an invitation to log in or register. */
export function LoginPromptCard() {
  const { t } = usePagesTranslation();
  return (
    <Card as="section" raised aria-labelledby="member-login-prompt">
      <CardIdentity
        media={<Avatar />}
        title={t('user.guest')}
        titleId="member-login-prompt"
        titleClassName={styles.name}
      >
        <p className={styles.detail}>{t('user.loginPrompt')}</p>
      </CardIdentity>
      <CardActions>
        <Button block onClick={() => navigation.navigate('pages/user/login')}>
          {t('user.login')}
        </Button>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/register')}>
          {t('user.register')}
        </Button>
      </CardActions>
    </Card>
  );
}
