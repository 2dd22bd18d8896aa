import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { consoleApi } from '../api/consoleApi.ts';

/** One operator API answer for a page (the dashboard, a member's detail), again when `reload()`. */
export function useConsoleData<T>(path: string, query?: Record<string, string | number | undefined>) {
  const lang = useLang();
  return useAsyncData(`${path}:${lang}:${JSON.stringify(query ?? {})}`, () =>
    consoleApi.get<T>(path, query, { silent: true }),
  );
}
