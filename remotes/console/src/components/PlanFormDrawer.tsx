import { useState } from 'react';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminStakingPlan, StakingAsset } from '@h5/api/contract/staking';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { formBody, formName, LocalizedTextFields, textValues, type TextKey } from './LocalizedTextFields.tsx';

type Key =
  | TextKey
  | 'asset'
  | 'termDays'
  | 'annualRatePercent'
  | 'minimum'
  | 'maximum'
  | 'totalCap'
  | 'claimWindowDays';

const ASSETS: readonly StakingAsset[] = ['INR', 'USDT'];
/** Fixed once the plan has its first stake: they belong to the stakes made under them. */
const TERMS = ['asset', 'termDays', 'annualRatePercent'] as const;
const LIMITS = ['minimum', 'maximum', 'totalCap'] as const;

function initialValues(plan: AdminStakingPlan | null): Record<Key, string> {
  return {
    ...textValues(plan),
    asset: plan?.asset ?? 'INR',
    termDays: plan ? String(plan.termDays) : '',
    annualRatePercent: plan?.annualRatePercent ?? '',
    minimum: plan?.minimum ?? '',
    maximum: plan?.maximum ?? '',
    totalCap: plan?.totalCap ?? '',
    claimWindowDays: plan ? String(plan.claimWindowDays) : '',
  };
}

/** Whether a plan has had a stake (its asset, term and rate are then fixed). */
export const hasStakes = (plan: AdminStakingPlan) => Object.values(plan.counts).some((count) => count > 0);

/**
 * Creates a staking plan, or edits one: texts in three languages, asset, term and annual rate (until
 * its first stake), the limits per stake and in all, and the claim window.
 */
export function PlanFormDrawer({
  plan,
  onClose,
  onDone,
}: {
  plan: AdminStakingPlan | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const form = useFormValues(initialValues(plan));
  const [busy, setBusy] = useState(false);
  const termsEditable = plan === null || !hasStakes(plan);
  const action = plan ? 'update' : 'create';

  const submit = async () => {
    const name = formName(form.values);
    const reason = await confirmWithReason({
      title: t(`staking.${action}.title`),
      message: t(`staking.${action}.message`, { name }),
      confirmLabel: t(`staking.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      `/Admin/staking/plans/${action}`,
      { ...formBody(form.values, termsEditable ? [] : TERMS), ...(plan ? { planId: plan.id } : {}), reason },
      { done: t(`staking.${action}.done`, { name }) },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t(`staking.${action}.title`)}>
      <FormLayout
        onSubmit={() => void submit()}
        submitLabel={t(`staking.${action}.confirm`)}
        submitting={busy}
      >
        <LocalizedTextFields field={form.field} />
        <FormSection
          title={t('staking.fields.terms')}
          description={termsEditable ? t('staking.fields.termsHint') : t('staking.fields.termsLocked')}
        >
          <FormRow label={t('staking.fields.asset')} required>
            {(control) => (
              <select {...control} {...form.field('asset')} disabled={!termsEditable}>
                {ASSETS.map((asset) => (
                  <option key={asset} value={asset}>
                    {asset}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('staking.fields.termDays')} required help={t('staking.fields.termDaysHelp')}>
            {(control) => (
              <input {...control} {...form.field('termDays')} inputMode="numeric" disabled={!termsEditable} />
            )}
          </FormRow>
          <FormRow
            label={t('staking.fields.annualRatePercent')}
            required
            help={t('staking.fields.annualRatePercentHelp')}
          >
            {(control) => (
              <input
                {...control}
                {...form.field('annualRatePercent')}
                inputMode="decimal"
                disabled={!termsEditable}
              />
            )}
          </FormRow>
        </FormSection>
        <FormSection
          title={t('staking.fields.limits', { asset: form.values.asset })}
          description={t('staking.fields.limitsHint')}
        >
          {LIMITS.map((key) => (
            <FormRow key={key} label={t(`staking.fields.${key}`)} required>
              {(control) => <input {...control} {...form.field(key)} inputMode="decimal" />}
            </FormRow>
          ))}
          <FormRow
            label={t('staking.fields.claimWindowDays')}
            required
            help={t('staking.fields.claimWindowDaysHelp')}
          >
            {(control) => <input {...control} {...form.field('claimWindowDays')} inputMode="numeric" />}
          </FormRow>
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}
