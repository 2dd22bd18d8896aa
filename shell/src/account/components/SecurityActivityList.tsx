import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, Empty, formatRelativeTime } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import type { SecurityActivity } from '../api/accountCalls.ts';
import { useNow } from '../hooks/useNow.ts';
import { useSecurityActivity } from '../hooks/useSecurityActivity.ts';
import styles from './SecurityActivityList.module.css';

const getKey = (activity: SecurityActivity) => activity.id;

/** "Recent security activity": logins, password and authenticator changes, codes sent. */
export function SecurityActivityList() {
  const { t } = useAccountTranslation();
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const activity = useSecurityActivity();
  const now = useNow(true, 60_000);
  return (
    <section className={styles.section} aria-labelledby="security-activity">
      <h2 id="security-activity" className={styles.title}>
        {t('account.safety.activity')}
      </h2>
      <PagedList
        items={activity.items}
        total={activity.total}
        loading={activity.loading}
        error={activity.error}
        onLoadMore={activity.loadMore}
        getKey={getKey}
        empty={<Empty title={t('account.safety.activityEmpty')} />}
        renderItem={(item) => (
          <div className={styles.row} data-testid="security-activity">
            <div>
              <p className={styles.label}>{item.label}</p>
              <p className={styles.meta}>
                {item.ip} · {item.device ?? t('account.safety.deviceUnknown')}
              </p>
            </div>
            <time className={styles.time} dateTime={item.createdAt}>
              {formatRelativeTime(item.createdAt, now, ds)}
            </time>
          </div>
        )}
      />
    </section>
  );
}
