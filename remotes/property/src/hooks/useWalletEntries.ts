import { useCallback, useState } from 'react';
import { useLang } from '@h5/platform';
import { fetchWalletEntries } from '../api/fetchWalletEntries.ts';
import type { WalletEntry, WalletEntryType } from '../api/walletTypes.ts';
import { usePagedList } from '@h5/platform/paging';

/** Page size of paged lists (spec §9). */
const PAGE_SIZE = 20;

const getEntryKey = (entry: WalletEntry) => entry.id;

/**
 * The balance details, page by page, newest first, of one entry type (`''` for all), with the
 * types the member can filter by (as the last answer named them).
 */
export function useWalletEntries(type: string) {
  const lang = useLang();
  const [types, setTypes] = useState<readonly WalletEntryType[]>([]);
  const fetchPage = useCallback(
    (page: number, rows: number) =>
      fetchWalletEntries(page, rows, type || undefined).then((answer) => {
        setTypes(answer.types);
        return answer;
      }),
    [type],
  );
  const list = usePagedList(fetchPage, { key: `${lang}:${type}`, rows: PAGE_SIZE, getKey: getEntryKey });
  return { ...list, types };
}
