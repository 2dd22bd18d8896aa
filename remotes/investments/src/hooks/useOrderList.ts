import { useCallback } from 'react';
import { useLang } from '@h5/platform';
import type { FundOrder, FundOrderState } from '@h5/api/contract/fund';
import { fetchOrders } from '../api/orders.ts';
import { fetchPurchases } from '../api/funds.ts';
import { PAGE_SIZE } from './useFundList.ts';
import { usePagedList } from '@h5/platform/paging';

const getOrderKey = (order: FundOrder) => order.id;

/** The member's orders in one state, page by page. */
export function useOrderList(state: FundOrderState) {
  const lang = useLang();
  const fetchPage = useCallback((page: number, rows: number) => fetchOrders(state, page, rows), [state]);
  return usePagedList(fetchPage, { key: `${lang}:${state}`, rows: PAGE_SIZE, getKey: getOrderKey });
}

/** Every purchase of the member, newest first, page by page. */
export function usePurchaseRecords() {
  const lang = useLang();
  return usePagedList(fetchPurchases, { key: lang, rows: PAGE_SIZE, getKey: getOrderKey });
}
