import { useLang } from '@h5/platform';
import type { FundSummary } from '@h5/api/contract/fund';
import { fetchFunds } from '../api/funds.ts';
import { usePagedList } from '@h5/platform/paging';

/** Page size of paged lists (spec §9). */
export const PAGE_SIZE = 20;

const getFundKey = (fund: FundSummary) => fund.id;

/** The funds, page by page, in the member's language. */
export function useFundList() {
  const lang = useLang();
  return usePagedList(fetchFunds, { key: lang, rows: PAGE_SIZE, getKey: getFundKey });
}
