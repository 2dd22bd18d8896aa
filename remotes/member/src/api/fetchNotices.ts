import { api } from '@h5/platform';
import type { NoticeListItem } from '@h5/api/contract/content';
import type { Paged } from '@h5/api/contract';

export const fetchNotices = (page: number, rows: number): Promise<Paged<NoticeListItem>> =>
  api.get<Paged<NoticeListItem>>('/Content/notices', { page, rows }, { silent: true });
