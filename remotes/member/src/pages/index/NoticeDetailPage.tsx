import { navigation, useLang, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PlainText } from '../../components/PlainText.tsx';
import { useNotice } from '../../hooks/useNotice.ts';
import { formatNoticeDate } from '../../utils/formatNoticeDate.ts';
import styles from '../../components/ContentCard.module.css';
import { Pending } from '@h5/platform/pending';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/** One announcement (`pages/index/noticedetail?id=…`): title, date and body as plain text. */
export function NoticeDetailPage({ params }: PageProps) {
  const { t } = usePagesTranslation();
  const lang = useLang();
  const id = params.id ?? '';
  const notice = useNotice(id);
  const { data } = notice;

  let content;
  if (!id) {
    content = <Empty title={t('notice.notFound')} />;
  } else if (!data) {
    content = <Pending load={notice} notFound={t('notice.notFound')} card="raised" title rows={6} />;
  } else {
    content = (
      <Card as="article" raised>
        <h2 className={styles.title}>{data.title}</h2>
        <time className={styles.meta} dateTime={data.publishedAt}>
          {t('notice.published', { date: formatNoticeDate(data.publishedAt, lang) })}
        </time>
        <PlainText body={data.body} />
      </Card>
    );
  }

  return (
    <Page>
      <NavBar title={t('notice.detailTitle')} onBack={() => navigation.back()} />
      <main>{content}</main>
    </Page>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
