import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@h5/platform';
import { Note } from '@h5/design-system/Note';
import { Pending } from '@h5/platform/pending';
import type { WalletSummary } from '@h5/api/contract/ledger';
import type { LiquidityAnswer, SwapPool } from '@h5/api/contract/swap';
import { LiquidityPanel } from '../../components/LiquidityPanel.tsx';
import { MarketGate } from '../../components/MarketGate.tsx';
import { PositionCard } from '../../components/PositionCard.tsx';
import { SwapFrame } from '../../components/SwapFrame.tsx';
import { usePosition } from '../../hooks/usePosition.ts';

/**
 * Liquidity ("mobility", `pages/swap/mobility`): the member's part of the pool, their shares, what
 * they hold and have earned in fees; adding both assets at the pool's ratio and removing by part or
 * by shares, each confirmed with the payment password and sent with the least it accepts (the quote
 * less a 0.5 % tolerance), so a price that moves in between is refused with nothing moved.
 */
export function MobilityPage(_props: PageProps) {
  const { t } = useTranslation('swap');
  return (
    <SwapFrame title={t('mobility.title')} area="mobility">
      <MarketGate>
        {({ pool, summary }, reload) => <Liquidity summary={summary} pool={pool} onBalances={reload} />}
      </MarketGate>
    </SwapFrame>
  );
}

type Props = { summary: WalletSummary; pool: SwapPool; onBalances: () => void };

function Liquidity({ summary, pool, onBalances }: Props) {
  const { t } = useTranslation('swap');
  const loaded = usePosition();
  // The last move's answer stands in while the position is read again after it.
  const [moved, setMoved] = useState<LiquidityAnswer | null>(null);
  const position = loaded.data ?? moved?.position ?? loaded.latest;
  if (!position) {
    return <Pending load={loaded} failureTitle={t('mobility.failed')} title rows={4} />;
  }
  return (
    <>
      <PositionCard position={position} />
      <LiquidityPanel
        position={position}
        summary={summary}
        paused={pool.paused}
        refreshing={loaded.loading}
        onMoved={(answer) => {
          setMoved(answer);
          loaded.reload();
          onBalances();
        }}
        onRefused={() => {
          // The pool's price moved since the estimate: the position is read again (the last move's
          // answer no longer stands in for it).
          setMoved(null);
          loaded.reload();
        }}
      />
      <Note>{t('mobility.note', { percent: pool.feePercent })}</Note>
    </>
  );
}
