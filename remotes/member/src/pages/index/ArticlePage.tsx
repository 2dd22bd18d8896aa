import { navigation, useLang, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import type { ArticleListItem } from '@h5/api/contract/content';
import { pagedListProps } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import { ArticleBody } from '../../components/ArticleBody.tsx';
import { ArticleRow } from '../../components/ArticleRow.tsx';
import { useArticle, useArticleList } from '../../hooks/useArticles.ts';
import { formatArticleDate } from '../../utils/formatArticleDate.ts';
import contentStyles from '../../components/ContentCard.module.css';
import styles from './ArticlePage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const getKey = (article: ArticleListItem) => article.id;

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
  const article = useArticle(id);
  const { data } = article;
  if (!data) return <Pending load={article} notFound={t('article.notFound')} card="raised" title rows={8} />;
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
