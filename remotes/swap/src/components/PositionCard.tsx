import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { FigureCard } from '@h5/design-system/FigureCard';
import type { LiquidityPosition } from '@h5/api/contract/swap';
import { formatShares } from '../utils/formatAsset.ts';
import { isPositive } from '../utils/shares.ts';
import { SHARE_DECIMALS } from '../utils/assets.ts';

/** The member's liquidity: their part of the pool, their shares, what the shares hold and have earned. */
export function PositionCard({ position }: { position: LiquidityPosition }) {
  const { t } = useTranslation('swap');
  const held = isPositive(position.shares, SHARE_DECIMALS);
  return (
    <FigureCard
      heading={t('mobility.sharePercent')}
      headingId="swap-position"
      figure={t('swap.percentValue', { percent: position.sharePercent })}
      figureTestId="position-percent"
      note={held ? t('mobility.positionNote') : t('mobility.noPosition')}
      facts={[
        {
          key: 'shares',
          label: t('mobility.shares'),
          value: formatShares(position.shares),
          testId: 'position-shares',
        },
        {
          key: 'inr',
          label: t('mobility.pooledInr'),
          value: <Amount value={position.inr} />,
          testId: 'position-inr',
        },
        {
          key: 'usdt',
          label: t('mobility.pooledUsdt'),
          value: <Amount value={position.usdt} currency="USDT" />,
          testId: 'position-usdt',
        },
        {
          key: 'earnedInr',
          label: t('mobility.earnedInr'),
          value: <Amount value={position.earnedInr} />,
          testId: 'position-earned-inr',
        },
        {
          key: 'earnedUsdt',
          label: t('mobility.earnedUsdt'),
          value: <Amount value={position.earnedUsdt} currency="USDT" />,
          testId: 'position-earned-usdt',
        },
      ]}
    />
  );
}
