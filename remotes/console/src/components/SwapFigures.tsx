import { Amount } from '@h5/design-system/Amount';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import type { AdminSwapPool } from '@h5/api/contract/swap';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { formatShares } from '../utils/money.ts';
import { formatPrice } from '../utils/poolRatio.ts';

/**
 * The pool as it is now: its price and reserves with the fee, then its liquidity shares (all of
 * them, those locked forever at the first seed, the platform's from finance's seeds) and how many
 * members provide liquidity. Placeholders while `pool` loads.
 */
export function SwapFigures({ pool }: { pool: AdminSwapPool | null }) {
  const { t } = useConsoleTranslation();
  const loading = !pool;
  const seeded = pool?.seeded ?? false;
  return (
    <>
      <StatGrid label={t('swap.pool')}>
        <StatCard
          label={t('swap.price')}
          value={pool ? (seeded ? t('swap.priceValue', { price: formatPrice(pool.price) }) : '—') : ''}
          hint={
            pool
              ? t(pool.paused ? 'swap.statePaused' : seeded ? 'swap.stateOpen' : 'swap.stateEmpty')
              : undefined
          }
          tone={pool?.paused ? 'warning' : seeded ? 'success' : 'neutral'}
          loading={loading}
        />
        <StatCard
          label={t('swap.reserveInr')}
          value={pool ? <Amount value={pool.reserveInr} currency="INR" /> : ''}
          loading={loading}
        />
        <StatCard
          label={t('swap.reserveUsdt')}
          value={pool ? <Amount value={pool.reserveUsdt} currency="USDT" /> : ''}
          loading={loading}
        />
        <StatCard
          label={t('swap.fee')}
          value={pool ? `${pool.feePercent} %` : ''}
          hint={pool ? t('swap.feeHint', { bps: pool.feeBps }) : undefined}
          loading={loading}
        />
      </StatGrid>
      <StatGrid label={t('swap.shares')}>
        <StatCard
          label={t('swap.totalShares')}
          value={pool ? formatShares(pool.totalShares) : ''}
          loading={loading}
        />
        <StatCard
          label={t('swap.lockedShares')}
          value={pool ? formatShares(pool.lockedShares) : ''}
          hint={t('swap.lockedHint')}
          loading={loading}
        />
        <StatCard
          label={t('swap.platformShares')}
          value={pool ? formatShares(pool.platformShares) : ''}
          hint={t('swap.platformHint')}
          loading={loading}
        />
        <StatCard
          label={t('swap.providers')}
          value={pool ? String(pool.providers) : ''}
          hint={t('swap.providersHint')}
          loading={loading}
        />
      </StatGrid>
    </>
  );
}
