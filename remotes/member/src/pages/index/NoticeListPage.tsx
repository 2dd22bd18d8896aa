import { navigation, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { NoticeRow } from '../../components/NoticeRow.tsx';
import { useNoticeList } from '../../hooks/useNoticeList.ts';
import type { NoticeListItem } from '@h5/api/contract/content';
import styles from './NoticeListPage.module.css';
import { pagedListProps } from '@h5/platform/paging';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const getKey = (notice: NoticeListItem) => notice.id;

/** Every announcement (`pages/index/notice`), 20 a page, newest first. */
export function NoticeListPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const notices = useNoticeList();

  return (
    <div className={styles.page}>
      <NavBar title={t('notice.title')} onBack={() => navigation.back()} />
      <main className={styles.list}>
        <PagedList
          {...pagedListProps(notices)}
          getKey={getKey}
          renderItem={(notice) => <NoticeRow notice={notice} showSummary />}
          empty={<Empty title={t('notice.empty')} />}
        />
      </main>
    </div>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
