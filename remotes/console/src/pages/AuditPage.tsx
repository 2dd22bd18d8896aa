import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { Field } from '@h5/design-system/Field';
import { FilterBar } from '@h5/design-system/FilterBar';
import type { OperatorActionItem } from '@h5/api/contract/audit';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from '../components/DetailDrawer.module.css';

/** `#/console/audit` (admin): every operator action with who, what, when and why, newest first. */
export function AuditPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<OperatorActionItem>('/Admin/audit', {
    sort: { columnId: 'createdAt', direction: 'desc' },
  });
  const filters = useFormValues({ actor: '', action: '', from: '', to: '' });
  const [open, setOpen] = useState<OperatorActionItem | null>(null);

  const columns: DataTableColumn<OperatorActionItem>[] = [
    { id: 'createdAt', header: t('audit.columns.when'), cell: (a) => dateTime(a.createdAt), sortable: true },
    { id: 'actor', header: t('audit.columns.who'), cell: (a) => a.actor },
    { id: 'action', header: t('audit.columns.what'), cell: (a) => a.action },
    { id: 'reason', header: t('audit.columns.why'), cell: (a) => a.reason ?? '—' },
  ];

  return (
    <ConsolePage title={t('nav.audit')} description={t('audit.description')}>
      <DataTable
        caption={t('nav.audit')}
        columns={columns}
        rowKey={(a) => String(a.id)}
        onRowOpen={setOpen}
        empty={{ title: t('audit.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ ...filters.values })}
            onReset={() => {
              filters.reset();
              list.applyFilters({});
            }}
          >
            <Field
              label={t('audit.columns.who')}
              placeholder="operator:finance1"
              {...filters.field('actor')}
            />
            <Field
              label={t('audit.columns.what')}
              placeholder="withdrawal.approve"
              {...filters.field('action')}
            />
            <Field label={t('filters.from')} type="date" {...filters.field('from')} />
            <Field label={t('filters.to')} type="date" {...filters.field('to')} />
          </FilterBar>
        }
        {...list.table}
      />
      {open && (
        <Drawer
          open
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={open.action}
          description={t('audit.detailOf', { who: open.actor, when: dateTime(open.createdAt) })}
        >
          <div className={styles.body}>
            <FactList
              facts={[
                { label: t('audit.columns.when'), value: dateTime(open.createdAt) },
                { label: t('audit.columns.who'), value: open.actor },
                { label: t('audit.columns.what'), value: open.action },
                { label: t('audit.columns.why'), value: open.reason ?? '—' },
              ]}
            />
            <pre className={styles.code}>{JSON.stringify(open.detail, null, 2)}</pre>
          </div>
        </Drawer>
      )}
    </ConsolePage>
  );
}
