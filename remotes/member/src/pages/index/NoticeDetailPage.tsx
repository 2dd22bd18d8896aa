import { ApiError, navigation, useLang, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PlainText } from '../../components/PlainText.tsx';
import { useNotice } from '../../hooks/useNotice.ts';
import { formatNoticeDate } from '../../utils/formatNoticeDate.ts';
import styles from '../../components/ContentCard.module.css';
import { failureDescription } from '@h5/platform/helpers';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const isNotFound = (error: unknown) =>
  error instanceof ApiError
    ? error.httpStatus === 404 || error.httpStatus === 400 || error.httpStatus === 422
    : false;

/** One announcement (`pages/index/noticedetail?id=…`): title, date and body as plain text. */
export function NoticeDetailPage({ params }: PageProps) {
  const { t } = usePagesTranslation();
  const lang = useLang();
  const id = params.id ?? '';
  const { data, error, loading, reload } = useNotice(id);

  let content;
  if (loading) {
    content = (
      <Card raised aria-busy="true">
        <Skeleton title rows={6} />
      </Card>
    );
  } else if (!id || isNotFound(error)) {
    content = (
      <div className={styles.state}>
        <Empty title={t('notice.notFound')} />
      </div>
    );
  } else if (error || !data) {
    content = (
      <div className={styles.state}>
        <ErrorState description={failureDescription(error)} onRetry={reload} />
      </div>
    );
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
