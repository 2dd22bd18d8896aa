import { useState } from 'react';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { ImageViewer } from '@h5/design-system/ImageViewer';
import { Page } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import type { MediaItem, MediaKind } from '@h5/api/contract/content';
import { pagedListProps } from '@h5/platform/paging';
import { useMediaList } from '../../hooks/useArticles.ts';
import { formatArticleDate } from '../../utils/formatArticleDate.ts';
import styles from './MediaPage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

const getKey = (item: MediaItem) => item.id;

/**
 * The media gallery (`pages/index/media`, `?kind=video` opens the films): pictures in a grid that
 * open in the viewer, films played in the page; newest first, 20 a page.
 */
export function MediaPage({ params }: PageProps) {
  const { t } = usePagesTranslation();
  // The tab is in the address, so going back from a film's page or a reload keeps it.
  const kind: MediaKind = params.kind === 'video' ? 'video' : 'image';
  const choose = (key: string) =>
    navigation.redirect(key === 'video' ? 'pages/index/media?kind=video' : 'pages/index/media');
  return (
    <Page>
      <NavBar title={t('media.title')} onBack={() => navigation.back()} />
      <Tabs
        label={t('media.title')}
        items={[
          { key: 'image', label: t('media.images') },
          { key: 'video', label: t('media.videos') },
        ]}
        activeKey={kind}
        onChange={choose}
      />
      <main className={styles.main}>{kind === 'image' ? <ImageGallery /> : <VideoList />}</main>
    </Page>
  );
}

function ImageGallery() {
  const { t } = usePagesTranslation();
  const images = useMediaList('image');
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <div className={styles.grid}>
      <PagedList
        {...pagedListProps(images)}
        getKey={getKey}
        renderItem={(item, index) => (
          <button
            type="button"
            className={styles.tile}
            onClick={() => setViewing(index)}
            aria-label={t('media.view', { title: item.title })}
          >
            <img className={styles.picture} src={item.path} alt="" loading="lazy" decoding="async" />
            <span className={styles.caption}>{item.title}</span>
          </button>
        )}
        empty={<Empty title={t('media.emptyImages')} />}
      />
      <ImageViewer
        images={images.items.map((item) => ({ src: item.path, alt: item.title }))}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        startIndex={viewing ?? 0}
      />
    </div>
  );
}

function VideoList() {
  const { t } = usePagesTranslation();
  const lang = useLang();
  const videos = useMediaList('video');
  return (
    <PagedList
      {...pagedListProps(videos)}
      getKey={getKey}
      renderItem={(item) => (
        <figure className={styles.film}>
          {/*
            A poster stands for the film until it is played (without one, the first frame does);
            only the film's first bytes come before a tap, enough for its length.
          */}
          <video
            className={styles.video}
            src={item.path}
            poster={item.poster ?? undefined}
            preload="metadata"
            controls
            playsInline
            aria-label={item.title}
          />
          <figcaption className={styles.filmCaption}>
            <span className={styles.filmTitle}>{item.title}</span>
            <time className={styles.time} dateTime={item.publishedAt}>
              {formatArticleDate(item.publishedAt, lang)}
            </time>
          </figcaption>
        </figure>
      )}
      empty={<Empty title={t('media.emptyVideos')} />}
    />
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
