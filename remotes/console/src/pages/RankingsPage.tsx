import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DS_NAMESPACE, formatRelativeTime } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { StatCard, StatGrid } from '@h5/design-system/StatCard';
import { Tabs } from '@h5/design-system/Tabs';
import { useLang } from '@h5/platform';
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

/** The four boards, one tab each: a board and its period. */
const VIEWS = [
  { board: 'invested', period: 'week' },
  { board: 'invested', period: 'all' },
  { board: 'team', period: 'week' },
  { board: 'team', period: 'all' },
] as const satisfies readonly { board: RankBoardName; period: RankPeriod }[];

/** A day in India (the boards' weeks are India's), in the operator's language. */
const indiaDay = (lang: string, at: number) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(at);

/** How long ago a board was worked out, as of when it was shown ("3 minutes ago"). */
function WorkedOut({ at }: { at: string }) {
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const [now] = useState(Date.now);
  return <time dateTime={at}>{formatRelativeTime(at, now, ds)}</time>;
}

/**
 * `#/console/rankings` (support): a board as members see it but with whole names and ids, paged by
 * place, when the job last worked it out, and "recompute now" with a reason (audited). A row opens
 * the member.
 */
export function RankingsPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const lang = useLang();
  const [view, setView] = useState<(typeof VIEWS)[number]>(VIEWS[0]);
  const { board, period } = view;
  const list = useServerTable<AdminRankEntry, AdminRankBoard>('/Admin/rankings', {
    filters: { board, period },
    pageSize: 50,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = list.answer;
  const choose = (key: string) => {
    const chosen = VIEWS.find((item) => `${item.board}:${item.period}` === key) ?? VIEWS[0];
    setView(chosen);
    list.applyFilters({ board: chosen.board, period: chosen.period });
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
          from: indiaDay(lang, Date.parse(shown.from)),
          to: indiaDay(lang, Date.parse(shown.to) - 1),
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
        items={VIEWS.map((item) => ({
          key: `${item.board}:${item.period}`,
          label: t('rankings.view', {
            board: t(`rankings.boards.${item.board}`),
            period: t(`rankings.periods.${item.period}`),
          }),
        }))}
        activeKey={`${board}:${period}`}
        onChange={choose}
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
          value={
            shown ? (
              shown.computedAt ? (
                <WorkedOut key={shown.computedAt} at={shown.computedAt} />
              ) : (
                t('rankings.never')
              )
            ) : (
              ''
            )
          }
          hint={
            shown?.computedAt
              ? `${dateTime(shown.computedAt)} · ${t('rankings.computedHint')}`
              : t('rankings.computedHint')
          }
          tone={shown && !shown.computedAt ? 'warning' : 'neutral'}
          loading={!shown}
        />
      </StatGrid>
      <DataTable
        caption={t('rankings.view', {
          board: t(`rankings.boards.${board}`),
          period: t(`rankings.periods.${period}`),
        })}
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
