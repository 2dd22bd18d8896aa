import Router from '@koa/router';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { validate } from '../../platform/validate.ts';
import { presentNotice, presentNoticeListItem, presentPage } from './content.presenter.ts';
import { NoticeQuerySchema, NoticesQuerySchema, PageQuerySchema } from './content.schema.ts';
import type { ContentService } from './content.service.ts';

/** Announcements and content pages, readable without logging in. */
export function contentRoutes({ content }: { content: ContentService }) {
  const router = new Router<AppState>({ prefix: '/api/Content' });

  router.get('/notices', async (ctx) => {
    const { page, rows } = validate(NoticesQuerySchema, ctx.query);
    const { list, total } = await content.listNotices(page, rows);
    sendOk(ctx, { list: list.map((notice) => presentNoticeListItem(notice, ctx.state.lang)), total });
  });

  router.get('/notice', async (ctx) => {
    const { id } = validate(NoticeQuerySchema, ctx.query);
    sendOk(ctx, presentNotice(await content.getNotice(id), ctx.state.lang));
  });

  router.get('/page', async (ctx) => {
    const { key } = validate(PageQuerySchema, ctx.query);
    sendOk(ctx, presentPage(await content.getPage(key), ctx.state.lang));
  });

  return router;
}
