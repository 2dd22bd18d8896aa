import type { ContentPage, NoticeDetail, NoticeListItem } from './content.contract.ts';
import type { Lang } from '../../platform/i18n.ts';
import type { Notice } from './notice.entity.ts';
import type { Page } from './page.entity.ts';

type LocalizedField = 'title' | 'summary' | 'body';
const SUFFIX: Record<Lang, 'HiIn' | 'EnUs' | 'ZhCn'> = { 'hi-in': 'HiIn', 'en-us': 'EnUs', 'zh-cn': 'ZhCn' };

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
