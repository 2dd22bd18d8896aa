import { sendOk } from '../../platform/envelope.ts';
import { guard, defineRoutes } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { presentNotice, presentNoticeListItem, presentPage } from './content.presenter.ts';
import {
  ContentPageQuerySchema,
  NoticeQuerySchema,
  NoticesQuerySchema,
  PublishNoticeSchema,
} from './content.schema.ts';
import type { ContentService } from './content.service.ts';

/** Announcements and content pages, readable without logging in. */
export const contentRoutes = ({ content }: { content: ContentService }) =>
  defineRoutes('/api/Content', (route) => {
    route.get('/notices', { guard: guard.public, query: NoticesQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await content.listNotices(query.page, query.rows);
      sendOk(ctx, { list: list.map((notice) => presentNoticeListItem(notice, ctx.state.lang)), total });
    });

    route.get('/notice', { guard: guard.public, query: NoticeQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, presentNotice(await content.getNotice(query.id), ctx.state.lang));
    });

    route.get('/page', { guard: guard.public, query: ContentPageQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, presentPage(await content.getPage(query.key), ctx.state.lang));
    });
  });

/** Operator publishing: support and admin operators (ADR 0011). */
export const adminContentRoutes = ({ content }: { content: ContentService }) =>
  defineRoutes('/api/Admin/Content', (route) => {
    route.post(
      '/notice',
      { guard: guard.operator(OPERATOR_POLICY.content), body: PublishNoticeSchema },
      async (ctx, { actor, body }) => {
        const notice = await content.publishNotice(body, actedBy(actor, body.reason));
        sendOk(ctx, presentNotice(notice, ctx.state.lang));
      },
    );
  });
