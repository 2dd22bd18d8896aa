import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { seedNotices, seedPages } from './content.seed-data.ts';
import { NoticeSchema } from './notice.entity.ts';
import { PageSchema } from './page.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo notices and pages that are not there yet (by seed key and page key), so it
 * runs on every start without duplicating anything or undoing an operator's edits.
 */
export async function seedContent(em: EntityManager, clock: Clock): Promise<void> {
  const now = clock.now();
  const noticeKeys = new Set(
    (await em.find(NoticeSchema, { seedKey: { $ne: null } }, { fields: ['seedKey'] })).map((n) => n.seedKey),
  );
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
