// Wire types of the content module (`@h5/api/contract/content`), shared with the front end. Types only.
import type { Lang } from '../../contract/index.ts';

/** A text an operator writes in every language of the interface. */
export type LocalizedText = Record<Lang, string>;

/** GET /api/Content/notices: one announcement in the request's language; times are ISO 8601. */
export type NoticeListItem = { id: number; title: string; summary: string; publishedAt: string };
/** GET /api/Content/notice?id */
export type NoticeDetail = { id: number; title: string; body: string; publishedAt: string };
/** GET /api/Content/page?key: plain text (line breaks kept), never markup. */
export type ContentPage = { key: string; title: string; body: string };

/** POST /api/Admin/Content/notice (operator): every language is required. */
export type PublishNoticeInput = {
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
};

/** The socket message of a newly published announcement (every language: one room serves all). */
export type SocketNoticeMessage = {
  type: 'notice';
  id: number;
  publishedAt: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};

// Articles (ADR 0035): the body is Markdown as the operator wrote it; members get it as HTML
// rendered and sanitized on the server with an allow-list, so no script, event handler or
// `javascript:` link reaches a browser.

/**
 * GET /api/Content/articles?page&rows: published articles, newest first (`Paged<ArticleListItem>`),
 * in the request's language. `cover` is a public image path or null.
 */
export type ArticleListItem = {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
};

/** GET /api/Content/article?id: a published article; `html` is the sanitized body (safe to insert). */
export type ArticleDetail = ArticleListItem & { html: string };

/** `image`: a picture; `video`: a film played in the page, with an optional poster image. */
export type MediaKind = 'image' | 'video';

/**
 * GET /api/Content/media?kind&page&rows: published items of one kind, newest first
 * (`Paged<MediaItem>`). `path` is the file's public path; `poster` is set only for videos (or null).
 */
export type MediaItem = {
  id: number;
  kind: MediaKind;
  title: string;
  path: string;
  poster: string | null;
  publishedAt: string;
};

/**
 * An article as operators see it (GET /api/Admin/Content/articles, and the answer of every
 * article change): every language, the Markdown (`body`) and what members get from it (`html`,
 * the preview: an article is created unpublished unless asked, so a draft shows it before
 * members do).
 * `publishedAt` is when it was last published (null: never); it stays when unpublished.
 */
export type AdminArticle = {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  html: LocalizedText;
  cover: string | null;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/Admin/Content/articles?published&page&rows (support, admin): newest first; `published` `1`/`0` filters. */
export type AdminArticlesQuery = { published?: boolean; page?: number; rows?: number };

/**
 * POST /api/Admin/Content/articles/create (support, admin; audited `article_create`). Title ≤ 200,
 * summary ≤ 500, body ≤ 20,000 characters (Markdown) in each language; `cover` a path answered by
 * POST /api/Admin/Upload/image (or absent/null). Created unpublished unless `published` is true.
 */
export type CreateArticleInput = {
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  cover?: string | null;
  published?: boolean;
  reason?: string;
};

/** POST /api/Admin/Content/articles/update (audited `article_update`): `id` and every field to change; `cover: null` removes it. */
export type UpdateArticleInput = {
  id: number;
  title?: LocalizedText;
  summary?: LocalizedText;
  body?: LocalizedText;
  cover?: string | null;
  reason?: string;
};

/**
 * POST /api/Admin/Content/articles/publish | unpublish | delete, and the same under
 * /api/Admin/Content/media/…: `id` and an optional `reason` (audited `article_publish`,
 * `article_unpublish`, `article_delete`, `media_publish`, …). Publishing sets `publishedAt` to now.
 * Delete answers `{ id }`.
 */
export type ContentActionInput = { id: number; reason?: string };

/** A media item as operators see it (GET /api/Admin/Content/media and every media change). */
export type AdminMediaItem = {
  id: number;
  kind: MediaKind;
  title: LocalizedText;
  path: string;
  poster: string | null;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/Admin/Content/media?kind&published&page&rows (support, admin): newest first. */
export type AdminMediaQuery = { kind?: MediaKind; published?: boolean; page?: number; rows?: number };

/**
 * POST /api/Admin/Content/media/create (audited `media_create`): `path` answered by
 * POST /api/Admin/Upload/image (kind `image`, `/uploads/…` ending .jpg, .jpeg, .png, .webp or .gif)
 * or /api/Admin/Upload/video (kind `video`, `/videos/…`); `poster` an image path, for videos only.
 * Every path (and an article's `cover`) must name a file operators uploaded for content (or a demo
 * file, `/uploads/demo/…`): another path, or a member's upload, is refused (422, the field named).
 * Title ≤ 200 characters in each language.
 */
export type CreateMediaInput = {
  kind: MediaKind;
  title: LocalizedText;
  path: string;
  poster?: string | null;
  published?: boolean;
  reason?: string;
};

/** POST /api/Admin/Content/media/update (audited `media_update`): `id` and the fields to change (the kind stays). */
export type UpdateMediaInput = {
  id: number;
  title?: LocalizedText;
  path?: string;
  poster?: string | null;
  reason?: string;
};

/** GET /api/Admin/Content/page?key (support, admin): a content page in every language (`about`). */
export type AdminContentPage = {
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  updatedAt: string;
};

/**
 * POST /api/Admin/Content/page (audited `page_update`): replaces the page's text in every
 * language (plain text, line breaks kept; title ≤ 200, body ≤ 20,000). Only existing keys (`about`).
 */
export type UpdateContentPageInput = {
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  reason?: string;
};
