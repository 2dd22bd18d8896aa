import { useTranslation } from 'react-i18next';
import { Empty } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { useLang, type PageProps } from '@h5/platform';
import { usePagedList } from '@h5/platform/paging';
import { fetchNotices } from '../../api/chatApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';

/** The member's notices (`pages/chat/notice`), newest first, page by page. */
export function NoticePage(_props: PageProps) {
  const { t } = useTranslation('chat');
  return (
    <ChatFrame title={t('notice.title')}>
      <Notices />
    </ChatFrame>
  );
}

function Notices() {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const notices = usePagedList(fetchNotices, {
    key: `notices:${lang}`,
    rows: 20,
    getKey: (notice) => notice.id,
  });
  return (
    <PagedList
      items={notices.items}
      total={notices.total}
      loading={notices.loading}
      error={notices.error}
      onLoadMore={notices.loadMore}
      getKey={(notice) => notice.id}
      renderItem={(notice) => <span>{notice.topic}</span>}
      empty={<Empty title={t('notice.empty')} />}
    />
  );
}
