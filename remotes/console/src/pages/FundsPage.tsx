import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Banner } from '@h5/design-system/Banner';
import { useLang } from '@h5/platform';
import type { AdminFund } from '@h5/api/contract/fund';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { FundDrawer } from '../components/FundDrawer.tsx';
import { FundFormDrawer } from '../components/FundFormDrawer.tsx';
import { FundStatusTag } from '../components/FundStatusTag.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/**
 * `#/console/funds` (finance): every fund with its sales, income pool and shortfall; create and edit
 * funds, change their status, enter NAVs, top up pools and grant trial quotas from a fund's drawer.
 */
export function FundsPage() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const { data, loading, error, reload } = useConsoleData<{ list: AdminFund[] }>('/Admin/funds');
  const funds = data?.list ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminFund | 'new' | null>(null);
  const open = funds.find((fund) => fund.id === openId);
  const short = funds.filter((fund) => fund.shortfall !== '0.00');

  const columns: DataTableColumn<AdminFund>[] = [
    { id: 'id', header: t('funds.columns.id'), cell: (f) => f.id, numeric: true },
    { id: 'name', header: t('funds.columns.name'), cell: (f) => f.name[lang] },
    { id: 'status', header: t('funds.columns.status'), cell: (f) => <FundStatusTag status={f.status} /> },
    {
      id: 'rate',
      header: t('funds.fields.monthlyRatePercent'),
      cell: (f) => `${f.monthlyRatePercent}%`,
      numeric: true,
    },
    { id: 'cycle', header: t('funds.fields.cycleDays'), cell: (f) => f.cycleDays, numeric: true },
    { id: 'sold', header: t('funds.columns.sold'), cell: (f) => <Amount value={f.sold} />, numeric: true },
    {
      id: 'pool',
      header: t('funds.columns.pool'),
      cell: (f) => <Amount value={f.poolBalance} />,
      numeric: true,
    },
    {
      id: 'shortfall',
      header: t('funds.columns.shortfall'),
      cell: (f) => <Amount value={f.shortfall} />,
      numeric: true,
    },
    { id: 'nav', header: t('funds.columns.nav'), cell: (f) => f.latestNav ?? '—', numeric: true },
  ];

  return (
    <ConsolePage
      title={t('nav.funds')}
      description={t('funds.description')}
      actions={<Button onClick={() => setEditing('new')}>{t('funds.create.title')}</Button>}
    >
      {short.length > 0 && (
        <Banner tone="warning" role="status">
          {t('funds.shortBanner', { names: short.map((fund) => fund.name[lang]).join(', ') })}
        </Banner>
      )}
      <DataTable
        caption={t('nav.funds')}
        columns={columns}
        rows={funds}
        rowKey={(f) => String(f.id)}
        total={funds.length}
        page={1}
        pageSize={Math.max(funds.length, 1)}
        onPageChange={() => undefined}
        loading={loading && !data}
        error={Boolean(error)}
        onRetry={reload}
        onRowOpen={(fund) => setOpenId(fund.id)}
        empty={{ title: t('funds.empty') }}
      />
      {open && !editing && (
        <FundDrawer
          fund={open}
          onClose={() => setOpenId(null)}
          onEdit={() => setEditing(open)}
          onChanged={reload}
        />
      )}
      {editing && (
        <FundFormDrawer
          fund={editing === 'new' ? null : editing}
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
