// Sample rows of the operator console (members, deposits) and a pretend server that filters, sorts
// and pages them after a short wait, for the DataTable stories and the console page template.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount/Amount.tsx';
import type { ConsoleNavSection } from '../../components/ConsoleLayout/ConsoleLayout.tsx';
import type { DataTableColumn, DataTableSort } from '../../components/DataTable/DataTable.tsx';
import { Tag, type TagTone } from '../../components/Tag/Tag.tsx';
import { ClockIcon } from '../../icons/ClockIcon.tsx';
import { ConvertIcon } from '../../icons/ConvertIcon.tsx';
import { DashboardIcon } from '../../icons/DashboardIcon.tsx';
import { DepositIcon } from '../../icons/DepositIcon.tsx';
import { FundIcon } from '../../icons/FundIcon.tsx';
import { NoticeIcon } from '../../icons/NoticeIcon.tsx';
import { SecurityIcon } from '../../icons/SecurityIcon.tsx';
import { StatementIcon } from '../../icons/StatementIcon.tsx';
import { TeamIcon } from '../../icons/TeamIcon.tsx';
import { WithdrawIcon } from '../../icons/WithdrawIcon.tsx';
import filterStyles from './consoleFilters.module.css';

export { filterStyles };

export type MemberStatus = 'active' | 'frozen' | 'review';
export type MemberRow = {
  id: string;
  name: string;
  mobile: string;
  vip: number;
  /** USDT, as the API sends it. */
  balance: string;
  joined: string;
  status: MemberStatus;
};

export type DepositStatus = 'credited' | 'pending' | 'failed';
export type DepositRow = {
  id: string;
  member: string;
  amount: string;
  network: string;
  time: string;
  status: DepositStatus;
};

/** The same rows on every render and in every language: a seeded sequence instead of Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const DAY_MS = 86_400_000;
const LAST_DAY = Date.UTC(2025, 10, 20, 9, 30);

export function sampleMembers(names: readonly string[], count = 134): MemberRow[] {
  const random = seeded(7);
  const statuses: MemberStatus[] = ['active', 'active', 'active', 'active', 'review', 'frozen'];
  return Array.from({ length: count }, (_, index) => ({
    id: `M${String(100_231 + index * 37)}`,
    name: names[index % names.length]!,
    mobile: `+91 9${String(Math.floor(random() * 1e9))
      .padStart(9, '0')
      .replace(/^(\d{4})/, '$1 ')}`,
    vip: Math.floor(random() * 6),
    balance: (Math.floor(random() * 2_500_000) / 100).toFixed(2),
    joined: new Date(LAST_DAY - Math.floor(random() * 400) * DAY_MS).toISOString(),
    status: statuses[Math.floor(random() * statuses.length)]!,
  }));
}

export function sampleDeposits(names: readonly string[], count = 57): DepositRow[] {
  const random = seeded(11);
  const statuses: DepositStatus[] = ['credited', 'credited', 'credited', 'pending', 'failed'];
  const networks = ['TRC20', 'ERC20', 'BEP20'];
  return Array.from({ length: count }, (_, index) => ({
    id: `D${String(58_120 + index * 13)}`,
    member: names[(index * 5) % names.length]!,
    amount: (Math.floor(random() * 500_000) / 100 + 10).toFixed(2),
    network: networks[index % networks.length]!,
    time: new Date(LAST_DAY - Math.floor(random() * 30 * DAY_MS)).toISOString(),
    status: statuses[Math.floor(random() * statuses.length)]!,
  }));
}

export type ServerQuery = { page: number; pageSize: number; sort: DataTableSort | null };

/**
 * What a server would answer: the rows that pass `filter`, in `sort` order (numbers as numbers), cut
 * to the page.
 */
export function serverPage<Row extends Record<string, unknown>>(
  all: readonly Row[],
  { page, pageSize, sort }: ServerQuery,
  filter: (row: Row) => boolean = () => true,
) {
  const matching = all.filter(filter);
  if (sort) {
    const value = (row: Row) => {
      const raw = row[sort.columnId];
      return typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : (raw as string | number);
    };
    const direction = sort.direction === 'asc' ? 1 : -1;
    matching.sort((a, b) => (value(a) > value(b) ? direction : value(a) < value(b) ? -direction : 0));
  }
  return { rows: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}

/**
 * A DataTable's state against the pretend server: the page, its size and the sort the table asks
 * for, and the rows that arrive 400 ms later (the table shows skeleton rows meanwhile).
 */
export function useServerTable<Row extends Record<string, unknown>>(
  all: readonly Row[],
  filter: (row: Row) => boolean,
  initial: Partial<ServerQuery> = {},
) {
  const [query, setQuery] = useState<ServerQuery>({ page: 1, pageSize: 10, sort: null, ...initial });
  const answer = useMemo(() => serverPage(all, query, filter), [all, query, filter]);
  const [shown, setShown] = useState(answer);
  const loading = shown !== answer;
  useEffect(() => {
    const timer = setTimeout(() => setShown(answer), 400);
    return () => clearTimeout(timer);
  }, [answer]);
  return {
    rows: shown.rows,
    total: shown.total,
    loading,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    onPageChange: (page: number) => setQuery((current) => ({ ...current, page })),
    onPageSizeChange: (pageSize: number) => setQuery((current) => ({ ...current, pageSize, page: 1 })),
    onSortChange: (sort: DataTableSort | null) => setQuery((current) => ({ ...current, sort, page: 1 })),
    /** Back to page 1, as a change of the filters asks. */
    firstPage: () => setQuery((current) => ({ ...current, page: 1 })),
  };
}

/** How a member's status is drawn as a `Tag`. */
export const MEMBER_TONES: Record<MemberStatus, TagTone> = {
  active: 'success',
  review: 'warning',
  frozen: 'danger',
};
const DEPOSIT_TONES: Record<DepositStatus, TagTone> = {
  credited: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** Dates in the language shown. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
    [i18n.language],
  );
}

export function useMemberColumns(): DataTableColumn<MemberRow>[] {
  const { t } = useTranslation('samples');
  const date = useDateFormat();
  return useMemo(
    () => [
      { id: 'name', header: t('dataTable.columns.name'), cell: (row) => row.name, sortable: true },
      { id: 'id', header: t('dataTable.columns.id'), cell: (row) => row.id },
      { id: 'mobile', header: t('dataTable.columns.mobile'), cell: (row) => row.mobile },
      {
        id: 'vip',
        header: t('dataTable.columns.vip'),
        cell: (row) => row.vip,
        numeric: true,
        sortable: true,
      },
      {
        id: 'balance',
        header: t('dataTable.columns.balance'),
        cell: (row) => <Amount value={row.balance} currency="USDT" />,
        numeric: true,
        sortable: true,
      },
      {
        id: 'joined',
        header: t('dataTable.columns.joined'),
        cell: (row) => date.format(new Date(row.joined)),
        sortable: true,
      },
      {
        id: 'status',
        header: t('dataTable.columns.status'),
        cell: (row) => <Tag tone={MEMBER_TONES[row.status]}>{t(`dataTable.status.${row.status}`)}</Tag>,
      },
    ],
    [t, date],
  );
}

export function useDepositColumns(): DataTableColumn<DepositRow>[] {
  const { t } = useTranslation('samples');
  const date = useDateFormat();
  return useMemo(
    () => [
      { id: 'id', header: t('dataTable.columns.id'), cell: (row) => row.id },
      { id: 'member', header: t('dataTable.columns.member'), cell: (row) => row.member, sortable: true },
      {
        id: 'amount',
        header: t('dataTable.columns.amount'),
        cell: (row) => <Amount value={row.amount} currency="USDT" />,
        numeric: true,
        sortable: true,
      },
      { id: 'network', header: t('dataTable.columns.network'), cell: (row) => row.network },
      {
        id: 'time',
        header: t('dataTable.columns.time'),
        cell: (row) => date.format(new Date(row.time)),
        sortable: true,
      },
      {
        id: 'status',
        header: t('dataTable.columns.status'),
        cell: (row) => <Tag tone={DEPOSIT_TONES[row.status]}>{t(`dataTable.status.${row.status}`)}</Tag>,
      },
    ],
    [t, date],
  );
}

/** The sample names in the language shown. */
export function useSampleNames(): string[] {
  const { t } = useTranslation('samples');
  return t('dataTable.names', { returnObjects: true }) as string[];
}

/** The members' status filter above a table: any status, or one of them. */
export function MemberStatusFilter({
  value,
  onChange,
}: {
  value: MemberStatus | '';
  onChange: (status: MemberStatus | '') => void;
}) {
  const { t } = useTranslation('samples');
  return (
    <label className={filterStyles.filter}>
      {t('dataTable.statusFilter')}
      <select
        className={filterStyles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as MemberStatus | '')}
      >
        <option value="">{t('dataTable.anyStatus')}</option>
        {(['active', 'review', 'frozen'] as const).map((status) => (
          <option key={status} value={status}>
            {t(`dataTable.status.${status}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

const NAVIGATION = [
  { key: 'overview', items: [{ key: 'dashboard', icon: DashboardIcon }] },
  {
    key: 'money',
    items: [
      { key: 'withdrawals', icon: WithdrawIcon },
      { key: 'deposits', icon: DepositIcon },
      { key: 'rates', icon: ConvertIcon },
      { key: 'funds', icon: FundIcon },
      { key: 'ledger', icon: StatementIcon },
    ],
  },
  {
    key: 'members',
    items: [
      { key: 'members', icon: TeamIcon },
      { key: 'notices', icon: NoticeIcon },
    ],
  },
  {
    key: 'platform',
    items: [
      { key: 'operators', icon: SecurityIcon },
      { key: 'audit', icon: ClockIcon },
    ],
  },
] as const;

export type SampleNavKey = (typeof NAVIGATION)[number]['items'][number]['key'];

/**
 * The console's navigation as an administrator sees it, `active` marked; `grouped: false` gives one
 * list without headings. Links go nowhere: following one would leave the story.
 */
export function useSampleNavigation(active: SampleNavKey, grouped = true): ConsoleNavSection[] {
  const { t } = useTranslation('samples');
  return useMemo(() => {
    const sections = NAVIGATION.map((section) => ({
      key: section.key,
      label: t(`consoleLayout.sections.${section.key}`),
      items: section.items.map((item) => ({
        key: item.key,
        label: t(`consoleLayout.items.${item.key}`),
        href: `#/console/${item.key}`,
        icon: item.icon,
        active: item.key === active,
      })),
    }));
    return grouped ? sections : [{ key: 'all', items: sections.flatMap((section) => section.items) }];
  }, [t, active, grouped]);
}

/** Keeps the story on its page: a navigation link changes the active item instead of the address. */
export function useSampleRouting(initial: SampleNavKey) {
  const [active, setActive] = useState<SampleNavKey>(initial);
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href^="#/console/"]');
      if (!link) return;
      event.preventDefault();
      setActive(link.getAttribute('href')!.slice('#/console/'.length) as SampleNavKey);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, []);
  return active;
}
