import { useEffect, useState } from 'react';
import { FormRow } from '@h5/design-system/FormLayout';
import type { AdminSwapChange, AdminSwapPool } from '@h5/api/contract/swap';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';

/**
 * The pool's fee, a percent of what goes into each swap ("0.30"): shown as it is, changed after a
 * confirmation that names the new fee and asks why. A refusal stays under the field.
 */
export function SwapFeeForm({ pool, onChanged }: { pool: AdminSwapPool; onChanged: () => void }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ feePercent: pool.feePercent });
  const { setValues } = form;
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues({ feePercent: pool.feePercent }), [pool.feePercent, setValues]);

  const save = async () => {
    const feePercent = form.values.feePercent.trim();
    setRefusal('');
    const reason = await confirmWithReason({
      title: t('swap.feeConfirmTitle'),
      message: t('swap.feeConfirmMessage', { fee: feePercent, current: pool.feePercent }),
      confirmLabel: t('swap.feeSave'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction<AdminSwapChange>(
      '/Admin/swap/settings',
      { feePercent, reason },
      { done: t('swap.feeSaved'), idempotent: true, onRefused: setRefusal },
    );
    setBusy(false);
    if (done) onChanged();
  };

  return (
    <InlineForm
      title={t('swap.feeSettings')}
      description={t('swap.feeSettingsHelp')}
      submitLabel={t('swap.feeSave')}
      busy={busy}
      onSubmit={() => void save()}
    >
      <FormRow label={t('swap.feePercent')} required help={t('swap.feePercentHelp')} error={refusal}>
        {(control) => <input {...control} {...form.field('feePercent')} inputMode="decimal" />}
      </FormRow>
    </InlineForm>
  );
}
