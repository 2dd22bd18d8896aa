import type { EntityManager } from '@mikro-orm/core';
import { NoticeSchema, type Notice } from '../modules/content/notice.entity.ts';
import type { Orm } from '../db/orm.ts';

let sequence = 0;

/** Publishes a notice directly in the database, in all three languages. */
export async function buildNotice(
  orm: Orm,
  overrides: Partial<{ publishedAt: Date; title: string }> = {},
): Promise<Notice> {
  sequence += 1;
  const em: EntityManager = orm.em.fork();
  const title = overrides.title ?? `Notice ${sequence}`;
  const now = new Date();
  const notice = em.create(NoticeSchema, {
    seedKey: null,
    titleEnUs: title,
    titleZhCn: `公告 ${sequence}`,
    titleHiIn: `घोषणा ${sequence}`,
    summaryEnUs: `Summary of ${title}`,
    summaryZhCn: `公告 ${sequence} 摘要`,
    summaryHiIn: `घोषणा ${sequence} का सारांश`,
    bodyEnUs: `Body of ${title}`,
    bodyZhCn: `公告 ${sequence} 正文`,
    bodyHiIn: `घोषणा ${sequence} का विवरण`,
    publishedAt: overrides.publishedAt ?? now,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return notice;
}
