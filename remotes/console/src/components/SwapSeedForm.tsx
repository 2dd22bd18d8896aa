import { useState } from 'react';
import { formatInr, formatUsdt } from '@h5/design-system/Amount';
import { FormRow } from '@h5/design-system/FormLayout';
import type { PlatformAccountBalance } from '@h5/api/contract/ledger';
import type { AdminSwapChange, AdminSwapPool } from '@h5/api/contract/swap';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { formatPrice, seedPrice, seedTakes } from '../utils/poolRatio.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';
import styles from './SwapPanel.module.css';

/**
 * Seeds the pool with INR and USDT from the treasury (ADR 0032). The first seed sets the price; a
 * later one adds at the pool's ratio, so the page works out, as the amounts are typed, what the
 * pool will take and says the rest stays in the treasury; what the treasury (the conversion
 * treasury, `fx_treasury`) holds is shown under each amount. Sent once per confirmation
 * (`Idempotency-Key`); a refusal stays under the amounts.
 */
export function SwapSeedForm({ pool, onChanged }: { pool: AdminSwapPool; onChanged: () => void }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ inr: '', usdt: '' });
  const accounts = useConsoleData<{ list: PlatformAccountBalance[] }>('/Admin/accounts');
  const treasury = (asset: 'INR' | 'USDT') =>
    accounts.data?.list.find((a) => a.owner === 'platform' && a.kind === 'fx_treasury' && a.asset === asset)
      ?.balance ?? (accounts.data ? '0' : null);
  const heldInr = treasury('INR');
  const heldUsdt = treasury('USDT');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const { inr, usdt } = form.values;
  const price = pool.seeded ? null : seedPrice(inr, usdt);
  const takes = pool.seeded ? seedTakes(inr, usdt, { inr: pool.reserveInr, usdt: pool.reserveUsdt }) : null;

  const preview = price
    ? t('swap.seedFirstPreview', { price: formatPrice(price) })
    : takes
      ? t('swap.seedPreview', { inr: formatInr(takes.inr), usdt: formatUsdt(takes.usdt) })
      : null;

  const submit = async () => {
    setRefusal('');
    const amounts = { inr: formatInr(inr.trim()), usdt: formatUsdt(usdt.trim()) };
    const reason = await confirmWithReason({
      title: t('swap.seedConfirmTitle'),
      message:
        pool.seeded && takes
          ? t('swap.seedConfirmLater', {
              ...amounts,
              takesInr: formatInr(takes.inr),
              takesUsdt: formatUsdt(takes.usdt),
            })
          : price
            ? t('swap.seedConfirmFirst', { ...amounts, price: formatPrice(price) })
            : t('swap.seedConfirmPlain', amounts),
      confirmLabel: t('swap.seedConfirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction<AdminSwapChange>(
      '/Admin/swap/seed',
      { inr: inr.trim(), usdt: usdt.trim(), reason },
      { done: t('swap.seeded'), idempotent: true, onRefused: setRefusal },
    );
    setBusy(false);
    if (done) {
      form.reset();
      accounts.reload();
      onChanged();
    }
  };

  return (
    <InlineForm
      title={t('swap.seed')}
      description={t(pool.seeded ? 'swap.seedHelpLater' : 'swap.seedHelpFirst')}
      submitLabel={t('swap.seedConfirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormRow
        label={t('swap.seedInr')}
        required
        help={t('swap.seedInrHelp', { held: heldInr === null ? '…' : formatInr(heldInr) })}
      >
        {(control) => <input {...control} {...form.field('inr')} inputMode="decimal" />}
      </FormRow>
      <FormRow
        label={t('swap.seedUsdt')}
        required
        help={t('swap.seedUsdtHelp', { held: heldUsdt === null ? '…' : formatUsdt(heldUsdt) })}
      >
        {(control) => <input {...control} {...form.field('usdt')} inputMode="decimal" />}
      </FormRow>
      <p className={refusal ? styles.refused : styles.preview} aria-live="polite">
        {refusal || preview}
      </p>
    </InlineForm>
  );
}
