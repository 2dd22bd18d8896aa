import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@h5/design-system/Avatar';
import { Card, CardIdentity } from '@h5/design-system/Card';
import { Tag } from '@h5/design-system/Tag';
import type { GroupCard } from '@h5/api/contract/groups';
import styles from './groups.module.css';

/** A group's card: avatar, name, id and member count, join mode, introduction (as text). */
export function GroupCardView({ card }: { card: GroupCard }) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  return (
    <Card as="section" raised aria-labelledby={titleId} data-testid="group-card" data-group-id={card.id}>
      <CardIdentity
        media={<Avatar name={card.name} src={card.avatar ?? undefined} size="lg" decorative />}
        title={card.name}
        titleId={titleId}
        titleClassName={styles.groupName}
      >
        <span className={styles.meta}>{t('groups.card.meta', { id: card.id, count: card.memberCount })}</span>
        <span className={styles.tags}>
          <Tag tone={card.joinMode === 'free' ? 'success' : 'warning'}>
            {t(`groups.joinMode.${card.joinMode}`)}
          </Tag>
          {card.myRole && card.myRole !== 'member' && (
            <Tag tone="primary">{t(`groups.role.${card.myRole}`)}</Tag>
          )}
          {card.dissolved && <Tag tone="neutral">{t('groups.card.dissolved')}</Tag>}
        </span>
      </CardIdentity>
      <p className={styles.introduction}>{card.introduction || t('groups.card.noIntroduction')}</p>
    </Card>
  );
}
