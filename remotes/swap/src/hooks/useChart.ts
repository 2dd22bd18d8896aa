import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { SwapChartRange } from '@h5/api/contract/swap';
import { fetchChart } from '../api/swap.ts';

/** The pool's price over `range`. */
export function useChart(range: SwapChartRange) {
  const lang = useLang();
  return useAsyncData(`${lang}:${range}`, () => fetchChart(range));
}
