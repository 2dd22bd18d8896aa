import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { fetchFundDetail } from '../api/funds.ts';

/** One fund in the member's language, with the member's fields when logged in. */
export function useFundDetail(id: number) {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}:${id}`, () => fetchFundDetail(id));
}
