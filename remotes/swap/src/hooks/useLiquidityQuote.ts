import { useAsyncData } from '@h5/platform/helpers';
import { fetchLiquidityQuote } from '../api/swap.ts';
import { QUOTE_DEBOUNCE_MS } from './useSwapQuote.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/**
 * What adding `inr` and `usdt` would take and give, asked once typing has settled; null asks
 * nothing. `reload()` asks again for the same amounts (after the pool refused a move because its
 * price moved); `latest` is the last quote of these amounts, kept while the new one is on its way.
 */
export function useLiquidityQuote(amounts: { inr: string; usdt: string } | null) {
  const current = amounts ? `${amounts.inr}|${amounts.usdt}` : null;
  const request = useDebouncedValue(current, QUOTE_DEBOUNCE_MS);
  const quote = useAsyncData(request ?? '', () => {
    if (request === null) return Promise.resolve(null);
    const [inr, usdt] = request.split('|') as [string, string];
    return fetchLiquidityQuote(inr, usdt);
  });
  return { ...quote, loading: quote.loading || (current !== null && request !== current) };
}
