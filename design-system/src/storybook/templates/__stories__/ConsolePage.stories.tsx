import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Amount } from '../../../components/Amount/Amount.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout/ConsoleLayout.tsx';
import { DataTable } from '../../../components/DataTable/DataTable.tsx';
import { Drawer } from '../../../components/Drawer/Drawer.tsx';
import { FactList } from '../../../components/FactList/FactList.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FilterBar } from '../../../components/FilterBar/FilterBar.tsx';
import { ReasonConfirmFace } from '../../../components/ReasonConfirm/ReasonConfirmHost.tsx';
import reasonStyles from '../../../components/ReasonConfirm/ReasonConfirm.module.css';
import {
  showReasonConfirm,
  type ReasonConfirmOptions,
} from '../../../components/ReasonConfirm/reasonConfirmStore.ts';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { StatCard, StatGrid } from '../../../components/StatCard/StatCard.tsx';
import { Tag } from '../../../components/Tag/Tag.tsx';
import { formatUsdt } from '../../../utils/formatUsdt.ts';
import { Showcase } from '../../Showcase.tsx';
import { ConsoleFrame } from '../../console/ConsoleFrame.tsx';
import {
  MEMBER_TONES,
  sampleMembers,
  useDateFormat,
  useMemberColumns,
  useSampleNames,
  useSampleNavigation,
  useServerTable,
  type MemberRow,
  type MemberStatus,
  type SampleNavKey,
} from '../../console/consoleSamples.tsx';
import { consoleStory } from '../../console/viewports.ts';
import styles from './ConsolePage.module.css';

/** The frame every console page stands in: the navigation for an administrator, the operator. */
function Frame({ page, children }: { page: SampleNavKey; children: ReactNode }) {
  const { t } = useTranslation('samples');
  return (
    <ConsoleLayout
      productName={t('consoleLayout.product')}
      navLabel={t('consoleLayout.navLabel')}
      sections={useSampleNavigation(page)}
      operator={{ name: t('consoleLayout.operator'), role: t('consoleLayout.role') }}
      onSignOut={() => {}}
    >
      {children}
    </ConsoleLayout>
  );
}

/** What freezing or unfreezing a member will do, named in the confirmation that asks why. */
function useFreezeQuestion() {
  const { t } = useTranslation('samples');
  return useCallback(
    (member: MemberRow): ReasonConfirmOptions =>
      member.status === 'frozen'
        ? {
            title: t('consolePage.unfreezeTitle', { name: member.name }),
            message: t('consolePage.unfreezeMessage', { name: member.name }),
            confirmLabel: t('consolePage.unfreeze'),
            cancelLabel: t('consolePage.keepFrozen'),
            reasonHint: t('consolePage.reasonHint'),
          }
        : {
            title: t('consolePage.confirmTitle', { name: member.name }),
            message: t('consolePage.confirmMessage', {
              name: member.name,
              balance: formatUsdt(member.balance),
            }),
            confirmLabel: t('consolePage.freeze'),
            cancelLabel: t('consolePage.keepActive'),
            reasonLabel: t('consolePage.reason'),
            reasonHint: t('consolePage.reasonHint'),
            tone: 'danger',
          },
    [t],
  );
}

/** A member's detail in the drawer: the facts, and freeze or unfreeze in the footer. */
function MemberDrawer({
  member,
  onClose,
  onToggleFreeze,
}: {
  member: MemberRow | null;
  onClose: () => void;
  onToggleFreeze: (member: MemberRow) => void;
}) {
  const { t } = useTranslation('samples');
  const date = useDateFormat();
  if (!member) return null;
  const frozen = member.status === 'frozen';
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={member.name}
      description={t('consolePage.since', { id: member.id, date: date.format(new Date(member.joined)) })}
      footer={
        <Button variant={frozen ? 'primary' : 'danger'} onClick={() => onToggleFreeze(member)}>
          {t(frozen ? 'consolePage.unfreeze' : 'consolePage.freeze')}
        </Button>
      }
    >
      <FactList
        facts={[
          { label: t('dataTable.columns.id'), value: member.id },
          { label: t('dataTable.columns.mobile'), value: member.mobile },
          { label: t('dataTable.columns.vip'), value: member.vip },
          {
            label: t('dataTable.columns.balance'),
            value: <Amount value={member.balance} currency="USDT" />,
          },
          { label: t('dataTable.columns.joined'), value: date.format(new Date(member.joined)) },
          {
            label: t('dataTable.columns.status'),
            value: <Tag tone={MEMBER_TONES[member.status]}>{t(`dataTable.status.${member.status}`)}</Tag>,
          },
          { label: t('factList.referrer'), value: null },
        ]}
      />
    </Drawer>
  );
}

type Filters = { search: string; status: MemberStatus | '' };
const NO_FILTERS: Filters = { search: '', status: '' };

type MembersPageProps = {
  /** The member whose detail is open, by position on the first page; none when left out. */
  openRow?: number;
};

/** The members page: title, filters, the table, a member's detail and the freeze that asks why. */
function MembersPage({ openRow }: MembersPageProps) {
  const { t } = useTranslation('samples');
  const names = useSampleNames();
  const members = useMemo(() => sampleMembers(names), [names]);
  // Accounts frozen and unfrozen in this session, as the server would answer them.
  const [statusOf, setStatusOf] = useState<ReadonlyMap<string, MemberStatus>>(new Map());
  const shown = useMemo(
    () => members.map((member) => ({ ...member, status: statusOf.get(member.id) ?? member.status })),
    [members, statusOf],
  );
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const filter = useCallback(
    (row: MemberRow) =>
      (!applied.status || row.status === applied.status) &&
      (!applied.search ||
        `${row.name} ${row.id}`.toLowerCase().includes(applied.search.trim().toLowerCase())),
    [applied],
  );
  const server = useServerTable(shown, filter, { sort: { columnId: 'joined', direction: 'desc' } });
  const [openId, setOpenId] = useState<string | null>(
    openRow === undefined ? null : (server.rows[openRow]?.id ?? null),
  );
  const open = shown.find((member) => member.id === openId) ?? null;
  const question = useFreezeQuestion();

  const apply = (filters: Filters) => {
    setApplied(filters);
    server.firstPage();
  };
  const toggleFreeze = async (member: MemberRow) => {
    // The reason goes with the request, and the audit log keeps it.
    const reason = await showReasonConfirm(question(member));
    if (reason === null) return;
    setStatusOf((current) =>
      new Map(current).set(member.id, member.status === 'frozen' ? 'active' : 'frozen'),
    );
  };

  return (
    <>
      <h1 className={styles.title}>{t('consolePage.title')}</h1>
      <p className={styles.intro}>{t('consolePage.intro')}</p>
      <DataTable
        caption={t('dataTable.members')}
        columns={useMemberColumns()}
        rows={server.rows}
        rowKey={(row) => row.id}
        total={server.total}
        page={server.page}
        pageSize={server.pageSize}
        sort={server.sort}
        onPageChange={server.onPageChange}
        onSortChange={server.onSortChange}
        onPageSizeChange={server.onPageSizeChange}
        onRowOpen={(row) => setOpenId(row.id)}
        loading={server.loading}
        maxHeight="none"
        empty={{ title: t('dataTable.emptyTitle'), description: t('dataTable.emptyHint') }}
        filters={
          <FilterBar
            label={t('consolePage.filterLabel')}
            onApply={() => apply(draft)}
            onReset={() => {
              setDraft(NO_FILTERS);
              apply(NO_FILTERS);
            }}
          >
            <Field
              label={t('dataTable.search')}
              type="search"
              placeholder={t('dataTable.searchPlaceholder')}
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
            <SelectField
              label={t('dataTable.statusFilter')}
              options={[
                { value: '', label: t('dataTable.anyStatus') },
                ...(['active', 'review', 'frozen'] as const).map((status) => ({
                  value: status,
                  label: t(`dataTable.status.${status}`),
                })),
              ]}
              value={draft.status}
              onChange={(status) => setDraft({ ...draft, status: status as MemberStatus | '' })}
            />
          </FilterBar>
        }
      />
      <MemberDrawer member={open} onClose={() => setOpenId(null)} onToggleFreeze={toggleFreeze} />
    </>
  );
}

/** The dashboard: the figures of today by theme, each linking to the page behind it. */
function DashboardPage() {
  const { t } = useTranslation('samples');
  return (
    <>
      <h1 className={styles.title}>{t('consolePage.dashboardTitle')}</h1>
      <p className={styles.intro}>{t('consolePage.dashboardIntro')}</p>
      <section className={styles.section} aria-labelledby="dashboard-reviews">
        <h2 id="dashboard-reviews" className={styles.sectionTitle}>
          {t('consolePage.reviewsSection')}
        </h2>
        <StatGrid>
          <StatCard
            label={t('statCard.pendingWithdrawals')}
            value="14"
            tone="warning"
            hint={t('statCard.oldest')}
            href="#/console/withdrawals"
          />
          <StatCard label={t('statCard.pendingDeposits')} value="3" href="#/console/deposits" />
        </StatGrid>
      </section>
      <section className={styles.section} aria-labelledby="dashboard-money">
        <h2 id="dashboard-money" className={styles.sectionTitle}>
          {t('consolePage.moneySection')}
        </h2>
        <StatGrid>
          <StatCard
            label={t('statCard.moneyIn')}
            value={<Amount value="2841930.55" currency="USDT" />}
            hint={t('statCard.updated')}
            href="#/console/ledger"
          />
          <StatCard
            label={t('statCard.coverage')}
            value="96.4 %"
            tone="danger"
            hint={t('statCard.coverageLow')}
          />
          <StatCard
            label={t('statCard.poolsShort')}
            value="2"
            tone="warning"
            hint={t('statCard.short')}
            href="#/console/funds"
          />
        </StatGrid>
      </section>
      <section className={styles.section} aria-labelledby="dashboard-members">
        <h2 id="dashboard-members" className={styles.sectionTitle}>
          {t('consolePage.membersSection')}
        </h2>
        <StatGrid>
          <StatCard
            label={t('statCard.members')}
            value="12,408"
            trend={{ direction: 'up', text: t('statCard.trendUp') }}
            href="#/console/members"
          />
          <StatCard label={t('statCard.newToday')} value="37" hint={t('statCard.updated')} />
        </StatGrid>
      </section>
    </>
  );
}

type ConsolePageProps = MembersPageProps & {
  /** Which page of the console to show. */
  page?: 'members' | 'dashboard';
};

/** A page of the operator console, composed only from the design system's components. */
function ConsolePage({ page = 'members', openRow }: ConsolePageProps) {
  return (
    <Frame page={page}>{page === 'members' ? <MembersPage openRow={openRow} /> : <DashboardPage />}</Frame>
  );
}

/** The freeze confirmation as a still picture over the members page, as the catalogue shows it. */
function FreezeQuestion() {
  const names = useSampleNames();
  const member = useMemo(() => sampleMembers(names, 1)[0]!, [names]);
  const options = useFreezeQuestion()(member);
  return (
    <>
      <div className={reasonStyles.overlay} />
      <div className={reasonStyles.content} role="dialog" aria-label={options.title}>
        <form className={reasonStyles.form} onSubmit={(event) => event.preventDefault()}>
          <ReasonConfirmFace
            options={options}
            reason=""
            onReasonChange={() => {}}
            problem={null}
            onCancel={() => {}}
            live={false}
          />
        </form>
      </div>
    </>
  );
}

const meta = {
  title: 'Templates/Console page',
  component: ConsolePage,
  args: { page: 'members', openRow: 0 },
  argTypes: { page: { control: 'inline-radio', options: ['members', 'dashboard'] } },
  ...consoleStory('desktop'),
  parameters: { ...consoleStory('desktop').parameters, layout: 'fullscreen' },
} satisfies Meta<typeof ConsolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The members page with the first member's detail open; "Freeze account" asks why. */
export const Default: Story = {};

/** The dashboard: figures by theme, the ones that need attention marked. */
export const Dashboard: Story = { args: { page: 'dashboard' } };

/** The members page on a phone: the menu button, filters one under the other, the table scrolls. */
export const Phone: Story = {
  ...consoleStory('phone'),
  parameters: meta.parameters,
  args: { openRow: undefined },
};

function ConsolePageCatalog() {
  return (
    <>
      <Showcase title="Members at 1280 px: navigation, top bar, title, filters, table">
        <ConsoleFrame width={1280} height={720}>
          <ConsolePage />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="The dashboard at 1280 px">
        <ConsoleFrame width={1280} height={720}>
          <ConsolePage page="dashboard" />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="A tablet (834 px): a narrower navigation">
        <ConsoleFrame width={834} height={720}>
          <ConsolePage />
        </ConsoleFrame>
      </Showcase>
      <Showcase title="Freezing an account names what will happen and asks why">
        <ConsoleFrame width={1280} height={720}>
          <ConsolePage />
          <FreezeQuestion />
        </ConsoleFrame>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <ConsolePageCatalog />,
  parameters: { ...meta.parameters, layout: 'padded' },
};
