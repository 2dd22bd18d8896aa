import { navigation, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PlainText } from '../../components/PlainText.tsx';
import { useContentPage } from '../../hooks/useContentPage.ts';
import styles from '../../components/ContentCard.module.css';
import { failureDescription } from '@h5/platform/helpers';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/** About us (`pages/user/about`): the company introduction, in the chosen language. */
export function AboutPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { data, error, loading, reload } = useContentPage('about');

  let content;
  if (loading) {
    content = (
      <Card raised aria-busy="true">
        <Skeleton title rows={8} />
      </Card>
    );
  } else if (error || !data) {
    content = (
      <div className={styles.state}>
        <ErrorState description={failureDescription(error)} onRetry={reload} />
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
      <Card as="article" raised>
        {data.title && <h2 className={`${styles.title} ${styles.divided}`}>{data.title}</h2>}
        <PlainText body={data.body} />
      </Card>
    );
  }

  return (
    <Page>
      <NavBar title={t('about.title')} onBack={() => navigation.back()} />
      <main>{content}</main>
    </Page>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
