import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Field } from '@h5/design-system/Field';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import { Tabs } from '@h5/design-system/Tabs';
import { useLang } from '@h5/platform';
import type { AdminEquityHolding, AdminEquityOffering, EquityHoldingState } from '@h5/api/contract/equity';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { HoldingDrawer } from '../components/HoldingDrawer.tsx';
import { OfferingDrawer } from '../components/OfferingDrawer.tsx';
import { OfferingFormDrawer } from '../components/OfferingFormDrawer.tsx';
import { HoldingStateTag, OfferingStatusTag } from '../components/ProductTags.tsx';
import { Stacked } from '../components/Stacked.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable, type Paged } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { formatShares } from '../utils/money.ts';

const HOLDING_STATES: readonly EquityHoldingState[] = [
  'locked',
  'expired',
  'buyback_pending',
  'bought_back',
  'force_bought_back',
];

/** Every holding, filtered by offering, member and state; a row opens the holding's drawer. */
function HoldingsTable({
  offerings,
  offeringId: initialOffering,
}: {
  offerings: readonly AdminEquityOffering[];
  offeringId: string;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const list = useServerTable<AdminEquityHolding>('/Admin/equity/holdings', {
    filters: { offeringId: initialOffering },
  });
  const [offeringId, setOfferingId] = useState(initialOffering);
  const [memberId, setMemberId] = useState('');
  const [state, setState] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.table.rows.find((holding) => holding.id === openId);

  const columns: DataTableColumn<AdminEquityHolding>[] = [
    { id: 'holdingNo', header: t('equity.holdingColumns.no'), cell: (h) => h.holdingNo },
    {
      id: 'member',
      header: t('equity.holdingColumns.member'),
      cell: (h) => `${h.memberAccount} (${h.memberId})`,
    },
    { id: 'offering', header: t('equity.holdingColumns.offering'), cell: (h) => h.offeringName },
    {
      id: 'shares',
      header: t('equity.holdingColumns.shares'),
      cell: (h) => formatShares(h.shares),
      numeric: true,
    },
    {
      id: 'amount',
      header: t('equity.holdingColumns.amount'),
      cell: (h) => <Amount value={h.amount} />,
      numeric: true,
    },
    {
      id: 'value',
      header: t('equity.holdingColumns.value'),
      cell: (h) => <Amount value={h.currentValue} />,
      numeric: true,
    },
    { id: 'expiresAt', header: t('equity.holdingColumns.expiresAt'), cell: (h) => dateTime(h.expiresAt) },
    {
      id: 'state',
      header: t('equity.holdingColumns.state'),
      cell: (h) => <HoldingStateTag state={h.state} />,
    },
  ];

  return (
    <>
      <DataTable
        caption={t('equity.tabs.holdings')}
        columns={columns}
        rowKey={(h) => String(h.id)}
        onRowOpen={(h) => setOpenId(h.id)}
        empty={{ title: t('equity.holdingsEmpty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ offeringId, memberId: memberId.trim(), state })}
            onReset={() => {
              setOfferingId('');
              setMemberId('');
              setState('');
              list.applyFilters({});
            }}
          >
            <SelectField
              label={t('equity.holdingColumns.offering')}
              value={offeringId}
              onChange={setOfferingId}
              options={[
                { value: '', label: t('filters.all') },
                ...offerings.map((o) => ({ value: String(o.id), label: `${o.id} · ${o.name[lang]}` })),
              ]}
            />
            <Field
              label={t('filters.memberId')}
              inputMode="numeric"
              value={memberId}
              onChange={(event) => setMemberId(event.target.value)}
            />
            <SelectField
              label={t('equity.holdingColumns.state')}
              value={state}
              onChange={setState}
              options={[
                { value: '', label: t('filters.all') },
                ...HOLDING_STATES.map((value) => ({ value, label: t(`equity.holdingStates.${value}`) })),
              ]}
            />
          </FilterBar>
        }
        {...list.table}
      />
      {open && <HoldingDrawer holding={open} onClose={() => setOpenId(null)} onChanged={list.reload} />}
    </>
  );
}

/**
 * `#/console/equity`: the equity offerings with their prices, sales, pools and what waits for them,
 * and every member's holdings. Finance creates and edits offerings, publishes prices, declares
 * dividends, tops up pools, opens and closes subscriptions and forces buybacks; other roles read.
 */
export function EquityPage() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const canChange = useRoleIn()(['finance']);
  const [tab, setTab] = useState<'offerings' | 'holdings'>('offerings');
  const [holdingsOf, setHoldingsOf] = useState('');
  const list = useServerTable<AdminEquityOffering>('/Admin/equity/offerings');
  // The filter's choices: every offering, not only the table's page.
  const all = useConsoleData<Paged<AdminEquityOffering>>('/Admin/equity/offerings', { page: 1, rows: 100 });
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminEquityOffering | 'new' | null>(null);
  const offerings = list.table.rows;
  const open = offerings.find((offering) => offering.id === openId);
  const short = (all.data?.list ?? []).filter((offering) => offering.shortfall !== '0.00');
  const reload = () => {
    list.reload();
    all.reload();
  };

  const columns: DataTableColumn<AdminEquityOffering>[] = [
    { id: 'id', header: t('equity.columns.id'), cell: (o) => o.id, numeric: true },
    { id: 'name', header: t('equity.columns.name'), cell: (o) => o.name[lang] },
    {
      id: 'status',
      header: t('equity.columns.status'),
      cell: (o) => <OfferingStatusTag status={o.status} />,
    },
    {
      id: 'price',
      header: t('equity.columns.price'),
      cell: (o) => (o.sharePrice ? <Amount value={o.sharePrice} /> : '—'),
      numeric: true,
    },
    { id: 'fee', header: t('equity.columns.fee'), cell: (o) => `${o.feeRatePercent}%`, numeric: true },
    {
      id: 'lock',
      header: t('equity.columns.lock'),
      cell: (o) => t('equity.days', { count: o.lockDays }),
      numeric: true,
    },
    {
      id: 'sold',
      header: t('equity.columns.sold'),
      cell: (o) => `${formatShares(o.sharesSold)} / ${formatShares(o.totalShares)}`,
      numeric: true,
    },
    {
      id: 'pools',
      header: t('equity.columns.pools'),
      cell: (o) => (
        <Stacked>
          <Amount value={o.buybackPool} />
          <Amount value={o.dividendPool} />
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'pending',
      header: t('equity.columns.pending'),
      cell: (o) => (
        <Stacked>
          <span>{t('equity.pendingLine.buybacks', { count: o.pendingBuybacks })}</span>
          <span>{t('equity.pendingLine.dividends', { count: o.pendingDividends })}</span>
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'shortfall',
      header: t('equity.columns.shortfall'),
      cell: (o) => <Amount value={o.shortfall} />,
      numeric: true,
    },
  ];

  return (
    <ConsolePage
      title={t('nav.equity')}
      description={t('equity.description')}
      actions={canChange && <Button onClick={() => setEditing('new')}>{t('equity.create.title')}</Button>}
    >
      {short.length > 0 && (
        <Banner tone="warning" role="status">
          {t('equity.shortBanner', { names: short.map((offering) => offering.name[lang]).join(', ') })}
        </Banner>
      )}
      <Tabs
        label={t('nav.equity')}
        items={[
          { key: 'offerings', label: t('equity.tabs.offerings') },
          { key: 'holdings', label: t('equity.tabs.holdings') },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key as 'offerings' | 'holdings')}
      />
      {tab === 'offerings' ? (
        <DataTable
          caption={t('equity.tabs.offerings')}
          columns={columns}
          rowKey={(o) => String(o.id)}
          onRowOpen={(o) => setOpenId(o.id)}
          empty={{ title: t('equity.empty') }}
          {...list.table}
        />
      ) : (
        <HoldingsTable key={holdingsOf} offerings={all.data?.list ?? []} offeringId={holdingsOf} />
      )}
      {open && !editing && (
        <OfferingDrawer
          offering={open}
          onClose={() => setOpenId(null)}
          onEdit={() => setEditing(open)}
          onShowHoldings={() => {
            setOpenId(null);
            setHoldingsOf(String(open.id));
            setTab('holdings');
          }}
          onChanged={reload}
        />
      )}
      {editing && (
        <OfferingFormDrawer
          offering={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
