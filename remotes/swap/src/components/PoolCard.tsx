import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import type { SwapPool } from '@h5/api/contract/swap';
import { formatAsset, formatShares } from '../utils/formatAsset.ts';
import styles from './swap.module.css';

/** The pool as it is now: its price, what it holds, its fee and the last 24 hours' swaps. */
export function PoolCard({ pool }: { pool: SwapPool }) {
  const { t } = useTranslation('swap');
  return (
    <Card as="section" title={t('detail.pool')} titleId="swap-pool" data-testid="swap-pool">
      <p className={styles.price} data-testid="pool-price">
        {t('swap.priceValue', { inr: formatAsset('INR', pool.price) })}
      </p>
      <dl className={styles.rows}>
        <dt>{t('detail.reserveInr')}</dt>
        <dd>
          <Amount value={pool.reserveInr} data-testid="pool-reserve-inr" />
        </dd>
        <dt>{t('detail.reserveUsdt')}</dt>
        <dd>
          <Amount value={pool.reserveUsdt} currency="USDT" data-testid="pool-reserve-usdt" />
        </dd>
        <dt>{t('detail.fee')}</dt>
        <dd>{t('swap.percentValue', { percent: pool.feePercent })}</dd>
        <dt>{t('detail.volume')}</dt>
        <dd data-testid="pool-volume">
          {t('detail.volumeValue', {
            inr: formatAsset('INR', pool.volume24h.inr),
            usdt: formatAsset('USDT', pool.volume24h.usdt),
          })}
        </dd>
        <dt>{t('detail.swaps24h')}</dt>
        <dd data-testid="pool-swaps">{pool.volume24h.swaps}</dd>
        <dt>{t('detail.totalShares')}</dt>
        <dd>{formatShares(pool.totalShares)}</dd>
      </dl>
    </Card>
  );
}
