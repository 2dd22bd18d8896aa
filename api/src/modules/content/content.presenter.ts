import type {
  AdminArticle,
  AdminContentPage,
  AdminMediaItem,
  ArticleDetail,
  ArticleListItem,
  ContentPage,
  LocalizedText,
  MediaItem as MediaItemView,
  MediaKind,
  NoticeDetail,
  NoticeListItem,
} from './content.contract.ts';
import type { Article } from './article.entity.ts';
import { renderBody } from './article.service.ts';
import type { MediaItem } from './media-item.entity.ts';
import type { Lang } from '../../platform/i18n.ts';
import type { Notice } from './notice.entity.ts';
import type { Page } from './page.entity.ts';

type LocalizedField = 'title' | 'summary' | 'body';
const SUFFIX: Record<Lang, 'HiIn' | 'EnUs' | 'ZhCn'> = { 'hi-in': 'HiIn', 'en-us': 'EnUs', 'zh-cn': 'ZhCn' };

const LANGS: Lang[] = ['hi-in', 'en-us', 'zh-cn'];

/** `field` in every language. */
function everyLanguage<F extends LocalizedField>(
  entity: { [K in `${F}${'HiIn' | 'EnUs' | 'ZhCn'}`]: string },
  field: F,
  map: (text: string) => string = (text) => text,
): LocalizedText {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, map(localized(entity, field, lang))]),
  ) as LocalizedText;
}

/** The text of `field` in `lang` from an entity that keeps one column per language. */
export function localized<F extends LocalizedField>(
  entity: { [K in `${F}${'HiIn' | 'EnUs' | 'ZhCn'}`]: string },
  field: F,
  lang: Lang,
): string {
  return entity[`${field}${SUFFIX[lang]}`];
}

export const presentNoticeListItem = (notice: Notice, lang: Lang): NoticeListItem => ({
  id: notice.id,
  title: localized(notice, 'title', lang),
  summary: localized(notice, 'summary', lang),
  publishedAt: notice.publishedAt.toISOString(),
});

export const presentNotice = (notice: Notice, lang: Lang): NoticeDetail => ({
  id: notice.id,
  title: localized(notice, 'title', lang),
  body: localized(notice, 'body', lang),
  publishedAt: notice.publishedAt.toISOString(),
});

export const presentPage = (page: Page, lang: Lang): ContentPage => ({
  key: page.key,
  title: localized(page, 'title', lang),
  body: localized(page, 'body', lang),
});

export const presentArticleListItem = (article: Article, lang: Lang): ArticleListItem => ({
  id: article.id,
  title: localized(article, 'title', lang),
  summary: localized(article, 'summary', lang),
  cover: article.cover ?? null,
  // Only published articles reach members, and publishing sets the time.
  publishedAt: (article.publishedAt ?? article.createdAt).toISOString(),
});

export const presentArticle = (article: Article, lang: Lang): ArticleDetail => ({
  ...presentArticleListItem(article, lang),
  html: renderBody(localized(article, 'body', lang)),
});

export const presentAdminArticle = (article: Article): AdminArticle => ({
  id: article.id,
  title: everyLanguage(article, 'title'),
  summary: everyLanguage(article, 'summary'),
  body: everyLanguage(article, 'body'),
  html: everyLanguage(article, 'body', renderBody),
  cover: article.cover ?? null,
  published: article.published,
  publishedAt: article.publishedAt?.toISOString() ?? null,
  createdAt: article.createdAt.toISOString(),
  updatedAt: article.updatedAt.toISOString(),
});

export const presentMediaItem = (item: MediaItem, lang: Lang): MediaItemView => ({
  id: item.id,
  kind: item.kind as MediaKind,
  title: localized(item, 'title', lang),
  path: item.path,
  poster: item.poster ?? null,
  publishedAt: (item.publishedAt ?? item.createdAt).toISOString(),
});

export const presentAdminMediaItem = (item: MediaItem): AdminMediaItem => ({
  id: item.id,
  kind: item.kind as MediaKind,
  title: everyLanguage(item, 'title'),
  path: item.path,
  poster: item.poster ?? null,
  published: item.published,
  publishedAt: item.publishedAt?.toISOString() ?? null,
  createdAt: item.createdAt.toISOString(),
  updatedAt: item.updatedAt.toISOString(),
});

export const presentAdminPage = (page: Page): AdminContentPage => ({
  key: page.key,
  title: everyLanguage(page, 'title'),
  body: everyLanguage(page, 'body'),
  updatedAt: page.updatedAt.toISOString(),
});
