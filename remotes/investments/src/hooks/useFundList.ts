import { useLang } from '@h5/platform';
import type { FundSummary } from '@h5/api/contract/fund';
import { prefetched } from '@h5/platform/helpers';
import { usePagedList } from '@h5/platform/paging';
import { fetchFunds } from '../api/funds.ts';
import { FUND_LIST } from '../api/firstScreenCalls.ts';

/** Page size of paged lists (spec §9). */
export const PAGE_SIZE = FUND_LIST.query.rows;

const getFundKey = (fund: FundSummary) => fund.id;

/** The funds, page by page, in the member's language; the first page the document carried shows at once. */
export function useFundList() {
  const lang = useLang();
  return usePagedList(fetchFunds, {
    key: lang,
    rows: PAGE_SIZE,
    getKey: getFundKey,
    initial: () => prefetched(FUND_LIST, lang),
  });
}
