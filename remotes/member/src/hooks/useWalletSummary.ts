import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';

/** The signed-in member's totals for the home tab; nothing is asked without a session. */
export function useWalletSummary() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? fetchWalletSummary() : Promise.resolve(null)));
}
