import { useEffect, useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import type { DividendPreview, DividendRunView } from '@h5/api/contract/dividend';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { DividendPayoutsDrawer } from '../components/DividendPayoutsDrawer.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './DividendsPage.module.css';
import { dividendPartColumns } from '../components/dividendPartColumns.tsx';

/** Basis points as a percentage with two decimals ("1.25"), in integers. */
const percent = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/**
 * `#/console/dividends` (finance): the VIP5 weekly reserve dividend (ADR 0031): the weekly share with
 * a reason, what a run now would pay and its largest parts, running the ended week now (reason,
 * audited), and the paid runs, each opening its payouts.
 */
export function DividendsPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const preview = useConsoleData<DividendPreview>('/Admin/dividends/preview');
  const runs = useServerTable<DividendRunView>('/Admin/dividends');
  const form = useFormValues({ shareBps: '' });
  const { setValues } = form;
  const [open, setOpen] = useState<DividendRunView | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (preview.data) setValues({ shareBps: String(preview.data.shareBps) });
  }, [preview.data, setValues]);

  const save = async () => {
    const { shareBps } = form.values;
    const reason = await confirmWithReason({
      title: t('dividends.confirmShareTitle'),
      message: t('dividends.confirmShareMessage', { shareBps: shareBps.trim() }),
      confirmLabel: t('dividends.save'),
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/dividends/settings',
      { shareBps: shareBps.trim(), reason },
      { done: t('dividends.saved') },
    );
    if (done) preview.reload();
  };

  const runNow = async () => {
    const data = preview.data;
    if (!data) return;
    const reason = await confirmWithReason({
      title: t('dividends.confirmRunTitle', { week: data.week }),
      message: t('dividends.confirmRunMessage', { total: formatInr(data.total), members: data.paid }),
      confirmLabel: t('dividends.runNow'),
      danger: true,
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction<DividendRunView>(
      '/Admin/dividends/run',
      { reason },
      { done: t('dividends.ran') },
    );
    setBusy(false);
    if (done) {
      preview.reload();
      runs.reload();
    }
  };

  const data = preview.data;
  const partColumns = dividendPartColumns(t);
  const runColumns: DataTableColumn<DividendRunView>[] = [
    { id: 'week', header: t('dividends.columns.week'), cell: (run) => run.week },
    {
      id: 'share',
      header: t('dividends.columns.share'),
      cell: (run) => `${percent(run.shareBps)} %`,
      numeric: true,
    },
    {
      id: 'reserve',
      header: t('dividends.columns.reserve'),
      cell: (run) => <Amount value={run.reserve} currency="INR" />,
      numeric: true,
    },
    {
      id: 'total',
      header: t('dividends.columns.total'),
      cell: (run) => <Amount value={run.total} currency="INR" />,
      numeric: true,
    },
    { id: 'members', header: t('dividends.columns.members'), cell: (run) => run.members, numeric: true },
    { id: 'actor', header: t('dividends.columns.actor'), cell: (run) => run.actor },
    { id: 'finishedAt', header: t('dividends.columns.paidAt'), cell: (run) => dateTime(run.finishedAt) },
  ];

  return (
    <ConsolePage
      title={t('nav.dividends')}
      description={t('dividends.description')}
      actions={
        <Button loading={busy} disabled={!data?.due || data.shareBps === 0} onClick={() => void runNow()}>
          {t('dividends.runNow')}
        </Button>
      }
    >
      <StatGrid label={t('dividends.preview')}>
        <StatCard
          label={t('dividends.week')}
          value={data?.week ?? ''}
          hint={data ? t(data.due ? 'dividends.due' : 'dividends.notDue') : undefined}
          tone={data?.due && data.shareBps > 0 ? 'warning' : 'neutral'}
          loading={!data}
        />
        <StatCard
          label={t('dividends.share')}
          value={data ? (data.shareBps ? `${percent(data.shareBps)} %` : t('dividends.off')) : ''}
          hint={data ? t('dividends.reserveIs', { reserve: formatInr(data.reserve) }) : undefined}
          loading={!data}
        />
        <StatCard
          label={t('dividends.total')}
          value={data ? formatInr(data.total) : ''}
          hint={data ? t('dividends.membersHint', { paid: data.paid, members: data.members }) : undefined}
          loading={!data}
        />
      </StatGrid>
      <FormLayout onSubmit={() => void save()} submitLabel={t('dividends.save')}>
        <FormSection title={t('dividends.settings')} description={t('dividends.settingsHelp')}>
          <FormRow label={t('dividends.shareBps')} required help={t('dividends.shareBpsHelp')}>
            {(control) => <input {...control} {...form.field('shareBps')} inputMode="numeric" />}
          </FormRow>
        </FormSection>
      </FormLayout>
      <section className={styles.section} aria-labelledby="dividends-top">
        <h2 id="dividends-top" className={styles.heading}>
          {t('dividends.topParts')}
        </h2>
        <DataTable
          caption={t('dividends.topParts')}
          columns={partColumns}
          rows={data?.top ?? []}
          rowKey={(part) => String(part.memberId)}
          total={data?.top.length ?? 0}
          page={1}
          pageSize={Math.max(1, data?.top.length ?? 10)}
          onPageChange={() => undefined}
          loading={!data}
          empty={{ title: t('dividends.noParts') }}
        />
      </section>
      <section className={styles.section} aria-labelledby="dividends-history">
        <h2 id="dividends-history" className={styles.heading}>
          {t('dividends.history')}
        </h2>
        <DataTable
          caption={t('dividends.history')}
          columns={runColumns}
          rowKey={(run) => String(run.id)}
          onRowOpen={setOpen}
          empty={{ title: t('dividends.noRuns') }}
          {...runs.table}
        />
      </section>
      {open && <DividendPayoutsDrawer run={open} onClose={() => setOpen(null)} />}
    </ConsolePage>
  );
}
