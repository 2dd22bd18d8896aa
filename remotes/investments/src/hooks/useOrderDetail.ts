import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { fetchOrderDetail } from '../api/orders.ts';

/** One order of the member with its income schedule. */
export function useOrderDetail(id: number) {
  const lang = useLang();
  return useAsyncData(`${lang}:${id}`, () => fetchOrderDetail(id));
}
