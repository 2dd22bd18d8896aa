import styles from './ArticleBody.module.css';

type Props = { html: string; lang: string };

/**
 * An article's body as the server answers it: Markdown rendered and sanitized there with an
 * allow-list (ADR 0035), so it carries no script, handler or `javascript:` link. The only place
 * the member pages insert HTML.
 */
export function ArticleBody({ html, lang }: Props) {
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
