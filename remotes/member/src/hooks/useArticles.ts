import { useCallback } from 'react';
import { useLang } from '@h5/platform';
import type { ArticleListItem, MediaItem, MediaKind } from '@h5/api/contract/content';
import { useAsyncData } from '@h5/platform/helpers';
import { usePagedList } from '@h5/platform/paging';
import { fetchArticle, fetchArticles, fetchMedia } from '../api/content.ts';

/** Page size of paged lists (spec §9). */
const PAGE_SIZE = 20;

const byId = (item: { id: number }) => item.id;

/** Published articles, newest first, page by page, in the chosen language. */
export function useArticleList() {
  const lang = useLang();
  return usePagedList<ArticleListItem>(fetchArticles, { key: lang, rows: PAGE_SIZE, getKey: byId });
}

/** One published article with its sanitized body, in the chosen language. */
export function useArticle(id: string) {
  const lang = useLang();
  return useAsyncData(`article:${id}:${lang}`, () =>
    id ? fetchArticle(id) : Promise.reject(new Error('No article id')),
  );
}

/** The gallery's published pictures or films, newest first, page by page. */
export function useMediaList(kind: MediaKind) {
  const lang = useLang();
  const fetchPage = useCallback((page: number, rows: number) => fetchMedia(kind, page, rows), [kind]);
  return usePagedList<MediaItem>(fetchPage, { key: `${kind}:${lang}`, rows: PAGE_SIZE, getKey: byId });
}
