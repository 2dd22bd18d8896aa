import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Amount } from '@h5/design-system/Amount';
import { Field } from '@h5/design-system/Field';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import { Tag } from '@h5/design-system/Tag';
import type { AdminMemberSummary } from '@h5/api/contract/account';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { MemberDrawer } from '../components/MemberDrawer.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const STATES = ['active', 'loginFrozen', 'withdrawalFrozen'] as const;

/** The member's freezes as tags, or "active". */
export function MemberStateTags({ member }: { member: AdminMemberSummary }) {
  const { t } = useConsoleTranslation();
  if (!member.loginFrozen && !member.withdrawalFrozen)
    return <Tag tone="success">{t('members.state.active')}</Tag>;
  return (
    <>
      {member.loginFrozen && <Tag tone="danger">{t('members.state.loginFrozen')}</Tag>}{' '}
      {member.withdrawalFrozen && <Tag tone="warning">{t('members.state.withdrawalFrozen')}</Tag>}
    </>
  );
}

/** `#/console/members`: search members by id, mailbox or name; open one for balances, orders, freezes. */
export function MembersPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<AdminMemberSummary>('/Admin/members', {
    sort: { columnId: 'id', direction: 'desc' },
  });
  const [q, setQ] = useState('');
  const [state, setState] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: DataTableColumn<AdminMemberSummary>[] = [
    { id: 'id', header: t('members.columns.id'), cell: (m) => m.id, numeric: true, sortable: true },
    { id: 'mailbox', header: t('members.columns.mailbox'), cell: (m) => m.mailbox, sortable: true },
    { id: 'nickname', header: t('members.columns.nickname'), cell: (m) => m.nickname },
    { id: 'vip', header: t('members.columns.vip'), cell: (m) => `VIP${m.vipLevel}` },
    {
      id: 'balance',
      header: t('members.columns.balance'),
      cell: (m) => <Amount value={m.balance} />,
      numeric: true,
    },
    {
      id: 'usdt',
      header: t('members.columns.usdt'),
      cell: (m) => <Amount value={m.usdt} currency="USDT" />,
      numeric: true,
    },
    {
      id: 'createdAt',
      header: t('members.columns.joined'),
      cell: (m) => dateTime(m.createdAt),
      sortable: true,
    },
    { id: 'state', header: t('members.columns.state'), cell: (m) => <MemberStateTags member={m} /> },
  ];

  return (
    <ConsolePage title={t('nav.members')} description={t('members.description')}>
      <DataTable
        caption={t('nav.members')}
        columns={columns}
        rowKey={(m) => String(m.id)}
        onRowOpen={(m) => setOpenId(m.id)}
        empty={{ title: t('members.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ q: q.trim(), state })}
            onReset={() => {
              setQ('');
              setState('');
              list.applyFilters({});
            }}
          >
            <Field
              label={t('members.search')}
              placeholder={t('members.searchPlaceholder')}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
            <SelectField
              label={t('members.columns.state')}
              value={state}
              onChange={setState}
              options={[
                { value: '', label: t('filters.all') },
                ...STATES.map((value) => ({ value, label: t(`members.state.${value}`) })),
              ]}
            />
          </FilterBar>
        }
        {...list.table}
      />
      {openId !== null && (
        <MemberDrawer memberId={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
      )}
    </ConsolePage>
  );
}
