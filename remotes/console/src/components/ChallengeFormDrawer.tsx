import { useState } from 'react';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminChallenge } from '@h5/api/contract/challenge';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { formBody, formName, LocalizedTextFields, textValues } from './LocalizedTextFields.tsx';

const LEVELS = [0, 1, 2, 3, 4, 5];

/** A `datetime-local` value (the browser's zone) as the instant the API takes; as typed when unreadable. */
const instant = (local: string) => {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
};

/**
 * Publishes a challenge: title and description in three languages, the window (the browser's
 * zone), the VIP level to apply, the targets and the reward; the reason is asked on confirming.
 */
export function ChallengeFormDrawer({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({
    ...textValues(null),
    startsAt: '',
    endsAt: '',
    minVipLevel: '0',
    minInvested: '',
    minReferrals: '',
    reward: '',
  });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const title = formName(form.values);
    const reason = await confirmWithReason({
      title: t('challenges.create.title'),
      message: t('challenges.create.message', { title, reward: form.values.reward }),
      confirmLabel: t('challenges.create.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const { startsAt, endsAt, ...rest } = form.values;
    const body = Object.fromEntries(
      Object.entries(formBody(rest)).map(([key, value]) => [key.replace(/^name\[/, 'title['), value]),
    );
    const done = await operatorAction<AdminChallenge>(
      '/Admin/challenges',
      { ...body, startsAt: instant(startsAt), endsAt: instant(endsAt), reason },
      { done: t('challenges.create.done', { title }) },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('challenges.create.title')}>
      <FormLayout
        onSubmit={() => void submit()}
        submitLabel={t('challenges.create.confirm')}
        submitting={busy}
      >
        <LocalizedTextFields field={form.field} nameLabel={t('challenges.fields.title')} />
        <FormSection title={t('challenges.fields.window')} description={t('challenges.fields.windowHint')}>
          <FormRow label={t('challenges.fields.startsAt')} required>
            {(control) => <input {...control} {...form.field('startsAt')} type="datetime-local" />}
          </FormRow>
          <FormRow label={t('challenges.fields.endsAt')} required>
            {(control) => <input {...control} {...form.field('endsAt')} type="datetime-local" />}
          </FormRow>
        </FormSection>
        <FormSection title={t('challenges.fields.rules')} description={t('challenges.fields.rulesHint')}>
          <FormRow label={t('challenges.fields.minVipLevel')} required>
            {(control) => (
              <select {...control} {...form.field('minVipLevel')}>
                {LEVELS.map((level) => (
                  <option key={level} value={String(level)}>
                    {t('challenges.level', { level })}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('challenges.fields.minInvested')} help={t('challenges.fields.minInvestedHelp')}>
            {(control) => <input {...control} {...form.field('minInvested')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('challenges.fields.minReferrals')} help={t('challenges.fields.minReferralsHelp')}>
            {(control) => <input {...control} {...form.field('minReferrals')} inputMode="numeric" />}
          </FormRow>
          <FormRow label={t('challenges.fields.reward')} required help={t('challenges.fields.rewardHelp')}>
            {(control) => <input {...control} {...form.field('reward')} inputMode="decimal" />}
          </FormRow>
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}
