import { useState } from 'react';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminFund } from '@h5/api/contract/fund';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { formBody, formName, LocalizedTextFields, textValues, type TextKey } from './LocalizedTextFields.tsx';

type Key = TextKey | 'cycleDays' | 'monthlyRatePercent' | 'minimum' | 'maximumPerMember' | 'totalSize';

const TERMS = ['cycleDays', 'monthlyRatePercent'] as const;
const LIMITS = ['minimum', 'maximumPerMember', 'totalSize'] as const;

function initialValues(fund: AdminFund | null): Record<Key, string> {
  return {
    ...textValues(fund),
    cycleDays: fund ? String(fund.cycleDays) : '',
    monthlyRatePercent: fund?.monthlyRatePercent ?? '',
    minimum: fund?.minimum ?? '',
    maximumPerMember: fund?.maximumPerMember ?? '',
    totalSize: fund?.totalSize ?? '',
  };
}

/**
 * Creates a fund, or edits one: its texts in three languages, its limits and, until its first order,
 * its term and rate (after that they belong to the orders made under them).
 */
export function FundFormDrawer({
  fund,
  onClose,
  onDone,
}: {
  fund: AdminFund | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const form = useFormValues(initialValues(fund));
  const [busy, setBusy] = useState(false);
  const termsEditable = fund === null || fund.termsEditable;
  const action = fund ? 'update' : 'create';

  const submit = async () => {
    const name = formName(form.values);
    const reason = await confirmWithReason({
      title: t(`funds.${action}.title`),
      message: t(`funds.${action}.message`, { name }),
      confirmLabel: t(`funds.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      `/Admin/funds/${action}`,
      { ...formBody(form.values, termsEditable ? [] : TERMS), ...(fund ? { fundId: fund.id } : {}), reason },
      { done: t(`funds.${action}.done`, { name }) },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t(`funds.${action}.title`)}>
      <FormLayout onSubmit={() => void submit()} submitLabel={t(`funds.${action}.confirm`)} submitting={busy}>
        <LocalizedTextFields field={form.field} />
        <FormSection
          title={t('funds.fields.terms')}
          description={termsEditable ? t('funds.fields.termsHint') : t('funds.fields.termsLocked')}
        >
          <FormRow label={t('funds.fields.cycleDays')} required help={t('funds.fields.cycleDaysHelp')}>
            {(control) => (
              <input
                {...control}
                {...form.field('cycleDays')}
                inputMode="numeric"
                disabled={!termsEditable}
              />
            )}
          </FormRow>
          <FormRow label={t('funds.fields.monthlyRatePercent')} required help={t('funds.fields.rateHelp')}>
            {(control) => (
              <input
                {...control}
                {...form.field('monthlyRatePercent')}
                inputMode="decimal"
                disabled={!termsEditable}
              />
            )}
          </FormRow>
        </FormSection>
        <FormSection title={t('funds.fields.limits')} description={t('funds.fields.limitsHint')}>
          {LIMITS.map((key) => (
            <FormRow key={key} label={t(`funds.fields.${key}`)} required>
              {(control) => <input {...control} {...form.field(key)} inputMode="decimal" />}
            </FormRow>
          ))}
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}
