import { useMemo, useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { FormRow } from '@h5/design-system/FormLayout';
import { LineChart } from '@h5/design-system/LineChart';
import { useLang } from '@h5/platform';
import type { AdminFund, FundNavPoint, FundStatus } from '@h5/api/contract/fund';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { FundStatusTag } from './FundStatusTag.tsx';
import { InlineForm } from './InlineForm.tsx';
import styles from './DetailDrawer.module.css';

const STATUSES: readonly FundStatus[] = ['on_sale', 'sold_out', 'closed'];

/** Today in the browser, as the NAV form's default day (YYYY-MM-DD). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The NAV series with the value being entered drawn in, so a typo shows as a spike before it is saved. */
function NavEntry({ fund, onSaved }: { fund: AdminFund; onSaved: () => void }) {
  const { t } = useConsoleTranslation();
  const series = useConsoleData<{ list: FundNavPoint[] }>('/Admin/funds/nav', { fundId: fund.id });
  const form = useFormValues({ date: today(), nav: '' });
  const [busy, setBusy] = useState(false);
  const points = useMemo(() => {
    const saved = (series.data?.list ?? []).filter((point) => point.date !== form.values.date);
    const entered = Number(form.values.nav);
    const all = [
      ...saved,
      ...(form.values.nav && Number.isFinite(entered)
        ? [{ date: form.values.date, nav: form.values.nav }]
        : []),
    ];
    return all
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(-60)
      .map((point) => ({ label: point.date, shortLabel: point.date.slice(5), value: Number(point.nav) }));
  }, [series.data, form.values]);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t('funds.nav.title'),
      message: t('funds.nav.message', { name: fund.name['en-us'], ...form.values }),
      confirmLabel: t('funds.nav.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/funds/nav',
      { fundId: fund.id, ...form.values, reason },
      { done: t('funds.nav.done') },
    );
    setBusy(false);
    if (done) {
      series.reload();
      onSaved();
    }
  };

  return (
    <InlineForm
      title={t('funds.nav.title')}
      description={t('funds.nav.hint')}
      submitLabel={t('funds.nav.confirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <LineChart
        points={points}
        label={t('funds.nav.chart')}
        decimals={4}
        height={180}
        loading={series.loading && !series.data}
      />
      <FormRow label={t('funds.nav.date')} required>
        {(control) => <input {...control} {...form.field('date')} type="date" />}
      </FormRow>
      <FormRow label={t('funds.nav.value')} required help={t('funds.nav.valueHelp')}>
        {(control) => <input {...control} {...form.field('nav')} inputMode="decimal" />}
      </FormRow>
    </InlineForm>
  );
}

/** Tops up the fund's income pool from outside capital: an audited journal entry, sent once. */
function PoolTopUp({ fund, onDone }: { fund: AdminFund; onDone: () => void }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ amount: fund.shortfall !== '0.00' ? fund.shortfall : '', memo: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t('funds.topUp.title'),
      message: t('funds.topUp.message', { name: fund.name['en-us'], amount: formatInr(form.values.amount) }),
      confirmLabel: t('funds.topUp.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/pool/fund',
      {
        account: `fund_pool:${fund.id}`,
        asset: 'INR',
        amount: form.values.amount.trim(),
        memo: form.values.memo.trim() || reason,
      },
      { done: t('funds.topUp.done'), idempotent: true },
    );
    setBusy(false);
    if (done) {
      form.reset();
      onDone();
    }
  };

  return (
    <InlineForm
      title={t('funds.topUp.title')}
      description={t('funds.topUp.hint')}
      submitLabel={t('funds.topUp.confirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormRow label={t('funds.topUp.amount')} required>
        {(control) => <input {...control} {...form.field('amount')} inputMode="decimal" />}
      </FormRow>
      <FormRow label={t('funds.topUp.memo')} help={t('funds.topUp.memoHelp')}>
        {(control) => <input {...control} {...form.field('memo')} maxLength={255} />}
      </FormRow>
    </InlineForm>
  );
}

/** Grants a member a trial quota on this fund: one order whose principal promotions lends. */
function TrialGrant({ fund }: { fund: AdminFund }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ memberId: '', amount: '', days: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t('funds.trial.title'),
      message: t('funds.trial.message', {
        memberId: form.values.memberId,
        amount: formatInr(form.values.amount),
        name: fund.name['en-us'],
      }),
      confirmLabel: t('funds.trial.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const { memberId, amount, days } = form.values;
    const done = await operatorAction(
      '/Admin/trial/grant',
      { memberId, amount, fundId: fund.id, reason, ...(days ? { days } : {}) },
      { done: t('funds.trial.done', { memberId }) },
    );
    setBusy(false);
    if (done) form.reset();
  };

  return (
    <InlineForm
      title={t('funds.trial.title')}
      description={t('funds.trial.hint')}
      submitLabel={t('funds.trial.confirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormRow label={t('funds.trial.memberId')} required>
        {(control) => <input {...control} {...form.field('memberId')} inputMode="numeric" />}
      </FormRow>
      <FormRow label={t('funds.trial.amount')} required>
        {(control) => <input {...control} {...form.field('amount')} inputMode="decimal" />}
      </FormRow>
      <FormRow label={t('funds.trial.days')} help={t('funds.trial.daysHelp')}>
        {(control) => <input {...control} {...form.field('days')} inputMode="numeric" />}
      </FormRow>
    </InlineForm>
  );
}

/**
 * One fund: how it stands (sales, pool, what waits for the pool), its sale status, its NAV series
 * with a new day's value, a pool top-up and trial quotas.
 */
export function FundDrawer({
  fund,
  onClose,
  onEdit,
  onChanged,
}: {
  fund: AdminFund;
  onClose: () => void;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<FundStatus>(fund.status);
  const name = fund.name[lang];

  const changeStatus = async () => {
    const reason = await confirmWithReason({
      title: t('funds.status.title', { name }),
      message: t(`funds.status.message.${status}`, { name }),
      confirmLabel: t('funds.status.confirm'),
      danger: status === 'closed',
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/funds/status',
      { fundId: fund.id, status, reason },
      { done: t('funds.status.done', { name }) },
    );
    if (done) onChanged();
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('funds.detailOf', { id: fund.id })}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit}>
            {t('funds.update.title')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('funds.columns.status'), value: <FundStatusTag status={fund.status} /> },
            { label: t('funds.fields.cycleDays'), value: t('funds.days', { count: fund.cycleDays }) },
            {
              label: t('funds.fields.monthlyRatePercent'),
              value: `${fund.monthlyRatePercent}% (${t('funds.memberShare')} ${fund.memberMonthlyRatePercent}%)`,
            },
            { label: t('funds.fields.minimum'), value: <Amount value={fund.minimum} /> },
            { label: t('funds.fields.maximumPerMember'), value: <Amount value={fund.maximumPerMember} /> },
            {
              label: t('funds.columns.sold'),
              value: (
                <>
                  <Amount value={fund.sold} /> / <Amount value={fund.totalSize} />
                </>
              ),
            },
            {
              label: t('funds.columns.orders'),
              value: t('funds.ordersOf', { inProgress: fund.ordersInProgress, total: fund.ordersTotal }),
            },
            { label: t('funds.columns.pool'), value: <Amount value={fund.poolBalance} /> },
            {
              label: t('funds.pending'),
              value: (
                <>
                  {fund.pendingPayouts} · <Amount value={fund.pendingIncome} />
                </>
              ),
            },
            { label: t('funds.columns.shortfall'), value: <Amount value={fund.shortfall} /> },
            {
              label: t('funds.columns.nav'),
              value: fund.latestNav ? `${fund.latestNav} (${fund.latestNavDate})` : '—',
            },
            { label: t('funds.updatedAt'), value: dateTime(fund.updatedAt) },
          ]}
        />
        <InlineForm
          title={t('funds.status.section')}
          submitLabel={t('funds.status.confirm')}
          onSubmit={() => void changeStatus()}
        >
          <FormRow label={t('funds.columns.status')}>
            {(control) => (
              <select
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as FundStatus)}
              >
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`funds.statuses.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
        </InlineForm>
        <PoolTopUp fund={fund} onDone={onChanged} />
        <NavEntry fund={fund} onSaved={onChanged} />
        <TrialGrant fund={fund} />
      </div>
    </Drawer>
  );
}
