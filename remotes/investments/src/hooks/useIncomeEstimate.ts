import { useEffect, useState } from 'react';
import { useAsyncData } from '@h5/platform/helpers';
import type { IncomeEstimate } from '@h5/api/contract/fund';
import { fetchEstimate } from '../api/funds.ts';

/** How long typing must pause before the estimate is asked for. */
const SETTLE_MS = 300;

/**
 * The server's income estimate for `amount` (a valid wire amount, or null while there is none),
 * asked once the member stops typing; an answer for an older amount is dropped.
 */
export function useIncomeEstimate(fundId: number, amount: string | null) {
  const [settled, setSettled] = useState(amount);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(amount), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [amount]);
  const current = settled === amount ? amount : null;
  const estimate = useAsyncData<IncomeEstimate | null>(`${fundId}:${current ?? ''}`, () =>
    current === null ? Promise.resolve(null) : fetchEstimate(fundId, current),
  );
  return { ...estimate, waiting: amount !== null && (current === null || estimate.loading) };
}
