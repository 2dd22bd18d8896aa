import type { EntityManager } from '@mikro-orm/core';
import type { Lang } from '../../platform/i18n.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { articleHtml } from './article-html.ts';
import { ArticleSchema, type Article } from './article.entity.ts';
import type { ContentFiles } from './content-files.ts';
import { changePublished, newPublishable } from './content-publishing.ts';
import type { CreateArticleInput, UpdateArticleInput } from './content.schema.ts';

type Deps = { em: EntityManager; clock: Clock; files: ContentFiles };
type Localized = Record<Lang, string>;

const COLUMNS = { 'hi-in': 'HiIn', 'en-us': 'EnUs', 'zh-cn': 'ZhCn' } as const;

/** The entity's columns for a text given in every language (`title` → titleHiIn, …). */
export function columnsOf<F extends string>(field: F, text: Localized) {
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([lang, suffix]) => [`${field}${suffix}`, text[lang as Lang]]),
  ) as { [K in `${F}${(typeof COLUMNS)[Lang]}`]: string };
}

// Rendering is done when read, so a stricter sanitizer reaches every stored article (ADR 0035); the
// same body is rendered once while it is among the last few hundred read.
const RENDERED_MAX = 300;
const rendered = new Map<string, string>();

/** The sanitized HTML of a Markdown body, from the cache when it was rendered lately. */
export function renderBody(body: string): string {
  let html = rendered.get(body);
  if (html === undefined) {
    html = articleHtml(body);
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  } else {
    rendered.delete(body);
  }
  rendered.set(body, html);
  return html;
}

/** Articles: published ones for members; writing, publishing and unpublishing for operators, audited. */
export function createArticleService({ em, clock, files }: Deps) {
  async function find(tx: EntityManager, id: number): Promise<Article> {
    const article = await tx.findOne(ArticleSchema, { id });
    if (!article) throw notFound('content.articleNotFound');
    return article;
  }

  const title = (article: Article) => article.titleEnUs;

  return {
    /** Published articles, newest first. */
    async listPublished(page: number, rows: number): Promise<{ list: Article[]; total: number }> {
      const [list, total] = await em.findAndCount(
        ArticleSchema,
        { published: true },
        { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: rows, offset: (page - 1) * rows },
      );
      return { list, total };
    },

    async getPublished(id: number): Promise<Article> {
      const article = await em.findOne(ArticleSchema, { id, published: true });
      if (!article) throw notFound('content.articleNotFound');
      return article;
    },

    /** Every article (or only the published or unpublished ones), newest first. */
    async list(
      filter: { published?: boolean | undefined },
      page: number,
      rows: number,
    ): Promise<{ list: Article[]; total: number }> {
      const [list, total] = await em.findAndCount(
        ArticleSchema,
        filter.published === undefined ? {} : { published: filter.published },
        { orderBy: { id: 'desc' }, limit: rows, offset: (page - 1) * rows },
      );
      return { list, total };
    },

    async create(input: CreateArticleInput, by: ActedBy): Promise<Article> {
      if (input.cover) await files.check(input.cover, 'image', 'cover');
      const now = clock.now();
      return em.transactional(async (tx) => {
        const article = tx.create(ArticleSchema, {
          seedKey: null,
          ...columnsOf('title', input.title),
          ...columnsOf('summary', input.summary),
          ...columnsOf('body', input.body),
          cover: input.cover ?? null,
          ...newPublishable(input.published, now),
        });
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'article_create',
          detail: { articleId: article.id, title: title(article), published: input.published },
        });
        return article;
      });
    },

    /** Changes the fields given; `cover: null` removes the cover. Published or not stays as it was. */
    async update(input: UpdateArticleInput, by: ActedBy): Promise<Article> {
      if (input.cover) await files.check(input.cover, 'image', 'cover');
      return em.transactional(async (tx) => {
        const article = await find(tx, input.id);
        const changed: string[] = [];
        for (const field of ['title', 'summary', 'body'] as const) {
          const text = input[field];
          if (text) {
            tx.assign(article, columnsOf(field, text));
            changed.push(field);
          }
        }
        if (input.cover !== undefined) {
          article.cover = input.cover;
          changed.push('cover');
        }
        article.updatedAt = clock.now();
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'article_update',
          detail: { articleId: article.id, title: title(article), changed },
        });
        return article;
      });
    },

    /**
     * Shows the article to members (from now, newest first) or hides it again. Publishing one that
     * is published, or hiding a hidden one, changes nothing and records nothing.
     */
    async setPublished(id: number, published: boolean, by: ActedBy): Promise<Article> {
      return em.transactional(async (tx) => {
        const article = await find(tx, id);
        if (!changePublished(article, published, clock)) return article;
        await tx.flush();
        await recordOperatorAction(tx, clock, {
          ...by,
          action: published ? 'article_publish' : 'article_unpublish',
          detail: { articleId: article.id, title: title(article) },
        });
        return article;
      });
    },

    async remove(id: number, by: ActedBy): Promise<void> {
      await em.transactional(async (tx) => {
        const article = await find(tx, id);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'article_delete',
          detail: { articleId: article.id, title: title(article), published: article.published },
        });
        tx.remove(article);
        await tx.flush();
      });
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
