import { useLang } from '@h5/platform';
import { LATEST_NOTICES } from '../api/firstScreenCalls.ts';
import { fetchNotices } from '../api/fetchNotices.ts';
import { prefetched, useAsyncData } from '@h5/platform/helpers';
import { useNoticeArrivals } from './useNoticeArrivals.ts';

/**
 * The latest announcements for the home page, in the chosen language. The call is one of the home
 * tab's first-screen calls: on a first load the document has started it already, and shows the
 * answer the document carried until it arrives. A notice published while the page is open shows at
 * once.
 */
export function useLatestNotices() {
  const lang = useLang();
  const { page, rows } = LATEST_NOTICES.query;
  const notices = useAsyncData(
    `notices:${lang}`,
    () => fetchNotices(page, rows),
    () => prefetched(LATEST_NOTICES, lang),
  );
  useNoticeArrivals(notices.reload);
  return notices;
}
