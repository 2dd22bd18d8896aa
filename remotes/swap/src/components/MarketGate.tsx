import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import { Pending } from '@h5/platform/pending';
import { useMarket, type Market } from '../hooks/useMarket.ts';

type Props = {
  /** The page once the pool is open: the pool and the balances, and a way to read them again. */
  children: (market: Market, reload: () => void) => ReactNode;
};

/**
 * Loads the pool and the balances, and says plainly when the market cannot be used: not funded yet
 * (nothing to show but that), or paused by the operator (a banner above the page, whose actions the
 * pool refuses).
 */
export function MarketGate({ children }: Props) {
  const { t } = useTranslation('swap');
  const market = useMarket();
  const data = market.data ?? market.latest;
  if (!data) {
    return <Pending load={market} failureTitle={t('pool.failed')} title rows={4} />;
  }
  if (!data.pool.seeded)
    return (
      <Card data-testid="swap-not-seeded">
        <Empty title={t('pool.notSeededTitle')} description={t('pool.notSeeded')} />
      </Card>
    );
  return (
    <>
      {data.pool.paused && (
        <Banner tone="warning" data-testid="swap-paused">
          {t('pool.paused')}
        </Banner>
      )}
      {children(data, market.reload)}
    </>
  );
}
