import { sendOk } from '../../platform/envelope.ts';
import { guard, defineRoutes } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { ArticleService } from './article.service.ts';
import {
  presentAdminArticle,
  presentAdminMediaItem,
  presentAdminPage,
  presentArticle,
  presentArticleListItem,
  presentMediaItem,
  presentNotice,
  presentNoticeListItem,
  presentPage,
} from './content.presenter.ts';
import {
  AdminArticlesQuerySchema,
  AdminMediaQuerySchema,
  AdminPageQuerySchema,
  ArticleActionSchema,
  ArticleQuerySchema,
  ArticlesQuerySchema,
  ContentPageQuerySchema,
  CreateArticleSchema,
  CreateMediaSchema,
  MediaActionSchema,
  MediaQuerySchema,
  NoticeQuerySchema,
  NoticesQuerySchema,
  PublishNoticeSchema,
  UpdateArticleSchema,
  UpdateMediaSchema,
  UpdatePageSchema,
} from './content.schema.ts';
import type { ContentService } from './content.service.ts';
import type { MediaService } from './media.service.ts';

type Services = { content: ContentService; articles: ArticleService; media: MediaService };

/** Announcements, articles, the media gallery and content pages, readable without logging in. */
export const contentRoutes = ({ content, articles, media }: Services) =>
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

    route.get('/articles', { guard: guard.public, query: ArticlesQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await articles.listPublished(query.page, query.rows);
      sendOk(ctx, { list: list.map((article) => presentArticleListItem(article, ctx.state.lang)), total });
    });

    route.get('/article', { guard: guard.public, query: ArticleQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, presentArticle(await articles.getPublished(query.id), ctx.state.lang));
    });

    route.get('/media', { guard: guard.public, query: MediaQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await media.listPublished(query.kind, query.page, query.rows);
      sendOk(ctx, { list: list.map((item) => presentMediaItem(item, ctx.state.lang)), total });
    });
  });

/** Operator publishing: support and admin operators (ADR 0011), every change audited. */
export const adminContentRoutes = ({ content, articles, media }: Services) =>
  defineRoutes('/api/Admin/Content', (route) => {
    const editor = guard.operator(OPERATOR_POLICY.content);

    route.post('/notice', { guard: editor, body: PublishNoticeSchema }, async (ctx, { actor, body }) => {
      const notice = await content.publishNotice(body, actedBy(actor, body.reason));
      sendOk(ctx, presentNotice(notice, ctx.state.lang));
    });

    route.get('/articles', { guard: editor, query: AdminArticlesQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await articles.list({ published: query.published }, query.page, query.rows);
      sendOk(ctx, { list: list.map(presentAdminArticle), total });
    });

    route.post(
      '/articles/create',
      { guard: editor, body: CreateArticleSchema },
      async (ctx, { actor, body }) => {
        sendOk(ctx, presentAdminArticle(await articles.create(body, actedBy(actor, body.reason))));
      },
    );

    route.post(
      '/articles/update',
      { guard: editor, body: UpdateArticleSchema },
      async (ctx, { actor, body }) => {
        sendOk(ctx, presentAdminArticle(await articles.update(body, actedBy(actor, body.reason))));
      },
    );

    for (const [path, published] of [
      ['/articles/publish', true],
      ['/articles/unpublish', false],
    ] as const) {
      route.post(path, { guard: editor, body: ArticleActionSchema }, async (ctx, { actor, body }) => {
        sendOk(
          ctx,
          presentAdminArticle(await articles.setPublished(body.id, published, actedBy(actor, body.reason))),
        );
      });
    }

    route.post(
      '/articles/delete',
      { guard: editor, body: ArticleActionSchema },
      async (ctx, { actor, body }) => {
        await articles.remove(body.id, actedBy(actor, body.reason));
        sendOk(ctx, { id: body.id });
      },
    );

    route.get('/media', { guard: editor, query: AdminMediaQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await media.list(
        { kind: query.kind, published: query.published },
        query.page,
        query.rows,
      );
      sendOk(ctx, { list: list.map(presentAdminMediaItem), total });
    });

    route.post('/media/create', { guard: editor, body: CreateMediaSchema }, async (ctx, { actor, body }) => {
      sendOk(ctx, presentAdminMediaItem(await media.create(body, actedBy(actor, body.reason))));
    });

    route.post('/media/update', { guard: editor, body: UpdateMediaSchema }, async (ctx, { actor, body }) => {
      sendOk(ctx, presentAdminMediaItem(await media.update(body, actedBy(actor, body.reason))));
    });

    for (const [path, published] of [
      ['/media/publish', true],
      ['/media/unpublish', false],
    ] as const) {
      route.post(path, { guard: editor, body: MediaActionSchema }, async (ctx, { actor, body }) => {
        sendOk(
          ctx,
          presentAdminMediaItem(await media.setPublished(body.id, published, actedBy(actor, body.reason))),
        );
      });
    }

    route.post('/media/delete', { guard: editor, body: MediaActionSchema }, async (ctx, { actor, body }) => {
      await media.remove(body.id, actedBy(actor, body.reason));
      sendOk(ctx, { id: body.id });
    });

    route.get('/page', { guard: editor, query: AdminPageQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, presentAdminPage(await content.getPage(query.key)));
    });

    route.post('/page', { guard: editor, body: UpdatePageSchema }, async (ctx, { actor, body }) => {
      sendOk(ctx, presentAdminPage(await content.updatePage(body, actedBy(actor, body.reason))));
    });
  });
