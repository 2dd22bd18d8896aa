import { useCallback, useState } from 'react';
import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { usePagedList } from '@h5/platform/paging';
import type { EquityHolding, EquityOffering, EquityPriceSeries } from '@h5/api/contract/equity';
import {
  fetchHoldings,
  fetchOffering,
  fetchOfferings,
  fetchPrices,
  fetchQuote,
  fetchSubscriptions,
} from '../api/equity.ts';
import type { EquityHoldingsPage } from '@h5/api/contract/equity';

/** Page size of paged lists (spec §9). */
export const PAGE_SIZE = 20;

const offeringKey = (offering: EquityOffering) => offering.id;
const holdingKey = (holding: EquityHolding) => holding.id;

/** The offerings, page by page, in the member's language. */
export function useOfferings() {
  const lang = useLang();
  return usePagedList(fetchOfferings, { key: lang, rows: PAGE_SIZE, getKey: offeringKey });
}

/** One offering (with the member's shares in it when logged in). */
export function useOffering(id: number) {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}:${id}`, () => fetchOffering(id));
}

export function usePrices(id: number, type: EquityPriceSeries['type']) {
  return useAsyncData(`${id}:${type}`, () => fetchPrices(id, type));
}

/** The server's quote of a subscription of `amount` (null: nothing to quote). */
export function useQuote(id: number, amount: string | null) {
  return useAsyncData(`${id}:${amount ?? ''}`, () =>
    amount === null ? Promise.resolve(null) : fetchQuote(id, amount),
  );
}

/**
 * A paged list of holdings whose every answer also carries the member's totals, kept from the
 * latest answer.
 */
function useHoldingPages(fetch: (page: number, rows: number) => Promise<EquityHoldingsPage>, name: string) {
  const lang = useLang();
  const { token } = useSession();
  const [totals, setTotals] = useState<EquityHoldingsPage['totals'] | null>(null);
  const fetchPage = useCallback(
    (page: number, rows: number) =>
      fetch(page, rows).then((answer) => {
        setTotals(answer.totals);
        return answer;
      }),
    [fetch],
  );
  const list = usePagedList(fetchPage, {
    key: `${lang}:${token ?? ''}:${name}`,
    rows: PAGE_SIZE,
    getKey: holdingKey,
  });
  return { ...list, totals };
}

/** My equity: holdings held or waiting, 20 a page, with the totals. */
export const useHoldings = () => useHoldingPages(fetchHoldings, 'holdings');

/** Every application, newest first, 20 a page. */
export const useSubscriptions = () => useHoldingPages(fetchSubscriptions, 'subscriptions');
