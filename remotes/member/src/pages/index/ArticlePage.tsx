import { ApiError, navigation, useLang, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import type { ArticleListItem } from '@h5/api/contract/content';
import { failureDescription } from '@h5/platform/helpers';
import { pagedListProps } from '@h5/platform/paging';
import { ArticleBody } from '../../components/ArticleBody.tsx';
import { ArticleRow } from '../../components/ArticleRow.tsx';
import { useArticle, useArticleList } from '../../hooks/useArticles.ts';
import { formatArticleDate } from '../../utils/formatArticleDate.ts';
import contentStyles from '../../components/ContentCard.module.css';
import styles from './ArticlePage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const getKey = (article: ArticleListItem) => article.id;

/** An id that names no published article (unknown, unpublished since, or not an id at all). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError
    ? error.httpStatus === 404 || error.httpStatus === 400 || error.httpStatus === 422
    : false;

/** Articles (`pages/index/article`): the list, newest first, 20 a page; `?id=` shows one. */
export function ArticlePage({ params }: PageProps) {
  const { t } = usePagesTranslation();
  const id = params.id;
  return (
    <Page>
      <NavBar title={t(id ? 'article.detailTitle' : 'article.title')} onBack={() => navigation.back()} />
      <main>{id ? <ArticleDetail id={id} /> : <ArticleList />}</main>
    </Page>
  );
}

function ArticleList() {
  const { t } = usePagesTranslation();
  const articles = useArticleList();
  return (
    <div className={styles.list}>
      <PagedList
        {...pagedListProps(articles)}
        getKey={getKey}
        renderItem={(article) => <ArticleRow article={article} />}
        empty={<Empty title={t('article.empty')} />}
      />
    </div>
  );
}

function ArticleDetail({ id }: { id: string }) {
  const { t } = usePagesTranslation();
  const lang = useLang();
  const { data, error, loading, reload } = useArticle(id);

  if (loading) {
    return (
      <Card raised aria-busy="true">
        <Skeleton title rows={8} />
      </Card>
    );
  }
  if (isNotFound(error)) {
    return (
      <div className={contentStyles.state}>
        <Empty title={t('article.notFound')} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={contentStyles.state}>
        <ErrorState description={failureDescription(error)} onRetry={reload} />
      </div>
    );
  }
  return (
    <Card as="article" raised>
      {data.cover ? <img className={styles.cover} src={data.cover} alt="" /> : null}
      <h2 className={contentStyles.title}>{data.title}</h2>
      <time className={contentStyles.meta} dateTime={data.publishedAt}>
        {t('article.published', { date: formatArticleDate(data.publishedAt, lang) })}
      </time>
      <ArticleBody html={data.html} lang={lang} />
    </Card>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
