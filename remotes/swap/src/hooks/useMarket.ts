import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { WalletSummary } from '@h5/api/contract/ledger';
import type { SwapPool } from '@h5/api/contract/swap';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';
import { fetchPool } from '../api/swap.ts';

/** The pool and the member's balances a swap or a liquidity move starts from. */
export type Market = { pool: SwapPool; summary: WalletSummary };

const load = (): Promise<Market> =>
  Promise.all([fetchPool(), fetchWalletSummary()]).then(([pool, summary]) => ({ pool, summary }));

/** The pool and the balances; nothing is asked without a session. */
export function useMarket() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () => (token ? load() : Promise.resolve(null)));
}
