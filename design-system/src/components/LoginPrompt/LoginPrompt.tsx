import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { Card, CardActions, CardIdentity } from '@h5/design-system/Card';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';
import styles from './LoginPrompt.module.css';

export type LoginPromptProps = {
  /** What the visitor would see once logged in ("Your wallet", "Community plans"). */
  title: ReactNode;
  /** Why to log in, one line under the title. */
  description: ReactNode;
  /** An icon of the area, drawn in a round badge; leave it out when `media` is given. */
  icon?: ReactNode;
  /** A picture of its own in place of the badge (a guest's avatar). */
  media?: ReactNode;
  /** A class for the title, for a page that draws it as its own card's name. */
  titleClassName?: string;
  onLogin: () => void;
  onRegister: () => void;
  /** The buttons' words; "Log in" and "Register" unless told. */
  loginLabel?: ReactNode;
  registerLabel?: ReactNode;
};

/** What a visitor without a session sees in place of a member's page: why to log in, and the way to. */
export function LoginPrompt({
  title,
  description,
  icon,
  media,
  titleClassName,
  onLogin,
  onRegister,
  loginLabel,
  registerLabel,
}: LoginPromptProps) {
  const { t } = useSubPathTranslation(texts);
  const titleId = `login-prompt-${useId()}`;
  return (
    <Card as="section" raised aria-labelledby={titleId} data-testid="login-prompt">
      <CardIdentity
        media={
          media ?? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )
        }
        title={title}
        titleId={titleId}
        titleClassName={titleClassName}
      >
        <p className={styles.detail}>{description}</p>
      </CardIdentity>
      <CardActions>
        <Button block onClick={onLogin}>
          {loginLabel ?? t('loginPrompt.login')}
        </Button>
        <Button block variant="secondary" onClick={onRegister}>
          {registerLabel ?? t('loginPrompt.register')}
        </Button>
      </CardActions>
    </Card>
  );
}
