import { useLang, useSession } from '@h5/platform';
import { fetchConversionRate } from '../api/conversions.ts';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';
import type { ConversionRate, WalletSummary } from '../api/walletTypes.ts';
import { useAsyncData } from '@h5/platform/helpers';

export type ConversionView = { rate: ConversionRate; summary: WalletSummary };

const load = (): Promise<ConversionView> =>
  Promise.all([fetchConversionRate(), fetchWalletSummary()]).then(([rate, summary]) => ({ rate, summary }));

/** The published rate and the balances a conversion starts from; nothing is asked without a session. */
export function useConversionView() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? load() : Promise.resolve(null)));
}
