import { useTranslation } from 'react-i18next';
import { QuoteBreakdown } from '@h5/design-system/QuoteBreakdown';
import type { SwapQuote } from '@h5/api/contract/swap';
import { formatAsset } from '../utils/formatAsset.ts';
import styles from './swap.module.css';

type Props = {
  /** The latest quote of the asset paid; null before an amount is typed. */
  quote: SwapQuote | null;
  /** A quote for what is typed now is on its way: the last one stays, greyed. */
  loading: boolean;
  /** The pool's refusal of the amount (too small, would empty the pool), in the member's language. */
  error?: string;
  /** The quote could not be had at all (no answer). */
  failed: boolean;
  /** The pool's fee setting, percent ("0.30"). */
  feePercent: string;
};

/** The pool's quote: the price it gives, the fee, how far the swap moves the price, and the least it may give. */
export function SwapQuoteLines({ quote, loading, error, failed, feePercent }: Props) {
  const { t } = useTranslation('swap');
  const price = (value: string) => t('swap.priceValue', { inr: formatAsset('INR', value) });
  return (
    <QuoteBreakdown
      title={t('swap.quote')}
      data-testid="swap-quote"
      loading={loading}
      placeholder={t('swap.quotePlaceholder')}
      error={error ?? (failed ? t('mobility.quoteFailed') : undefined)}
      note={quote ? t('swap.quoteNote') : undefined}
      lines={
        quote
          ? [
              { key: 'price', label: t('swap.price'), value: price(quote.price), testId: 'quote-price' },
              {
                key: 'fee',
                label: t('swap.fee', { percent: feePercent }),
                value: formatAsset(quote.from, quote.fee),
                testId: 'quote-fee',
              },
              {
                key: 'impact',
                label: t('swap.impact'),
                value: (
                  <span className={quote.highImpact ? styles.danger : undefined}>
                    {t('swap.percentValue', { percent: quote.priceImpactPercent })}
                  </span>
                ),
                testId: 'quote-impact',
              },
              {
                key: 'slippage',
                label: t('swap.slippage'),
                value: t('swap.percentValue', { percent: quote.slippagePercent }),
              },
              {
                key: 'min',
                label: t('swap.minReceived'),
                value: formatAsset(quote.to, quote.minReceived),
                total: true,
                testId: 'quote-min',
              },
            ]
          : []
      }
    />
  );
}
