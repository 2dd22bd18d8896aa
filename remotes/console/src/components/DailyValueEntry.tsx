import { useMemo, useState } from 'react';
import { FormRow } from '@h5/design-system/FormLayout';
import { LineChart } from '@h5/design-system/LineChart';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';
import styles from './DetailDrawer.module.css';

/** Today in the browser, as the form's default day (YYYY-MM-DD). */
/** Today on the platform's calendar (India, ADR 0024), wherever the operator's browser is. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * A published daily value (a fund's NAV, a share price): its series as a chart with the value being
 * entered drawn in, so a typo shows as a spike before it is saved, and the form that saves a day's
 * value (`{ ...body, date, [valueKey], reason }` to `path`). Texts under `texts`: title, hint, chart,
 * date, value, valueHelp, confirm, message (name, date, value), done.
 */
export function DailyValueEntry({
  path,
  seriesPath = path,
  body,
  valueKey,
  decimals,
  name,
  texts,
  canChange = true,
  onSaved,
}: {
  path: string;
  seriesPath?: string;
  /** The product's id (`{ fundId }`), sent with the series' query and the new value. */
  body: Record<string, string | number>;
  valueKey: string;
  decimals: number;
  name: string;
  texts: string;
  /** False for a role that may only read: the chart alone. */
  canChange?: boolean;
  onSaved: () => void;
}) {
  const { t } = useConsoleTranslation();
  const series = useConsoleData<{ list: ({ date: string } & Record<string, string>)[] }>(seriesPath, body);
  const form = useFormValues({ date: today(), value: '' });
  const [busy, setBusy] = useState(false);
  const { date, value } = form.values;
  const points = useMemo(() => {
    const saved = (series.data?.list ?? [])
      .filter((point) => point.date !== date)
      .map((point) => ({ date: point.date, value: Number(point[valueKey]) }));
    const entered = Number(value);
    const all = [...saved, ...(value && Number.isFinite(entered) ? [{ date, value: entered }] : [])];
    return all
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(-60)
      .map((point) => ({ label: point.date, shortLabel: point.date.slice(5), value: point.value }));
  }, [series.data, date, value, valueKey]);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t(`${texts}.title`),
      message: t(`${texts}.message`, { name, date, value: value.trim() }),
      confirmLabel: t(`${texts}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      path,
      { ...body, date, [valueKey]: value.trim(), reason },
      { done: t(`${texts}.done`) },
    );
    setBusy(false);
    if (done) {
      form.setValues((values) => ({ ...values, value: '' }));
      series.reload();
      onSaved();
    }
  };

  const chart = (
    <LineChart
      points={points}
      label={t(`${texts}.chart`)}
      decimals={decimals}
      height={180}
      loading={series.loading && !series.data}
    />
  );
  if (!canChange)
    return (
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t(`${texts}.chart`)}</h3>
        {chart}
      </section>
    );

  return (
    <InlineForm
      title={t(`${texts}.title`)}
      description={t(`${texts}.hint`)}
      submitLabel={t(`${texts}.confirm`)}
      busy={busy}
      onSubmit={() => void submit()}
    >
      {chart}
      <FormRow label={t(`${texts}.date`)} required>
        {(control) => <input {...control} {...form.field('date')} type="date" />}
      </FormRow>
      <FormRow label={t(`${texts}.value`)} required help={t(`${texts}.valueHelp`)}>
        {(control) => <input {...control} {...form.field('value')} inputMode="decimal" />}
      </FormRow>
    </InlineForm>
  );
}
