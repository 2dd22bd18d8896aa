import { useState } from 'react';
import { Switch } from '@h5/design-system/Switch';
import type { AdminSwapChange, AdminSwapPool } from '@h5/api/contract/swap';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { formatPrice } from '../utils/poolRatio.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import styles from './SwapPanel.module.css';

/**
 * Pauses or resumes the pool's swaps: the switch is "swaps open", and flipping it asks why (kept in
 * the audit log) before anything changes; stepping back leaves it as it was.
 */
export function SwapOpenSwitch({ pool, onChanged }: { pool: AdminSwapPool; onChanged: () => void }) {
  const { t } = useConsoleTranslation();
  const [busy, setBusy] = useState(false);

  const flip = async (open: boolean) => {
    const reason = await confirmWithReason(
      open
        ? {
            title: t('swap.resumeTitle'),
            message: pool.seeded
              ? t('swap.resumeMessage', { price: formatPrice(pool.price) })
              : t('swap.resumeMessageEmpty'),
            confirmLabel: t('swap.resume'),
          }
        : {
            title: t('swap.pauseTitle'),
            message: t('swap.pauseMessage'),
            confirmLabel: t('swap.pause'),
            danger: true,
          },
    );
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction<AdminSwapChange>(
      '/Admin/swap/pause',
      { paused: !open, reason },
      { done: t(open ? 'swap.resumed' : 'swap.paused'), idempotent: true },
    );
    setBusy(false);
    if (done) onChanged();
  };

  return (
    <section className={styles.panel} aria-label={t('swap.state')}>
      <Switch
        checked={!pool.paused}
        disabled={busy}
        onChange={(open) => void flip(open)}
        description={t(pool.paused ? 'swap.openHelpPaused' : 'swap.openHelp')}
      >
        {t('swap.open')}
      </Switch>
    </section>
  );
}
