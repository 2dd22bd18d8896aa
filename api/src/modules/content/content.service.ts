import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { columnsOf } from './article.service.ts';
import type { PublishNoticeInput, UpdatePageInput } from './content.schema.ts';
import { NoticeSchema, type Notice } from './notice.entity.ts';
import { PageSchema, type Page } from './page.entity.ts';

// `em` is the global manager: inside a request it resolves to that request's fork (RequestContext).
type Deps = { em: EntityManager; clock: Clock; events: DomainEvents };

/** Announcements and content pages: reading for members, publishing for operators. */
export function createContentService({ em, clock, events }: Deps) {
  return {
    /** Newest first; notices scheduled for later are not shown yet. */
    async listNotices(page: number, rows: number): Promise<{ list: Notice[]; total: number }> {
      const [list, total] = await em.findAndCount(
        NoticeSchema,
        { publishedAt: { $lte: clock.now() } },
        { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: rows, offset: (page - 1) * rows },
      );
      return { list, total };
    },

    async getNotice(id: number): Promise<Notice> {
      const notice = await em.findOne(NoticeSchema, { id, publishedAt: { $lte: clock.now() } });
      if (!notice) throw notFound('errors.noticeNotFound');
      return notice;
    },

    async getPage(key: string): Promise<Page> {
      const page = await em.findOne(PageSchema, { key });
      if (!page) throw notFound('errors.pageNotFound');
      return page;
    },

    /** Replaces a page's title and text in every language (audited); only pages that exist. */
    async updatePage(input: UpdatePageInput, by: ActedBy): Promise<Page> {
      return em.transactional(async (tx) => {
        const page = await tx.findOne(PageSchema, { key: input.key });
        if (!page) throw notFound('errors.pageNotFound');
        tx.assign(page, { ...columnsOf('title', input.title), ...columnsOf('body', input.body) });
        page.updatedAt = clock.now();
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'page_update',
          detail: { key: page.key, title: input.title['en-us'] },
        });
        return page;
      });
    },

    /** Stores the notice (audited) and announces it to every connected member. */
    async publishNotice(input: PublishNoticeInput, by: ActedBy): Promise<Notice> {
      const now = clock.now();
      const notice = await em.transactional(async (tx) => {
        const created = tx.create(NoticeSchema, {
          seedKey: null,
          titleHiIn: input.title['hi-in'],
          titleEnUs: input.title['en-us'],
          titleZhCn: input.title['zh-cn'],
          summaryHiIn: input.summary['hi-in'],
          summaryEnUs: input.summary['en-us'],
          summaryZhCn: input.summary['zh-cn'],
          bodyHiIn: input.body['hi-in'],
          bodyEnUs: input.body['en-us'],
          bodyZhCn: input.body['zh-cn'],
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'notice_publish',
          detail: { noticeId: created.id, title: input.title['en-us'] },
        });
        return created;
      });
      events.emit('notice.published', {
        id: notice.id,
        publishedAt: notice.publishedAt,
        title: input.title,
        summary: input.summary,
      });
      return notice;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
