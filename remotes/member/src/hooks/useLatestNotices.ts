import { useLang } from '@h5/platform';
import { fetchNotices } from '../api/fetchNotices.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** How many announcements the home page's strip shows. */
const LATEST_COUNT = 3;

/** The latest announcements for the home page, in the chosen language. */
export function useLatestNotices() {
  const lang = useLang();
  return useAsyncData(`notices:${lang}`, () => fetchNotices(1, LATEST_COUNT));
}
