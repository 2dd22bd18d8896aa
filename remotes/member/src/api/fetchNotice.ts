import { api } from '@h5/platform';
import type { NoticeDetail } from '@h5/api/contract/content';

export const fetchNotice = (id: string): Promise<NoticeDetail> =>
  api.get<NoticeDetail>('/Content/notice', { id }, { silent: true });
