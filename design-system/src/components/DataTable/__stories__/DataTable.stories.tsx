import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { DESKTOP_STORY } from '../../../storybook/console/viewports.ts';
import {
  sampleDeposits,
  filterStyles,
  MemberStatusFilter,
  sampleMembers,
  useDepositColumns,
  useMemberColumns,
  useSampleNames,
  useServerTable,
  type MemberRow,
  type MemberStatus,
} from '../../../storybook/console/consoleSamples.tsx';
import { DataTable, type DataTableProps } from '../DataTable.tsx';
import styles from './DataTableStories.module.css';

type DemoProps = Pick<DataTableProps<MemberRow>, 'caption' | 'loading' | 'error' | 'maxHeight'> & {
  /** Members on the pretend server. */
  count: number;
};

/** The members' table against a pretend server: sorting, paging and the filters above it work. */
function MembersTable({ caption, loading, error, count, maxHeight }: DemoProps) {
  const { t } = useTranslation('samples');
  const names = useSampleNames();
  const members = useMemo(() => sampleMembers(names, count), [names, count]);
  const columns = useMemberColumns();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const filter = useCallback(
    (row: MemberRow) =>
      (!status || row.status === status) &&
      (!search || `${row.name} ${row.id}`.toLowerCase().includes(search.trim().toLowerCase())),
    [search, status],
  );
  const server = useServerTable(members, filter);
  const [opened, setOpened] = useState<MemberRow | null>(null);
  return (
    <>
      <DataTable
        caption={caption ?? t('dataTable.members')}
        columns={columns}
        rows={server.rows}
        rowKey={(row) => row.id}
        total={server.total}
        page={server.page}
        pageSize={server.pageSize}
        sort={server.sort}
        onPageChange={server.onPageChange}
        onPageSizeChange={server.onPageSizeChange}
        onSortChange={server.onSortChange}
        onRowOpen={setOpened}
        loading={loading || server.loading}
        error={error}
        onRetry={() => {}}
        maxHeight={maxHeight}
        empty={{ title: t('dataTable.emptyTitle'), description: t('dataTable.emptyHint') }}
        filters={
          <>
            <label className={filterStyles.filter}>
              {t('dataTable.search')}
              <input
                type="search"
                className={filterStyles.control}
                placeholder={t('dataTable.searchPlaceholder')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  server.firstPage();
                }}
              />
            </label>
            <MemberStatusFilter
              value={status}
              onChange={(next) => {
                setStatus(next);
                server.firstPage();
              }}
            />
          </>
        }
      />
      <output className={styles.opened}>{opened && `→ ${opened.name} (${opened.id})`}</output>
    </>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: MembersTable,
  args: { caption: 'Members', count: 134, loading: false, error: false, maxHeight: '70vh' },
  argTypes: { count: { control: { type: 'number', min: 0, max: 500 } } },
  ...DESKTOP_STORY,
} satisfies Meta<typeof MembersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function DepositsTable({ loading = false, error = false }: { loading?: boolean; error?: boolean }) {
  const { t } = useTranslation('samples');
  const names = useSampleNames();
  const deposits = useMemo(() => sampleDeposits(names), [names]);
  const server = useServerTable(
    deposits,
    useCallback(() => true, []),
    {
      sort: { columnId: 'time', direction: 'desc' },
    },
  );
  return (
    <DataTable
      caption={t('dataTable.deposits')}
      columns={useDepositColumns()}
      rows={server.rows}
      rowKey={(row) => row.id}
      total={server.total}
      page={server.page}
      pageSize={server.pageSize}
      sort={server.sort}
      onPageChange={server.onPageChange}
      onSortChange={server.onSortChange}
      loading={loading || server.loading}
      error={error}
      onRetry={() => {}}
    />
  );
}

function DataTableCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Deposits: sorted by time, newest first; numbers right-aligned">
        <DepositsTable />
      </Showcase>
      <Showcase title="Members: filters above, rows open a detail, rows per page">
        <MembersTable caption={t('dataTable.members')} count={134} maxHeight="360px" />
      </Showcase>
      <Showcase title="Loading: skeleton rows, the pager waits">
        <DepositsTable loading />
      </Showcase>
      <Showcase title="Nothing matches the filters">
        <MembersTable caption={t('dataTable.members')} count={0} />
      </Showcase>
      <Showcase title="The page could not be loaded: retry">
        <DepositsTable error />
      </Showcase>
      <Showcase title="390 px wide: the table scrolls sideways">
        <div className={styles.narrow}>
          <DepositsTable />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <DataTableCatalog /> };
