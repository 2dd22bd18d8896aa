import { useState } from 'react';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminEquityOffering } from '@h5/api/contract/equity';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { formBody, formName, LocalizedTextFields, textValues, type TextKey } from './LocalizedTextFields.tsx';

type Key = TextKey | 'feeRatePercent' | 'lockDays' | 'totalShares' | 'sharePrice';

const TERMS = ['feeRatePercent', 'lockDays', 'totalShares'] as const;

function initialValues(offering: AdminEquityOffering | null): Record<Key, string> {
  return {
    ...textValues(offering),
    feeRatePercent: offering?.feeRatePercent ?? '',
    lockDays: offering ? String(offering.lockDays) : '',
    totalShares: offering?.totalShares ?? '',
    sharePrice: '',
  };
}

/**
 * Creates an equity offering (its texts in three languages, fee, lock term, shares and first price,
 * published for today), or edits one; later prices are published from its drawer.
 */
export function OfferingFormDrawer({
  offering,
  onClose,
  onDone,
}: {
  offering: AdminEquityOffering | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const form = useFormValues(initialValues(offering));
  const [busy, setBusy] = useState(false);
  const action = offering ? 'update' : 'create';

  const submit = async () => {
    const name = formName(form.values);
    const reason = await confirmWithReason({
      title: t(`equity.${action}.title`),
      message: t(`equity.${action}.message`, { name }),
      confirmLabel: t(`equity.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      `/Admin/equity/offerings/${action}`,
      {
        ...formBody(form.values, offering ? ['sharePrice'] : []),
        ...(offering ? { offeringId: offering.id } : {}),
        reason,
      },
      { done: t(`equity.${action}.done`, { name }) },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t(`equity.${action}.title`)}>
      <FormLayout
        onSubmit={() => void submit()}
        submitLabel={t(`equity.${action}.confirm`)}
        submitting={busy}
      >
        <LocalizedTextFields field={form.field} />
        <FormSection title={t('equity.fields.terms')} description={t('equity.fields.termsHint')}>
          {TERMS.map((key) => (
            <FormRow
              key={key}
              label={t(`equity.fields.${key}`)}
              required
              help={t(`equity.fields.${key}Help`)}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.field(key)}
                  inputMode={key === 'lockDays' ? 'numeric' : 'decimal'}
                />
              )}
            </FormRow>
          ))}
          {!offering && (
            <FormRow label={t('equity.fields.sharePrice')} required help={t('equity.fields.sharePriceHelp')}>
              {(control) => <input {...control} {...form.field('sharePrice')} inputMode="decimal" />}
            </FormRow>
          )}
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}
