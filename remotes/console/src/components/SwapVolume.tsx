import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import type { AdminSwapPool } from '@h5/api/contract/swap';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

type VolumeRow = { period: 'day' | 'week' } & AdminSwapPool['volume7d'];

/** What members swapped into the pool over the last 24 hours and 7 days, per asset, and how often. */
export function SwapVolume({ pool }: { pool: AdminSwapPool | null }) {
  const { t } = useConsoleTranslation();
  const rows: VolumeRow[] = pool
    ? [
        { period: 'day', ...pool.volume24h },
        { period: 'week', ...pool.volume7d },
      ]
    : [];
  const columns: DataTableColumn<VolumeRow>[] = [
    { id: 'period', header: t('swap.volumeColumns.period'), cell: (row) => t(`swap.periods.${row.period}`) },
    {
      id: 'inr',
      header: t('swap.volumeColumns.inrIn'),
      cell: (row) => <Amount value={row.inr} currency="INR" />,
      numeric: true,
    },
    {
      id: 'usdt',
      header: t('swap.volumeColumns.usdtIn'),
      cell: (row) => <Amount value={row.usdt} currency="USDT" />,
      numeric: true,
    },
    { id: 'swaps', header: t('swap.volumeColumns.swaps'), cell: (row) => row.swaps, numeric: true },
  ];
  return (
    <DataTable
      caption={t('swap.volume')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.period}
      total={rows.length}
      page={1}
      pageSize={2}
      onPageChange={() => undefined}
      loading={!pool}
      empty={{ title: t('swap.volume') }}
    />
  );
}
