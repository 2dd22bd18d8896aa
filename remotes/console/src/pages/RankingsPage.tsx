import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import { Tabs } from '@h5/design-system/Tabs';
import type {
  AdminRankBoard,
  AdminRankEntry,
  RankBoardName,
  RankingRecompute,
  RankPeriod,
} from '@h5/api/contract/ranking';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { MemberDrawer } from '../components/MemberDrawer.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const BOARDS: readonly RankBoardName[] = ['invested', 'team'];
const PERIODS: readonly RankPeriod[] = ['week', 'all'];

/**
 * `#/console/rankings` (support): a board as members see it but with whole names and ids, paged by
 * place, when the job last worked it out, and "recompute now" with a reason (audited). A row opens
 * the member.
 */
export function RankingsPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const [board, setBoard] = useState<RankBoardName>('invested');
  const [period, setPeriod] = useState<RankPeriod>('week');
  const list = useServerTable<AdminRankEntry, AdminRankBoard>('/Admin/rankings', {
    filters: { board, period },
    pageSize: 50,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = list.answer;
  const choose = (next: { board?: RankBoardName; period?: RankPeriod }) => {
    const chosen = { board, period, ...next };
    setBoard(chosen.board);
    setPeriod(chosen.period);
    list.applyFilters(chosen);
  };

  const recompute = async () => {
    const reason = await confirmWithReason({
      title: t('rankings.recomputeTitle'),
      message: t('rankings.recomputeMessage'),
      confirmLabel: t('rankings.recompute'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction<RankingRecompute>(
      '/Admin/rankings/recompute',
      { reason },
      { done: t('rankings.recomputed') },
    );
    setBusy(false);
    if (done) list.reload();
  };

  const columns: DataTableColumn<AdminRankEntry>[] = [
    { id: 'rank', header: t('rankings.columns.rank'), cell: (row) => row.rank, numeric: true },
    { id: 'memberId', header: t('rankings.columns.member'), cell: (row) => row.memberId, numeric: true },
    { id: 'name', header: t('rankings.columns.name'), cell: (row) => row.name },
    {
      id: 'value',
      header: t(`rankings.columns.${board}`),
      cell: (row) => (board === 'invested' ? <Amount value={row.value} currency="INR" /> : row.value),
      numeric: true,
    },
  ];
  // The span of the board shown: a week's first and last day in India, or all time.
  const span =
    shown?.from && shown.to
      ? t('rankings.weekSpan', {
          from: dateTime(shown.from),
          to: dateTime(new Date(Date.parse(shown.to) - 1).toISOString()),
        })
      : t('rankings.allTime');

  return (
    <ConsolePage
      title={t('nav.rankings')}
      description={t('rankings.description')}
      actions={
        <Button loading={busy} onClick={() => void recompute()}>
          {t('rankings.recompute')}
        </Button>
      }
    >
      <Tabs
        label={t('rankings.board')}
        items={BOARDS.map((key) => ({ key, label: t(`rankings.boards.${key}`) }))}
        activeKey={board}
        onChange={(key) => choose({ board: key as RankBoardName })}
      />
      <Tabs
        label={t('rankings.period')}
        items={PERIODS.map((key) => ({ key, label: t(`rankings.periods.${key}`) }))}
        activeKey={period}
        onChange={(key) => choose({ period: key as RankPeriod })}
      />
      <StatGrid label={t('rankings.figures')}>
        <StatCard
          label={t('rankings.total')}
          value={shown ? String(shown.total) : ''}
          hint={shown ? span : undefined}
          loading={!shown}
        />
        <StatCard
          label={t('rankings.computedAt')}
          value={shown ? (shown.computedAt ? dateTime(shown.computedAt) : t('rankings.never')) : ''}
          hint={t('rankings.computedHint')}
          tone={shown && !shown.computedAt ? 'warning' : 'neutral'}
          loading={!shown}
        />
      </StatGrid>
      <DataTable
        caption={t(`rankings.boards.${board}`)}
        columns={columns}
        rowKey={(row) => String(row.memberId)}
        onRowOpen={(row) => setOpenId(row.memberId)}
        empty={{ title: t('rankings.empty') }}
        {...list.table}
      />
      {openId !== null && (
        <MemberDrawer memberId={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
      )}
    </ConsolePage>
  );
}
