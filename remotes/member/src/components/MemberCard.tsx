import { Card, CardIdentity } from '@h5/design-system/Card';
import type { MemberSummary } from '../utils/describeMember.ts';
import { Avatar } from './Avatar.tsx';
import styles from './ProfileCard.module.css';
import { usePagesTranslation } from '../pages/i18n/pagesTranslations.ts';

type Props = { member: MemberSummary };

/** The signed-in member at the top of the user tab: picture, name, masked mailbox, id, VIP level and invite code. */
export function MemberCard({ member }: Props) {
  const { t } = usePagesTranslation();
  return (
    <Card as="section" raised aria-labelledby="member-profile">
      <CardIdentity
        media={<Avatar src={member.avatar} />}
        title={member.name ?? t('user.member')}
        titleId="member-profile"
        titleClassName={styles.name}
      >
        {member.mailbox && (
          <p className={styles.detail} data-testid="member-mailbox">
            {member.mailbox}
          </p>
        )}
        <p className={styles.detail}>
          {member.id !== null && <span>{t('user.id', { id: member.id })}</span>}
          {member.vipLevel !== null && (
            <span className={styles.badge}>{t('user.vip', { level: member.vipLevel })}</span>
          )}
        </p>
        {member.inviteCode && (
          <p className={styles.detail}>{t('user.inviteCode', { code: member.inviteCode })}</p>
        )}
      </CardIdentity>
    </Card>
  );
}
