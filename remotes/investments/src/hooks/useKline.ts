import { useAsyncData } from '@h5/platform/helpers';
import type { FundKlineType } from '@h5/api/contract/fund';
import { fetchKline } from '../api/funds.ts';

/** The fund's NAV series of one range (day, week, month, all) and its day increase rate. */
export function useKline(fundId: number, type: FundKlineType) {
  return useAsyncData(`${fundId}:${type}`, () => fetchKline(fundId, type));
}
