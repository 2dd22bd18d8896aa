// Wire types of the content module (`@h5/api/contract/content`), shared with the front end. Types only.
import type { Lang } from '../../contract/index.ts';

/** GET /api/Content/notices: one announcement in the request's language; times are ISO 8601. */
export type NoticeListItem = { id: number; title: string; summary: string; publishedAt: string };
/** GET /api/Content/notice?id */
export type NoticeDetail = { id: number; title: string; body: string; publishedAt: string };
/** GET /api/Content/page?key */
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
