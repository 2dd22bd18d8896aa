import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@h5/design-system/Badge';
import { AddFriendIcon, GroupIcon, NewGroupIcon, NoticeIcon } from '@h5/design-system/Icons';
import { UserIcon } from '@h5/design-system';
import { navigation } from '@h5/platform';
import styles from './chatIndex.module.css';

type Entry = { key: string; page: string; icon: ReactNode; badge?: number };

/** The chat's doors, above the lists: notices (with the unread count), add a friend, groups, my posts. */
export function ChatEntries({ noticeUnread }: { noticeUnread: number }) {
  const { t } = useTranslation('chat');
  const entries: Entry[] = [
    { key: 'notice', page: 'pages/chat/notice', icon: <NoticeIcon />, badge: noticeUnread },
    { key: 'friendRequest', page: 'pages/chat/friendRequest', icon: <AddFriendIcon /> },
    { key: 'createchat', page: 'pages/chat/createchat', icon: <NewGroupIcon /> },
    { key: 'joingroup', page: 'pages/chat/joingroup', icon: <GroupIcon /> },
    { key: 'homepage', page: 'pages/chat/homepage', icon: <UserIcon /> },
  ];
  return (
    <nav className={styles.entries} aria-label={t('index.entries')}>
      <ul className={styles.entryList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.entry} onClick={() => navigation.navigate(entry.page)}>
              <Badge count={entry.badge ?? 0} label={t('index.noticeUnread', { count: entry.badge ?? 0 })}>
                <span className={styles.entryIcon} aria-hidden="true">
                  {entry.icon}
                </span>
              </Badge>
              <span className={styles.entryLabel}>{t(`index.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
