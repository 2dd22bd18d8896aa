import { useCallback, useState } from 'react';
import { useLang, useSession } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { usePagedList } from '@h5/platform/paging';
import type { Stake, StakeRecordsPage, StakeState, StakingPlan } from '@h5/api/contract/staking';
import { fetchEstimate, fetchPlans, fetchStakes } from '../api/staking.ts';
import { PAGE_SIZE } from './useEquity.ts';

const planKey = (plan: StakingPlan) => plan.id;
const stakeKey = (stake: Stake) => stake.id;

/** The staking plans, open ones first, page by page. */
export function usePlans() {
  const lang = useLang();
  return usePagedList(fetchPlans, { key: lang, rows: PAGE_SIZE, getKey: planKey });
}

/** The server's estimate of a stake of `amount` (null: nothing to estimate). */
export function useStakeEstimate(planId: number, amount: string | null) {
  return useAsyncData(`${planId}:${amount ?? ''}`, () =>
    amount === null ? Promise.resolve(null) : fetchEstimate(planId, amount),
  );
}

/** The member's stakes in one state, 20 a page, with the counts per state of the latest answer. */
export function useStakes(state: StakeState, version: number) {
  const lang = useLang();
  const { token } = useSession();
  const [counts, setCounts] = useState<StakeRecordsPage['counts'] | null>(null);
  const fetchPage = useCallback(
    (page: number, rows: number) =>
      fetchStakes(state, page, rows).then((answer) => {
        setCounts(answer.counts);
        return answer;
      }),
    [state],
  );
  const list = usePagedList(fetchPage, {
    key: `${lang}:${token ?? ''}:${state}:${version}`,
    rows: PAGE_SIZE,
    getKey: stakeKey,
  });
  return { ...list, counts };
}
