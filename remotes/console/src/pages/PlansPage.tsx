import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import type { AdminPlan, PlanState } from '@h5/api/contract/plans';
import { CommunityPlanReview } from '../components/CommunityPlanReview.tsx';
import { CommunityPlanStateTag } from '../components/CommunityPlanStateTag.tsx';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const STATES: readonly PlanState[] = ['review', 'success', 'rejected'];

/**
 * `#/console/plans`: the community plans members submitted, those under review first and the oldest
 * of them on top (the API's order). A row opens the plan with its poster and video; reviewers approve
 * it or refuse it with a reason, and the queue is asked again.
 */
export function PlansPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<AdminPlan>('/Admin/plans', { filters: { state: 'review' } });
  const [state, setState] = useState<string>('review');
  const [open, setOpen] = useState<AdminPlan | null>(null);

  const columns: DataTableColumn<AdminPlan>[] = [
    { id: 'id', header: t('plans.columns.id'), cell: (p) => `#${p.id}`, numeric: true },
    { id: 'kind', header: t('plans.fields.kind'), cell: (p) => t(`plans.kind.${p.kind}`) },
    { id: 'theme', header: t('plans.fields.theme'), cell: (p) => p.theme },
    { id: 'date', header: t('plans.fields.date'), cell: (p) => p.date },
    {
      id: 'place',
      header: t('plans.columns.place'),
      cell: (p) => `${p.city.name}, ${p.country.name}`,
    },
    {
      id: 'member',
      header: t('plans.columns.member'),
      cell: (p) => p.member.nickname,
    },
    { id: 'state', header: t('plans.columns.state'), cell: (p) => <CommunityPlanStateTag state={p.state} /> },
    { id: 'submittedAt', header: t('plans.columns.submittedAt'), cell: (p) => dateTime(p.submittedAt) },
  ];

  return (
    <ConsolePage title={t('nav.plans')} description={t('plans.description')}>
      <DataTable
        caption={t('nav.plans')}
        columns={columns}
        rowKey={(p) => String(p.id)}
        onRowOpen={setOpen}
        empty={{ title: t('plans.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ state })}
            onReset={() => {
              setState('review');
              list.applyFilters({ state: 'review' });
            }}
          >
            <SelectField
              label={t('plans.columns.state')}
              value={state}
              onChange={setState}
              // One state at a time: the queue is read by state, oldest first.
              options={STATES.map((value) => ({ value, label: t(`plans.state.${value}`) }))}
            />
          </FilterBar>
        }
        {...list.table}
      />
      {open && (
        <CommunityPlanReview
          plan={open}
          onClose={() => setOpen(null)}
          onDecided={() => {
            setOpen(null);
            list.reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
