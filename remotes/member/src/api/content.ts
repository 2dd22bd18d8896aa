import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type { ArticleDetail, ArticleListItem, MediaItem, MediaKind } from '@h5/api/contract/content';

export const fetchArticles = (page: number, rows: number): Promise<Paged<ArticleListItem>> =>
  api.get<Paged<ArticleListItem>>('/Content/articles', { page, rows }, { silent: true });

export const fetchArticle = (id: string): Promise<ArticleDetail> =>
  api.get<ArticleDetail>('/Content/article', { id }, { silent: true });

export const fetchMedia = (kind: MediaKind, page: number, rows: number): Promise<Paged<MediaItem>> =>
  api.get<Paged<MediaItem>>('/Content/media', { kind, page, rows }, { silent: true });
