import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { fetchPosition } from '../api/swap.ts';

/** The member's liquidity in the pool; nothing is asked without a session. */
export function usePosition() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? fetchPosition() : Promise.resolve(null)));
}
