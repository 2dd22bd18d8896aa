import { useLang } from '@h5/platform';
import { fetchNotices } from '../api/fetchNotices.ts';
import type { NoticeListItem } from '@h5/api/contract/content';
import { usePagedList } from '@h5/platform/paging';
import { useNoticeArrivals } from './useNoticeArrivals.ts';

/** Page size of paged lists (spec §9). */
const PAGE_SIZE = 20;

const getNoticeKey = (notice: NoticeListItem) => notice.id;

/** Every announcement, page by page, in the chosen language; one published meanwhile shows at once. */
export function useNoticeList() {
  const lang = useLang();
  const notices = usePagedList(fetchNotices, { key: lang, rows: PAGE_SIZE, getKey: getNoticeKey });
  useNoticeArrivals(notices.reload);
  return notices;
}
