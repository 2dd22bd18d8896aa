import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { FundDetail } from '@h5/api/contract/fund';
import type { WalletSummary } from '@h5/api/contract/ledger';
import { fetchFundDetail } from '../api/funds.ts';
import { fetchWalletSummary } from '../api/fetchWalletSummary.ts';

export type BuyView = { fund: FundDetail; summary: WalletSummary };

/** What the purchase page needs: the fund with the member's trial quotas, and the member's balance. */
export function useBuyView(id: number) {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData<BuyView | null>(`${lang}:${token ?? ''}:${id}`, () =>
    token
      ? Promise.all([fetchFundDetail(id), fetchWalletSummary()]).then(([fund, summary]) => ({
          fund,
          summary,
        }))
      : Promise.resolve(null),
  );
}
