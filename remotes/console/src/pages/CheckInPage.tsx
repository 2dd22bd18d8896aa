import { useEffect } from 'react';
import { formatInr } from '@h5/design-system/Amount';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import type { AdminCheckInOverview } from '@h5/api/contract/checkin';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** `#/console/checkin`: today's check-ins, the fees and rewards so far, and the settings (finance). */
export function CheckInPage() {
  const { t } = useConsoleTranslation();
  const current = useConsoleData<AdminCheckInOverview>('/Admin/checkin');
  const form = useFormValues({ makeUpFee: '', rewardAmount: '', rewardDays: '' });
  const { setValues } = form;
  useEffect(() => {
    if (current.data) {
      const { makeUpFee, rewardAmount, rewardDays } = current.data.settings;
      setValues({ makeUpFee, rewardAmount, rewardDays: rewardDays === null ? '' : String(rewardDays) });
    }
  }, [current.data, setValues]);

  const submit = async () => {
    const { makeUpFee, rewardAmount, rewardDays } = form.values;
    const reason = await confirmWithReason({
      title: t('checkin.confirmTitle'),
      message: t('checkin.confirmMessage', {
        makeUpFee,
        rewardAmount,
        rewardDays: rewardDays.trim() ? rewardDays : t('checkin.never'),
      }),
      confirmLabel: t('checkin.save'),
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/checkin/settings',
      { makeUpFee, rewardAmount, rewardDays: rewardDays.trim(), reason },
      { done: t('checkin.saved') },
    );
    if (done) current.reload();
  };

  const data = current.data;
  return (
    <ConsolePage title={t('nav.checkin')} description={t('checkin.description')}>
      <StatGrid label={t('checkin.figures')}>
        <StatCard
          label={t('checkin.today', { day: data?.today ?? '' })}
          value={data ? String(data.checkedInToday) : ''}
          loading={!data}
        />
        <StatCard
          label={t('checkin.fees')}
          value={data ? formatInr(data.feesCollected) : ''}
          loading={!data}
        />
        <StatCard
          label={t('checkin.rewards')}
          value={data ? String(data.rewardsEarned) : ''}
          loading={!data}
        />
      </StatGrid>
      <FormLayout onSubmit={() => void submit()} submitLabel={t('checkin.save')}>
        <FormSection title={t('checkin.settings')} description={t('checkin.settingsHelp')}>
          <FormRow label={t('checkin.makeUpFee')} required help={t('checkin.makeUpFeeHelp')}>
            {(control) => <input {...control} {...form.field('makeUpFee')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('checkin.rewardAmount')} required help={t('checkin.rewardAmountHelp')}>
            {(control) => <input {...control} {...form.field('rewardAmount')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('checkin.rewardDays')} help={t('checkin.rewardDaysHelp')}>
            {(control) => <input {...control} {...form.field('rewardDays')} inputMode="numeric" />}
          </FormRow>
        </FormSection>
      </FormLayout>
    </ConsolePage>
  );
}
