import { useState } from 'react';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { LANGS, type Lang } from '@h5/platform';
import type { AdminFund } from '@h5/api/contract/fund';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';

type Key =
  | `name.${Lang}`
  | `description.${Lang}`
  | 'cycleDays'
  | 'monthlyRatePercent'
  | 'minimum'
  | 'maximumPerMember'
  | 'totalSize';

const TERMS = ['cycleDays', 'monthlyRatePercent'] as const;
const LIMITS = ['minimum', 'maximumPerMember', 'totalSize'] as const;

function initialValues(fund: AdminFund | null): Record<Key, string> {
  const texts = (part: 'name' | 'description') =>
    Object.fromEntries(LANGS.map((lang) => [`${part}.${lang}`, fund?.[part][lang] ?? '']));
  return {
    ...texts('name'),
    ...texts('description'),
    cycleDays: fund ? String(fund.cycleDays) : '',
    monthlyRatePercent: fund?.monthlyRatePercent ?? '',
    minimum: fund?.minimum ?? '',
    maximumPerMember: fund?.maximumPerMember ?? '',
    totalSize: fund?.totalSize ?? '',
  } as Record<Key, string>;
}

/** The API reads nested form fields as `name[hi-in]=…`. */
function toBody(values: Record<Key, string>, withTerms: boolean) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => withTerms || !(TERMS as readonly string[]).includes(key))
      .map(([key, value]) => [key.replace(/\.(.+)$/, '[$1]'), value.trim()]),
  );
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
    const name = form.values[`name.${'en-us'}`] || form.values[`name.${'hi-in'}`];
    const reason = await confirmWithReason({
      title: t(`funds.${action}.title`),
      message: t(`funds.${action}.message`, { name }),
      confirmLabel: t(`funds.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      `/Admin/funds/${action}`,
      { ...toBody(form.values, termsEditable), ...(fund ? { fundId: fund.id } : {}), reason },
      { done: t(`funds.${action}.done`, { name }) },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t(`funds.${action}.title`)}>
      <FormLayout onSubmit={() => void submit()} submitLabel={t(`funds.${action}.confirm`)} submitting={busy}>
        {LANGS.map((lang) => (
          <FormSection key={lang} title={t(`langs.${lang}`)}>
            <FormRow label={t('funds.fields.name')} required>
              {(control) => (
                <input {...control} {...form.field(`name.${lang}`)} lang={lang} maxLength={120} />
              )}
            </FormRow>
            <FormRow label={t('funds.fields.description')} required>
              {(control) => (
                <textarea
                  {...control}
                  {...form.field(`description.${lang}`)}
                  lang={lang}
                  rows={4}
                  maxLength={4000}
                />
              )}
            </FormRow>
          </FormSection>
        ))}
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
