import { useEffect } from 'react';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminRates } from '@h5/api/contract/conversion';
import type { AdminWithdrawalSettings } from '@h5/api/contract/withdrawal';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** The published USDT/INR rate and spread: shown, then changed with a confirmation that names them. */
function RateForm() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const current = useConsoleData<AdminRates | null>('/Admin/rates');
  const form = useFormValues({ usdtInr: '', spread: '' });
  const { setValues } = form;
  useEffect(() => {
    if (current.data) setValues({ usdtInr: current.data.usdtToInr, spread: current.data.spreadPercent });
  }, [current.data, setValues]);

  const submit = async () => {
    const { usdtInr, spread } = form.values;
    const reason = await confirmWithReason({
      title: t('rates.confirmTitle'),
      message: t('rates.confirmMessage', { usdtInr, spread }),
      confirmLabel: t('rates.publish'),
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/rates/set',
      { usdtInr, spread, reason },
      { done: t('rates.published') },
    );
    if (done) current.reload();
  };

  return (
    <FormLayout onSubmit={() => void submit()} submitLabel={t('rates.publish')}>
      <FormSection
        title={t('rates.title')}
        description={
          current.data
            ? t('rates.current', {
                usdtInr: current.data.usdtToInr,
                spread: current.data.spreadPercent,
                at: dateTime(current.data.publishedAt),
              })
            : t('rates.none')
        }
      >
        <FormRow label={t('rates.usdtInr')} required help={t('rates.usdtInrHelp')}>
          {(control) => <input {...control} {...form.field('usdtInr')} inputMode="decimal" />}
        </FormRow>
        <FormRow label={t('rates.spread')} required help={t('rates.spreadHelp')}>
          {(control) => <input {...control} {...form.field('spread')} inputMode="decimal" />}
        </FormRow>
      </FormSection>
    </FormLayout>
  );
}

/** Members' withdrawal limits and fee (USDT). */
function WithdrawalSettingsForm() {
  const { t } = useConsoleTranslation();
  const current = useConsoleData<AdminWithdrawalSettings>('/Admin/settings/withdrawal');
  const form = useFormValues({ minimum: '', maximum: '', dailyLimit: '', fee: '' });
  const { setValues } = form;
  useEffect(() => {
    if (current.data) setValues({ ...current.data });
  }, [current.data, setValues]);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t('limits.confirmTitle'),
      message: t('limits.confirmMessage', form.values),
      confirmLabel: t('limits.save'),
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/settings/withdrawal',
      { ...form.values, reason },
      { done: t('limits.saved') },
    );
    if (done) current.reload();
  };

  return (
    <FormLayout onSubmit={() => void submit()} submitLabel={t('limits.save')}>
      <FormSection title={t('limits.title')} description={t('limits.description')}>
        {(['minimum', 'maximum', 'dailyLimit', 'fee'] as const).map((key) => (
          <FormRow key={key} label={t(`limits.${key}`)} required>
            {(control) => <input {...control} {...form.field(key)} inputMode="decimal" />}
          </FormRow>
        ))}
      </FormSection>
    </FormLayout>
  );
}

/** `#/console/rates`: the conversion rate and the withdrawal limits (finance). */
export function RatesPage() {
  const { t } = useConsoleTranslation();
  return (
    <ConsolePage title={t('nav.rates')} description={t('rates.description')}>
      <RateForm />
      <WithdrawalSettingsForm />
    </ConsolePage>
  );
}
