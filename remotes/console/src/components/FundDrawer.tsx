import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { FormRow } from '@h5/design-system/FormLayout';
import { useLang } from '@h5/platform';
import type { AdminFund, FundStatus } from '@h5/api/contract/fund';
import { operatorAction } from '../api/operatorAction.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { DailyValueEntry } from './DailyValueEntry.tsx';
import { FundStatusTag } from './FundStatusTag.tsx';
import { InlineForm } from './InlineForm.tsx';
import { PoolTopUp } from './PoolTopUp.tsx';
import { StatusChange } from './StatusChange.tsx';
import styles from './DetailDrawer.module.css';

const STATUSES: readonly FundStatus[] = ['on_sale', 'sold_out', 'closed'];

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
  const name = fund.name[lang];

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
        <StatusChange
          key={fund.status}
          statuses={STATUSES}
          current={fund.status}
          name={name}
          texts="funds.status"
          labels="funds.statuses"
          path="/Admin/funds/status"
          body={{ fundId: fund.id }}
          danger="closed"
          onChanged={onChanged}
        />
        <PoolTopUp
          pools={[
            {
              account: `fund_pool:${fund.id}`,
              label: t('funds.columns.pool'),
              asset: 'INR',
              ...(fund.shortfall !== '0.00' ? { suggested: fund.shortfall } : {}),
            },
          ]}
          name={fund.name['en-us']}
          texts="funds.topUp"
          onDone={onChanged}
        />
        <DailyValueEntry
          path="/Admin/funds/nav"
          body={{ fundId: fund.id }}
          valueKey="nav"
          decimals={4}
          name={fund.name['en-us']}
          texts="funds.nav"
          onSaved={onChanged}
        />
        <TrialGrant fund={fund} />
      </div>
    </Drawer>
  );
}
