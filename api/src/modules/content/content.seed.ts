import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ArticleSchema } from './article.entity.ts';
import { columnsOf } from './article.service.ts';
import { seedArticles, seedMedia } from './content.seed-articles.ts';
import { seedNotices, seedPages } from './content.seed-data.ts';
import { MediaItemSchema } from './media-item.entity.ts';
import { NoticeSchema } from './notice.entity.ts';
import { PageSchema } from './page.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const keysOf = (rows: { seedKey?: string | null }[]) => new Set(rows.map((row) => row.seedKey));
const seeded = { seedKey: { $ne: null } } as const;

/**
 * Inserts the demo notices, articles, gallery items and pages that are not there yet (by seed key and page key), so it
 * runs on every start without duplicating anything or undoing an operator's edits.
 */
export async function seedContent(em: EntityManager, clock: Clock): Promise<void> {
  const now = clock.now();
  const noticeKeys = keysOf(await em.find(NoticeSchema, seeded, { fields: ['seedKey'] }));
  for (const notice of seedNotices.filter((n) => !noticeKeys.has(n.key))) {
    em.create(NoticeSchema, {
      seedKey: notice.key,
      titleHiIn: notice.title['hi-in'],
      titleEnUs: notice.title['en-us'],
      titleZhCn: notice.title['zh-cn'],
      summaryHiIn: notice.summary['hi-in'],
      summaryEnUs: notice.summary['en-us'],
      summaryZhCn: notice.summary['zh-cn'],
      bodyHiIn: notice.body['hi-in'],
      bodyEnUs: notice.body['en-us'],
      bodyZhCn: notice.body['zh-cn'],
      publishedAt: new Date(now.getTime() - notice.daysAgo * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
  }
  const articleKeys = keysOf(await em.find(ArticleSchema, seeded, { fields: ['seedKey'] }));
  for (const article of seedArticles.filter((a) => !articleKeys.has(a.key))) {
    em.create(ArticleSchema, {
      seedKey: article.key,
      ...columnsOf('title', article.title),
      ...columnsOf('summary', article.summary),
      ...columnsOf('body', article.body),
      cover: article.cover,
      published: true,
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
  }
  const mediaKeys = keysOf(await em.find(MediaItemSchema, seeded, { fields: ['seedKey'] }));
  for (const item of seedMedia.filter((m) => !mediaKeys.has(m.key))) {
    em.create(MediaItemSchema, {
      seedKey: item.key,
      kind: item.kind,
      ...columnsOf('title', item.title),
      path: item.path,
      poster: item.poster,
      published: true,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
  }
  const pageKeys = new Set((await em.find(PageSchema, {}, { fields: ['key'] })).map((p) => p.key));
  for (const page of seedPages.filter((p) => !pageKeys.has(p.key))) {
    em.create(PageSchema, {
      key: page.key,
      titleHiIn: page.title['hi-in'],
      titleEnUs: page.title['en-us'],
      titleZhCn: page.title['zh-cn'],
      bodyHiIn: page.body['hi-in'],
      bodyEnUs: page.body['en-us'],
      bodyZhCn: page.body['zh-cn'],
      createdAt: now,
      updatedAt: now,
    });
  }
  await em.flush();
}
