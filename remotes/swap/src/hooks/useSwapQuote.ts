import { useState } from 'react';
import { useAsyncData } from '@h5/platform/helpers';
import type { SwapAsset, SwapQuote } from '@h5/api/contract/swap';
import { fetchSwapQuote } from '../api/swap.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How long typing must settle before a quote is asked. */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The pool's quote for `amount` of `from` under `slippage` %, asked once typing has settled; null
 * inputs ask nothing. `round` asks again for the same inputs (after the price moved). `data` is the
 * quote of the current inputs; `shown` the latest quote, kept (greyed by the page) while the next
 * one is on its way.
 */
export function useSwapQuote(from: SwapAsset, amount: string | null, slippage: string | null, round: number) {
  const current = amount === null || slippage === null ? null : `${from}|${amount}|${slippage}`;
  // Typing waits to settle; asking again for the same inputs (`round`) does not.
  const typed = useDebouncedValue(current, QUOTE_DEBOUNCE_MS);
  const request = typed === null ? null : `${typed}|${round}`;
  const quote = useAsyncData(request ?? '', () => {
    if (request === null) return Promise.resolve(null);
    const [asset, value, tolerance] = request.split('|') as [SwapAsset, string, string];
    return fetchSwapQuote(asset, value, tolerance);
  });
  const [last, setLast] = useState<SwapQuote | null>(null);
  // Kept while rendering (not in an effect), so the quote and what the page shows never disagree.
  if (quote.data && quote.data !== last) setLast(quote.data);
  const settled = current !== null && typed === current;
  return {
    data: settled ? quote.data : null,
    error: settled ? quote.error : null,
    loading: current !== null && (!settled || quote.loading),
    shown: current === null ? null : (quote.data ?? last),
  };
}
