import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Amount } from '@h5/design-system/Amount';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import type { QueuedWithdrawal, WithdrawalState } from '@h5/api/contract/withdrawal';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { WithdrawalDrawer } from '../components/WithdrawalDrawer.tsx';
import { PayoutStageTag, WithdrawalStateTag } from '../components/WithdrawalStateTag.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './WithdrawalsPage.module.css';

const STATES: readonly WithdrawalState[] = ['requested', 'approved', 'paid', 'rejected', 'cancelled'];

/**
 * `#/console/withdrawals`: the review queue by state (requested first). Reviewers and finance approve
 * or reject; finance marks approved ones paid with the chain's transaction hash, except on a chain
 * whose payouts the payout job sends (ADR 0037).
 */
export function WithdrawalsPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<QueuedWithdrawal>('/Admin/withdrawals', { filters: { state: 'requested' } });
  const [state, setState] = useState('requested');
  const [open, setOpen] = useState<QueuedWithdrawal | null>(null);

  const columns: DataTableColumn<QueuedWithdrawal>[] = [
    { id: 'id', header: t('withdrawals.columns.id'), cell: (w) => `#${w.id}`, numeric: true },
    { id: 'memberId', header: t('withdrawals.columns.member'), cell: (w) => w.memberId, numeric: true },
    {
      id: 'amount',
      header: t('withdrawals.columns.amount'),
      cell: (w) => <Amount value={w.amount} currency="USDT" />,
      numeric: true,
    },
    {
      id: 'fee',
      header: t('withdrawals.columns.fee'),
      cell: (w) => <Amount value={w.fee} currency="USDT" />,
      numeric: true,
    },
    { id: 'chain', header: t('withdrawals.columns.chain'), cell: (w) => w.chain },
    {
      id: 'state',
      header: t('withdrawals.columns.state'),
      // A payout on its way or failed is told beside its approved state: a failed one asks for a
      // rejection.
      cell: (w) =>
        w.state === 'approved' && (w.payoutState === 'sent' || w.payoutState === 'failed') ? (
          <span className={styles.states}>
            <WithdrawalStateTag withdrawal={w} />
            <PayoutStageTag stage={w.payoutState} />
          </span>
        ) : (
          <WithdrawalStateTag withdrawal={w} />
        ),
    },
    { id: 'createdAt', header: t('withdrawals.columns.requestedAt'), cell: (w) => dateTime(w.createdAt) },
  ];

  return (
    <ConsolePage title={t('nav.withdrawals')} description={t('withdrawals.description')}>
      <DataTable
        caption={t('nav.withdrawals')}
        columns={columns}
        rowKey={(w) => String(w.id)}
        onRowOpen={setOpen}
        empty={{ title: t('withdrawals.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ state })}
            onReset={() => {
              setState('requested');
              list.applyFilters({ state: 'requested' });
            }}
          >
            <SelectField
              label={t('withdrawals.columns.state')}
              value={state}
              onChange={setState}
              options={[
                { value: '', label: t('filters.all') },
                ...STATES.map((value) => ({ value, label: t(`withdrawals.state.${value}`) })),
              ]}
            />
          </FilterBar>
        }
        {...list.table}
      />
      {open && (
        <WithdrawalDrawer
          withdrawal={open}
          onClose={() => setOpen(null)}
          onChanged={(next) => {
            setOpen(next);
            list.reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
