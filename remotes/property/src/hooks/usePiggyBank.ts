import { useLang, useSession } from '@h5/platform';
import { fetchPiggyBank } from '../api/fetchPiggyBank.ts';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';
import type { PiggyBank, WalletSummary } from '../api/walletTypes.ts';
import { useAsyncData } from '@h5/platform/helpers';

export type PiggyBankView = { piggy: PiggyBank; summary: WalletSummary };

const loadPiggyBank = (): Promise<PiggyBankView> =>
  Promise.all([fetchPiggyBank(), fetchWalletSummary()]).then(([piggy, summary]) => ({ piggy, summary }));

/** The piggy bank with the balance it is filled from; nothing is asked without a session. */
export function usePiggyBank() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? loadPiggyBank() : Promise.resolve(null)));
}
