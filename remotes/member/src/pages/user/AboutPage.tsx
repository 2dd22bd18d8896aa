import { navigation, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { PlainText } from '../../components/PlainText.tsx';
import { useContentPage } from '../../hooks/useContentPage.ts';
import styles from '../../components/ContentCard.module.css';
import { Pending } from '@h5/platform/pending';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/** About us (`pages/user/about`): the company introduction, in the chosen language. */
export function AboutPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const about = useContentPage('about');
  const { data } = about;

  let content;
  if (!data) {
    content = <Pending load={about} card="raised" title rows={8} />;
  } else if (!data.body.trim()) {
    content = <Empty title={t('about.empty')} />;
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
