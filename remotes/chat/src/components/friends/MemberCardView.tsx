import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardIdentity } from '@h5/design-system/Card';
import { Avatar } from '@h5/design-system/Avatar';
import type { MemberCard } from '@h5/api/contract/social';
import styles from './friends.module.css';

type Props = {
  member: MemberCard;
  /** Under the name: what they are to the member, or why nothing can be done. */
  children?: ReactNode;
  /** The buttons under the card. */
  actions?: ReactNode;
  'data-testid'?: string;
};

/** A member's card: their picture, nickname and id, then what the page offers to do. */
export function MemberCardView({ member, children, actions, 'data-testid': testId }: Props) {
  const { t } = useTranslation('chat');
  const titleId = `member-${member.id}-name`;
  return (
    <Card as="section" raised aria-labelledby={titleId} data-testid={testId} data-member-id={member.id}>
      <CardIdentity
        media={<Avatar name={member.nickname} src={member.avatar ?? undefined} size="lg" decorative />}
        title={member.nickname}
        titleId={titleId}
        titleClassName={styles.name}
      >
        <p className={styles.memberId}>{t('friendRequest.memberId', { id: member.id })}</p>
        {children}
      </CardIdentity>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </Card>
  );
}
