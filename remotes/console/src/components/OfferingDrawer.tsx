import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { FormRow } from '@h5/design-system/FormLayout';
import { useLang } from '@h5/platform';
import type {
  AdminEquityDividend,
  AdminEquityOffering,
  EquityOfferingStatus,
  ForceBuybackAnswer,
} from '@h5/api/contract/equity';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { DailyValueEntry } from './DailyValueEntry.tsx';
import { InlineForm } from './InlineForm.tsx';
import { DrawerSection } from './MemberDrawer.tsx';
import { PoolTopUp, suggest } from './PoolTopUp.tsx';
import { OfferingStatusTag } from './ProductTags.tsx';
import { StatusChange } from './StatusChange.tsx';
import { formatShares, lackOf } from '../utils/money.ts';
import styles from './DetailDrawer.module.css';

const STATUSES: readonly EquityOfferingStatus[] = ['subscribing', 'closed'];

/** The offering's dividends, newest first, and the form that declares one for a period. */
function Dividends({
  offering,
  canChange,
  onChanged,
}: {
  offering: AdminEquityOffering;
  canChange: boolean;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useConsoleData<{ list: AdminEquityDividend[] }>('/Admin/equity/dividends', {
    offeringId: offering.id,
  });
  const form = useFormValues({ period: '', perShare: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { period, perShare } = form.values;
    const reason = await confirmWithReason({
      title: t('equity.dividend.title'),
      message: t('equity.dividend.message', {
        name: offering.name['en-us'],
        period: period.trim(),
        perShare: formatInr(perShare.trim()),
        holdings: offering.holdingsHeld,
      }),
      confirmLabel: t('equity.dividend.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/equity/dividend',
      { offeringId: offering.id, period: period.trim(), perShare: perShare.trim(), reason },
      { done: t('equity.dividend.done', { period: period.trim() }), idempotent: true },
    );
    setBusy(false);
    if (done) {
      form.reset();
      list.reload();
      onChanged();
    }
  };

  const rows = (list.data?.list ?? []).map((dividend) => (
    <li key={dividend.id} className={styles.row}>
      <span>
        <strong>{dividend.period}</strong> ·{' '}
        {t('equity.dividend.perShareOf', { amount: formatInr(dividend.perShare) })}
        <br />
        <span className={styles.quiet}>
          {t(`equity.dividend.states.${dividend.state}`)} · {dateTime(dividend.createdAt)} ·{' '}
          {dividend.declaredBy}
        </span>
      </span>
      <span>
        {t('equity.dividend.payouts', { count: dividend.payouts })} · <Amount value={dividend.paid} />
        {dividend.pending !== '0.00' && (
          <>
            {' '}
            ({t('equity.dividend.pendingOf')} <Amount value={dividend.pending} />)
          </>
        )}
      </span>
    </li>
  ));

  return (
    <>
      <DrawerSection title={t('equity.dividend.list')} empty={t('equity.dividend.empty')}>
        {rows}
      </DrawerSection>
      {canChange && (
        <InlineForm
          title={t('equity.dividend.title')}
          description={t('equity.dividend.hint')}
          submitLabel={t('equity.dividend.confirm')}
          busy={busy}
          onSubmit={() => void submit()}
        >
          <FormRow label={t('equity.dividend.period')} required help={t('equity.dividend.periodHelp')}>
            {(control) => <input {...control} {...form.field('period')} maxLength={32} />}
          </FormRow>
          <FormRow label={t('equity.dividend.perShare')} required help={t('equity.dividend.perShareHelp')}>
            {(control) => <input {...control} {...form.field('perShare')} inputMode="decimal" />}
          </FormRow>
        </InlineForm>
      )}
    </>
  );
}

/** Buys back every expired holding of the offering at today's price, with a reason the members see. */
function ForceBuybackAll({ offering, onChanged }: { offering: AdminEquityOffering; onChanged: () => void }) {
  const { t } = useConsoleTranslation();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const reason = await confirmWithReason({
      title: t('equity.forceAll.title'),
      message: t('equity.forceAll.message', {
        name: offering.name['en-us'],
        count: offering.expiredHeld,
        amount: formatInr(offering.expiredValue),
      }),
      confirmLabel: t('equity.forceAll.confirm'),
      danger: true,
    });
    if (reason === null) return;
    setBusy(true);
    const answer = await operatorAction<ForceBuybackAnswer>(
      '/Admin/equity/force-buyback',
      { offeringId: offering.id, reason },
      { done: t('equity.forceAll.done'), idempotent: true },
    );
    setBusy(false);
    if (answer) onChanged();
  };

  return (
    <InlineForm
      title={t('equity.forceAll.title')}
      description={t('equity.forceAll.hint', {
        count: offering.expiredHeld,
        amount: formatInr(offering.expiredValue),
      })}
      submitLabel={t('equity.forceAll.confirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      {null}
    </InlineForm>
  );
}

/**
 * One equity offering: how it stands (price, shares, pools, what waits for them), its price series
 * with a day's new price, dividends, and for finance: a forced buyback of every expired holding,
 * pool top-ups, opening and closing subscriptions, and editing.
 */
export function OfferingDrawer({
  offering,
  onClose,
  onEdit,
  onShowHoldings,
  onChanged,
}: {
  offering: AdminEquityOffering;
  onClose: () => void;
  onEdit: () => void;
  onShowHoldings: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const canChange = useRoleIn()(['finance']);
  const name = offering.name[lang];

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('equity.detailOf', { id: offering.id })}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onShowHoldings}>
            {t('equity.showHoldings')}
          </Button>
          {canChange && (
            <Button variant="secondary" onClick={onEdit}>
              {t('equity.update.title')}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('equity.columns.status'), value: <OfferingStatusTag status={offering.status} /> },
            {
              label: t('equity.columns.price'),
              value: offering.sharePrice ? (
                <>
                  <Amount value={offering.sharePrice} /> ({offering.priceDate})
                </>
              ) : (
                t('equity.noPrice')
              ),
            },
            { label: t('equity.fields.feeRatePercent'), value: `${offering.feeRatePercent}%` },
            { label: t('equity.fields.lockDays'), value: t('equity.days', { count: offering.lockDays }) },
            {
              label: t('equity.columns.sold'),
              value: t('equity.sharesOf', {
                sold: formatShares(offering.sharesSold),
                total: formatShares(offering.totalShares),
              }),
            },
            { label: t('equity.holdingsHeld'), value: offering.holdingsHeld },
            {
              label: t('equity.expiredHeld'),
              value: (
                <>
                  {offering.expiredHeld} · <Amount value={offering.expiredValue} />
                </>
              ),
            },
            { label: t('equity.buybackPool'), value: <Amount value={offering.buybackPool} /> },
            { label: t('equity.dividendPool'), value: <Amount value={offering.dividendPool} /> },
            {
              label: t('equity.pendingBuybacks'),
              value: (
                <>
                  {offering.pendingBuybacks} · <Amount value={offering.pendingBuybackAmount} />
                </>
              ),
            },
            {
              label: t('equity.pendingDividends'),
              value: (
                <>
                  {offering.pendingDividends} · <Amount value={offering.pendingDividendAmount} />
                </>
              ),
            },
            { label: t('equity.columns.shortfall'), value: <Amount value={offering.shortfall} /> },
            { label: t('equity.updatedAt'), value: dateTime(offering.updatedAt) },
          ]}
        />
        {canChange && (
          <StatusChange
            key={offering.status}
            statuses={STATUSES}
            current={offering.status}
            name={name}
            texts="equity.status"
            labels="equity.statuses"
            path="/Admin/equity/offerings/status"
            body={{ offeringId: offering.id }}
            danger="closed"
            onChanged={onChanged}
          />
        )}
        <DailyValueEntry
          path="/Admin/equity/price"
          seriesPath="/Admin/equity/prices"
          body={{ offeringId: offering.id }}
          valueKey="price"
          decimals={2}
          name={offering.name['en-us']}
          texts="equity.price"
          canChange={canChange}
          onSaved={onChanged}
        />
        {canChange && (
          <PoolTopUp
            pools={[
              {
                account: `equity_buyback_pool:${offering.id}`,
                label: t('equity.buybackPool'),
                asset: 'INR',
                ...suggest(lackOf(offering.pendingBuybackAmount, offering.buybackPool)),
              },
              {
                account: `equity_dividend_pool:${offering.id}`,
                label: t('equity.dividendPool'),
                asset: 'INR',
                ...suggest(lackOf(offering.pendingDividendAmount, offering.dividendPool)),
              },
            ]}
            name={offering.name['en-us']}
            texts="equity.topUp"
            onDone={onChanged}
          />
        )}
        {canChange && offering.expiredHeld > 0 && (
          <ForceBuybackAll offering={offering} onChanged={onChanged} />
        )}
        <Dividends offering={offering} canChange={canChange} onChanged={onChanged} />
      </div>
    </Drawer>
  );
}
