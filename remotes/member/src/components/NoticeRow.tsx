import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { formatRelativeTime, type Translate } from '@h5/design-system';
import type { NoticeListItem } from '@h5/api/contract/content';
import styles from './NoticeRow.module.css';

type Props = {
  notice: NoticeListItem;
  /** Lists show the summary; the home page's strip shows titles only. */
  showSummary?: boolean;
};

/** One announcement in a list; a tap opens it. */
export function NoticeRow({ notice, showSummary = false }: Props) {
  const { t } = useTranslation('ds');
  const translate: Translate = (key: string, options?: Record<string, unknown>) =>
    String(t(key, { ...options }));
  const [now] = useState(Date.now);
  const open = () =>
    navigation.navigate(`pages/index/noticedetail?id=${encodeURIComponent(String(notice.id))}`);
  return (
    <button type="button" className={styles.item} onClick={open}>
      <span className={styles.title}>{notice.title}</span>
      {showSummary && notice.summary ? <span className={styles.summary}>{notice.summary}</span> : null}
      <time className={styles.time} dateTime={notice.publishedAt}>
        {formatRelativeTime(notice.publishedAt, now, translate)}
      </time>
    </button>
  );
}
