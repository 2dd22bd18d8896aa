import { useLang, useSession } from '@h5/platform';
import { fetchAddresses } from '../api/addresses.ts';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';
import { fetchWithdrawalSettings } from '../api/withdrawals.ts';
import type { SavedAddress, WalletSummary, WithdrawalSettings } from '../api/walletTypes.ts';
import { useAsyncData } from '@h5/platform/helpers';

export type WithdrawalFormView = {
  addresses: SavedAddress[];
  settings: WithdrawalSettings;
  summary: WalletSummary;
};

const load = (): Promise<WithdrawalFormView> =>
  Promise.all([fetchAddresses(), fetchWithdrawalSettings(), fetchWalletSummary()]).then(
    ([addresses, settings, summary]) => ({ addresses: addresses.list, settings, summary }),
  );

/** What the withdrawal form needs: saved addresses, the operator's settings and the USDT held. */
export function useWithdrawalForm() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? load() : Promise.resolve(null)));
}
