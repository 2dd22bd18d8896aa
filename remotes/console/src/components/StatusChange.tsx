import { useState } from 'react';
import { FormRow } from '@h5/design-system/FormLayout';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';

/**
 * Changes a product's status (a fund's sale, an offering's subscription, a plan) after saying what
 * it means and asking why. Texts under `texts`: section, title and done with the name, message.<status>,
 * confirm; each status's label under `labels`.
 */
export function StatusChange<S extends string>({
  statuses,
  current,
  name,
  texts,
  labels,
  path,
  body,
  danger,
  onChanged,
}: {
  statuses: readonly S[];
  current: S;
  name: string;
  texts: string;
  labels: string;
  path: string;
  /** The request without `status` and `reason` (`{ fundId }`). */
  body: Record<string, unknown>;
  /** The status that stops sales, asked in the danger tone. */
  danger: S;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const [status, setStatus] = useState<S>(current);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t(`${texts}.title`, { name }),
      message: t(`${texts}.message.${status as string}`, { name }),
      confirmLabel: t(`${texts}.confirm`),
      danger: status === danger,
    });
    if (reason === null) return;
    const done = await operatorAction(
      path,
      { ...body, status, reason },
      { done: t(`${texts}.done`, { name }) },
    );
    if (done) onChanged();
  };

  return (
    <InlineForm
      title={t(`${texts}.section`)}
      submitLabel={t(`${texts}.confirm`)}
      onSubmit={() => void submit()}
    >
      <FormRow label={t(`${texts}.label`)}>
        {(control) => (
          <select {...control} value={status} onChange={(event) => setStatus(event.target.value as S)}>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`${labels}.${value as string}`)}
              </option>
            ))}
          </select>
        )}
      </FormRow>
    </InlineForm>
  );
}
