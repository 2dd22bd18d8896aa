import { ErrorState } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import type { AdminSwapPool } from '@h5/api/contract/swap';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { SwapFeeForm } from '../components/SwapFeeForm.tsx';
import { SwapPoolFigures, SwapShareFigures, SwapVolumeFigures } from '../components/SwapFigures.tsx';
import { SwapOpenSwitch } from '../components/SwapOpenSwitch.tsx';
import { SwapSeedForm } from '../components/SwapSeedForm.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './SwapPage.module.css';

/**
 * `#/console/swap` (finance): the INR/USDT swap pool (ADR 0032): its price, reserves and fee, the
 * volume of the last 24 hours and 7 days, its liquidity shares, and finance's changes, each with a
 * reason: pausing and resuming swaps, the fee, and seeding from the treasury.
 */
export function SwapPage() {
  const { t } = useConsoleTranslation();
  const current = useConsoleData<AdminSwapPool>('/Admin/swap');
  // While a change reloads the pool, the figures stay as they were rather than blinking.
  const pool = current.data ?? current.latest;

  return (
    <ConsolePage title={t('nav.swap')} description={t('swap.description')}>
      {current.error && !pool ? (
        <ErrorState
          title={t('swap.loadFailed')}
          description={current.error instanceof Error ? current.error.message : undefined}
          onRetry={current.reload}
        />
      ) : (
        <>
          {pool && (!pool.seeded || pool.paused) && (
            <div className={styles.notices}>
              {!pool.seeded && (
                <Banner tone="info" role="status">
                  {t('swap.notSeeded')}
                </Banner>
              )}
              {pool.paused && (
                <Banner tone="warning" role="status">
                  {t('swap.pausedBanner')}
                </Banner>
              )}
            </div>
          )}
          <SwapPoolFigures pool={pool} />
          {pool && <SwapOpenSwitch pool={pool} onChanged={current.reload} />}
          <SwapVolumeFigures pool={pool} />
          <SwapShareFigures pool={pool} />
          {pool && (
            <div className={styles.forms}>
              <SwapFeeForm pool={pool} onChanged={current.reload} />
              <SwapSeedForm pool={pool} onChanged={current.reload} />
            </div>
          )}
        </>
      )}
    </ConsolePage>
  );
}
