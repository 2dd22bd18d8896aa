import { useTranslation } from 'react-i18next';
import type { MemberSummary } from '../utils/describeMember.ts';
import { Avatar } from './Avatar.tsx';
import styles from './ProfileCard.module.css';

type Props = { member: MemberSummary };

/** The signed-in member at the top of the user tab: picture, name, masked mailbox, id, VIP level and invite code. */
export function MemberCard({ member }: Props) {
  const { t } = useTranslation('member');
  return (
    <section className={styles.card} aria-labelledby="member-profile">
      <div className={styles.identity}>
        <Avatar src={member.avatar} />
        <div className={styles.text}>
          <h2 id="member-profile" className={styles.name}>
            {member.name ?? t('user.member')}
          </h2>
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
        </div>
      </div>
    </section>
  );
}
