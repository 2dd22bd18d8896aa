import { useLang } from '@h5/platform';
import { fetchNotices } from '../api/fetchNotices.ts';
import type { NoticeListItem } from '@h5/api/contract/content';
import { usePagedList } from '@h5/platform/paging';

/** Page size of paged lists (spec §9). */
const PAGE_SIZE = 20;

const getNoticeKey = (notice: NoticeListItem) => notice.id;

/** Every announcement, page by page, in the chosen language. */
export function useNoticeList() {
  const lang = useLang();
  return usePagedList(fetchNotices, { key: lang, rows: PAGE_SIZE, getKey: getNoticeKey });
}
