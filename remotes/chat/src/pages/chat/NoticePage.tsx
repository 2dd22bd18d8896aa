import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, toast } from '@h5/design-system';
import { Avatar } from '@h5/design-system/Avatar';
import { PagedList } from '@h5/design-system/PagedList';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import { Tabs } from '@h5/design-system/Tabs';
import { navigation, socket, useLang, type PageProps } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import type { NoticeItem, NoticeTopic } from '@h5/api/contract/social';
import { fetchNotices, markAllNoticesRead, markNoticeRead } from '../../api/chatApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { useNoticeUnread } from '../../hooks/useNoticeUnread.ts';
import styles from '../../components/notice.module.css';
import { noticeTarget, noticeText } from '../../utils/noticeText.ts';

const TOPICS: readonly NoticeTopic[] = ['friend', 'group', 'comment', 'like', 'plan'];

/**
 * The member's notices (`pages/chat/notice`, `?topic=`): friend requests, group join requests,
 * comments and likes on their posts, plan reviews; newest first, page by page, new ones as the
 * socket tells. A tap marks one read and opens what it is about; "Mark all read" clears them.
 */
export function NoticePage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const initial = TOPICS.find((topic) => topic === params.topic);
  const [topic, setTopic] = useState<NoticeTopic | undefined>(initial);
  const [version, setVersion] = useState(0);
  const unread = useNoticeUnread(version);
  return (
    <ChatFrame
      title={t('notice.title')}
      right={
        unread > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              markAllNoticesRead().then(
                () => setVersion((count) => count + 1),
                (failure: unknown) => toast.error(failureDescription(failure) ?? t('notice.readFailed')),
              )
            }
          >
            {t('notice.readAll')}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.topics}>
        <Tabs
          label={t('notice.show')}
          activeKey={topic ?? 'all'}
          onChange={(value) => setTopic(value === 'all' ? undefined : (value as NoticeTopic))}
          items={[
            { key: 'all', label: t('notice.topics.all') },
            ...TOPICS.map((key) => ({ key, label: t(`notice.topics.${key}`) })),
          ]}
        />
      </div>
      <Notices topic={topic} version={version} />
    </ChatFrame>
  );
}

function Notices({ topic, version }: { topic: NoticeTopic | undefined; version: number }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const [told, setTold] = useState(0);
  const notices = usePagedList((page, rows) => fetchNotices(topic, page, rows), {
    key: `notices:${topic ?? 'all'}:${lang}:${version}:${told}`,
    rows: 20,
    getKey: (notice) => notice.id,
  });
  // A new notice on the socket: the list is read again, newest first.
  useEffect(() => socket.on('notice', () => setTold((count) => count + 1)), []);
  // Read ones, marked here before the list is read again.
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());

  const open = (notice: NoticeItem) => {
    if (!notice.read && !read.has(notice.id)) {
      setRead((current) => new Set(current).add(notice.id));
      markNoticeRead(notice.id).catch(() => undefined);
    }
    const target = noticeTarget(notice);
    if (target) navigation.navigate(target);
  };

  return (
    <PagedList
      {...pagedListProps(notices)}
      getKey={(notice) => notice.id}
      empty={<Empty title={t('notice.empty')} />}
      renderItem={(notice) => {
        const unread = !notice.read && !read.has(notice.id);
        return (
          <button type="button" className={styles.notice} onClick={() => open(notice)}>
            <Avatar
              name={notice.actor?.nickname ?? t(`notice.topics.${notice.topic}`)}
              src={notice.actor?.avatar ?? undefined}
              decorative
            />
            <span className={styles.body}>
              <span className={unread ? `${styles.text} ${styles.unread}` : styles.text}>
                {noticeText(notice, t)}
              </span>
              <RelativeTime className={styles.time} value={notice.createdAt} />
            </span>
            {unread && (
              <span className={styles.dot}>
                <span className={styles.hidden}>{t('notice.unread')}</span>
              </span>
            )}
          </button>
        );
      }}
    />
  );
}
