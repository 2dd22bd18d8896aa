import { useTranslation } from 'react-i18next';
import type { PageProps } from '@h5/platform';
import { MarketGate } from '../../components/MarketGate.tsx';
import { PoolCard } from '../../components/PoolCard.tsx';
import { PoolChart } from '../../components/PoolChart.tsx';
import { SwapFrame } from '../../components/SwapFrame.tsx';
import { SwapHistory } from '../../components/SwapHistory.tsx';

/**
 * The pool's detail (`pages/swap/detail`): its reserves, price, fee and 24 h volume, the price chart
 * over a day, a week or a month, and the member's own swaps and liquidity moves.
 */
export function DetailPage(_props: PageProps) {
  const { t } = useTranslation('swap');
  return (
    <SwapFrame title={t('detail.title')} area="detail">
      <MarketGate>
        {({ pool }) => (
          <>
            <PoolCard pool={pool} />
            <PoolChart />
            <SwapHistory />
          </>
        )}
      </MarketGate>
    </SwapFrame>
  );
}
