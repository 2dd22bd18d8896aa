import type { ReactNode } from 'react';
import { Amount, formatInr, formatUsdt } from '@h5/design-system/Amount';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import type { AdminSwapPool } from '@h5/api/contract/swap';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { formatShares } from '../utils/money.ts';
import { formatPrice, roundShares } from '../utils/poolRatio.ts';
import styles from './SwapFigures.module.css';

type Pool = { pool: AdminSwapPool | null };

/** A group of figures under its heading. */
function Group({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <StatGrid label={title} className={className}>
        {children}
      </StatGrid>
    </section>
  );
}

/** Shares to two decimals, large enough to read at a glance; the exact number on hover. */
function Shares({ value }: { value: string }) {
  return <span title={formatShares(value)}>{formatShares(roundShares(value))}</span>;
}

/** The pool's price with its state, its reserves and its fee. */
export function SwapPoolFigures({ pool }: Pool) {
  const { t } = useConsoleTranslation();
  const seeded = pool?.seeded ?? false;
  return (
    <Group id="swap-pool" title={t('swap.pool')}>
      <StatCard
        label={t('swap.price')}
        value={pool ? (seeded ? `₹${formatPrice(pool.price)}` : '—') : ''}
        hint={
          pool
            ? t(pool.paused ? 'swap.statePaused' : seeded ? 'swap.stateOpen' : 'swap.stateEmpty')
            : undefined
        }
        tone={pool?.paused ? 'warning' : seeded ? 'success' : 'neutral'}
        loading={!pool}
      />
      <StatCard
        label={t('swap.reserveInr')}
        value={pool ? <Amount value={pool.reserveInr} currency="INR" /> : ''}
        loading={!pool}
      />
      <StatCard
        label={t('swap.reserveUsdt')}
        value={pool ? formatUsdt(pool.reserveUsdt) : ''}
        loading={!pool}
      />
      <StatCard
        label={t('swap.fee')}
        value={pool ? `${pool.feePercent} %` : ''}
        hint={pool ? t('swap.feeHint', { bps: pool.feeBps }) : undefined}
        loading={!pool}
      />
    </Group>
  );
}

/** What members swapped into the pool over the last 24 hours, with the last 7 days under each. */
export function SwapVolumeFigures({ pool }: Pool) {
  const { t } = useConsoleTranslation();
  const week = (value: string) => t('swap.lastWeek', { value });
  return (
    <Group id="swap-volume" title={t('swap.volume')} className={styles.three}>
      <StatCard
        label={t('swap.swaps')}
        value={pool ? pool.volume24h.swaps.toLocaleString('en-IN') : ''}
        hint={pool ? week(pool.volume7d.swaps.toLocaleString('en-IN')) : undefined}
        loading={!pool}
      />
      <StatCard
        label={t('swap.inrIn')}
        value={pool ? <Amount value={pool.volume24h.inr} currency="INR" /> : ''}
        hint={pool ? week(formatInr(pool.volume7d.inr)) : undefined}
        loading={!pool}
      />
      <StatCard
        label={t('swap.usdtIn')}
        value={pool ? formatUsdt(pool.volume24h.usdt) : ''}
        hint={pool ? week(formatUsdt(pool.volume7d.usdt)) : undefined}
        loading={!pool}
      />
    </Group>
  );
}

/**
 * The pool's liquidity shares: all of them, those locked forever at the first seed, the platform's
 * from finance's seeds, and how many members provide liquidity.
 */
export function SwapShareFigures({ pool }: Pool) {
  const { t } = useConsoleTranslation();
  return (
    <Group id="swap-shares" title={t('swap.shares')}>
      <StatCard
        label={t('swap.totalShares')}
        value={pool ? <Shares value={pool.totalShares} /> : ''}
        loading={!pool}
      />
      <StatCard
        label={t('swap.lockedShares')}
        value={pool ? <Shares value={pool.lockedShares} /> : ''}
        hint={t('swap.lockedHint')}
        loading={!pool}
      />
      <StatCard
        label={t('swap.platformShares')}
        value={pool ? <Shares value={pool.platformShares} /> : ''}
        hint={t('swap.platformHint')}
        loading={!pool}
      />
      <StatCard
        label={t('swap.providers')}
        value={pool ? String(pool.providers) : ''}
        hint={t('swap.providersHint')}
        loading={!pool}
      />
    </Group>
  );
}
