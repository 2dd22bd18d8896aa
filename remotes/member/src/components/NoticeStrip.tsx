import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import { useLatestNotices } from '../hooks/useLatestNotices.ts';
import { NoticeRow } from './NoticeRow.tsx';
import styles from './NoticeStrip.module.css';
import { failureDescription } from '@h5/platform/helpers';

/** The latest announcements on the home page, with a way to all of them. */
export function NoticeStrip() {
  const { t } = useTranslation('member');
  const { data: answer, latest, error, loading, reload } = useLatestNotices();
  // A notice published meanwhile loads the list again: the one on screen stays until it arrives.
  const data = answer ?? latest;

  let content;
  if (loading && !data) {
    content = (
      <div className={styles.state} aria-busy="true">
        <Skeleton rows={3} />
      </div>
    );
  } else if (error || !data) {
    content = (
      <div className={styles.state}>
        <ErrorState description={failureDescription(error)} onRetry={reload} />
      </div>
    );
  } else if (data.list.length === 0) {
    content = (
      <div className={styles.state}>
        <Empty title={t('home.noticesEmpty')} />
      </div>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {data.list.map((notice) => (
          <li key={notice.id}>
            <NoticeRow notice={notice} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="member-notices" data-testid="notice-strip">
      <div className={styles.head}>
        <h2 id="member-notices" className={styles.heading}>
          <svg className={styles.bell} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {t('home.notices')}
        </h2>
        <button
          type="button"
          className={styles.more}
          onClick={() => navigation.navigate('pages/index/notice')}
        >
          {t('common.more')}
        </button>
      </div>
      {content}
    </section>
  );
}
