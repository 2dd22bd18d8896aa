import { useLang, useSession } from '@h5/platform';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** The signed-in member's balances; nothing is asked without a session. */
export function useWalletSummary() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? fetchWalletSummary() : Promise.resolve(null)));
}
