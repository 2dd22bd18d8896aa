import { useLang, useSession } from '@h5/platform';
import { fetchFundHolding, fetchFundHoldings } from '../api/funds.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** The member's funds and their totals, in the member's language (fund names). */
export function useFundHoldings() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? fetchFundHoldings() : Promise.resolve(null)));
}

/** One fund the member holds, with their orders in it. */
export function useFundHolding(fundId: number) {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}:${fundId}`, () =>
    token ? fetchFundHolding(fundId) : Promise.resolve(null),
  );
}
