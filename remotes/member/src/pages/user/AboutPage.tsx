import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { PlainText } from '../../components/PlainText.tsx';
import { useContentPage } from '../../hooks/useContentPage.ts';
import styles from '../../components/ContentCard.module.css';

/** About us (`pages/user/about`): the company introduction, in the chosen language. */
export function AboutPage(_props: PageProps) {
  const { t } = useTranslation('member');
  const { data, error, loading, reload } = useContentPage('about');

  let content;
  if (loading) {
    content = (
      <div className={styles.card} aria-busy="true">
        <Skeleton title rows={8} />
      </div>
    );
  } else if (error || !data) {
    content = (
      <div className={styles.state}>
        <ErrorState onRetry={reload} />
      </div>
    );
  } else if (!data.body.trim()) {
    content = (
      <div className={styles.state}>
        <Empty title={t('about.empty')} />
      </div>
    );
  } else {
    content = (
      <article className={styles.card}>
        {data.title && <h2 className={`${styles.title} ${styles.divided}`}>{data.title}</h2>}
        <PlainText body={data.body} />
      </article>
    );
  }

  return (
    <div className={styles.page}>
      <NavBar title={t('about.title')} onBack={() => navigation.back()} />
      <main>{content}</main>
    </div>
  );
}
