import { navigation, useLang } from '@h5/platform';
import type { ArticleListItem } from '@h5/api/contract/content';
import { formatArticleDate } from '../utils/formatArticleDate.ts';
import styles from './ArticleRow.module.css';

type Props = { article: ArticleListItem };

/** One article in the list: title, summary and date beside its cover; a tap opens it. */
export function ArticleRow({ article }: Props) {
  const lang = useLang();
  const open = () => navigation.navigate(`pages/index/article?id=${encodeURIComponent(String(article.id))}`);
  return (
    <button type="button" className={styles.item} onClick={open}>
      <span className={styles.text}>
        <span className={styles.title}>{article.title}</span>
        {article.summary ? <span className={styles.summary}>{article.summary}</span> : null}
        <time className={styles.time} dateTime={article.publishedAt}>
          {formatArticleDate(article.publishedAt, lang)}
        </time>
      </span>
      {article.cover ? (
        <img className={styles.cover} src={article.cover} alt="" loading="lazy" decoding="async" />
      ) : null}
    </button>
  );
}
