import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AlertHost } from '../../../components/AlertDialog/AlertHost.tsx';
import { AlertDialogFace } from '../../../components/AlertDialog/AlertDialogView.tsx';
import { showConfirm } from '../../../components/AlertDialog/showConfirm.ts';
import { Amount } from '../../../components/Amount/Amount.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { DataTable } from '../../../components/DataTable/DataTable.tsx';
import { CloseIcon } from '../../../icons/CloseIcon.tsx';
import { DashboardIcon } from '../../../icons/DashboardIcon.tsx';
import { DepositIcon } from '../../../icons/DepositIcon.tsx';
import type { IconProps } from '../../../icons/iconProps.ts';
import { MenuIcon } from '../../../icons/MenuIcon.tsx';
import { SettingsIcon } from '../../../icons/SettingsIcon.tsx';
import { SignOutIcon } from '../../../icons/SignOutIcon.tsx';
import { TeamIcon } from '../../../icons/TeamIcon.tsx';
import { UserIcon } from '../../../icons/UserIcon.tsx';
import { WithdrawIcon } from '../../../icons/WithdrawIcon.tsx';
import { Showcase } from '../../Showcase.tsx';
import {
  MemberStatusFilter,
  sampleMembers,
  useDateFormat,
  useMemberColumns,
  useSampleNames,
  useServerTable,
  type MemberRow,
  type MemberStatus,
} from '../../console/consoleSamples.tsx';
import { DESKTOP_STORY } from '../../console/viewports.ts';
import { formatUsdt } from '../../../utils/formatUsdt.ts';
import styles from './ConsolePage.module.css';

const NAV: { key: string; icon: ComponentType<IconProps> }[] = [
  { key: 'dashboard', icon: DashboardIcon },
  { key: 'members', icon: TeamIcon },
  { key: 'deposits', icon: DepositIcon },
  { key: 'withdrawals', icon: WithdrawIcon },
  { key: 'settings', icon: SettingsIcon },
];

/** The console's side navigation; on a narrow screen it opens from the top bar's menu button. */
function SideNav({ open }: { open: boolean }) {
  const { t } = useTranslation('samples');
  return (
    <nav className={styles.nav} data-open={open || undefined} aria-label={t('consolePage.navigation')}>
      <p className={styles.product}>{t('consolePage.product')}</p>
      <ul className={styles.navList}>
        {NAV.map(({ key, icon: Icon }) => (
          <li key={key}>
            <a
              href={`#${key}`}
              className={styles.navLink}
              aria-current={key === 'members' ? 'page' : undefined}
              onClick={(event) => event.preventDefault()}
            >
              <Icon className={styles.navIcon} />
              {t(`consolePage.nav.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bar above the page: the menu button (narrow screens), the operator, and sign out. */
function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation('samples');
  return (
    <header className={styles.topBar}>
      <Button
        variant="ghost"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-label={t('consolePage.menu')}
        onClick={onMenu}
      >
        <MenuIcon />
      </Button>
      <p className={styles.operator}>
        <UserIcon className={styles.operatorIcon} />
        <span>
          {t('consolePage.operator')}
          <span className={styles.role}>{t('consolePage.role')}</span>
        </span>
      </p>
      <Button variant="ghost">
        <SignOutIcon className={styles.buttonIcon} />
        {t('consolePage.signOut')}
      </Button>
    </header>
  );
}

type ConfirmText = { title: string; message: string; confirmLabel: string; cancelLabel: string };

/** What freezing a member's account will do, named in the confirmation. */
function useFreezeText() {
  const { t } = useTranslation('samples');
  return useCallback(
    (member: MemberRow): ConfirmText => ({
      title: t('consolePage.confirmTitle', { name: member.name }),
      message: t('consolePage.confirmMessage', { name: member.name, balance: formatUsdt(member.balance) }),
      confirmLabel: t('consolePage.freeze'),
      cancelLabel: t('consolePage.keepActive'),
    }),
    [t],
  );
}

type DrawerProps = {
  member: MemberRow;
  onClose: () => void;
  onFreeze: (member: MemberRow) => void;
  /** Drawn inside its frame, without a backdrop (the catalogue shows it beside other states). */
  contained?: boolean;
};

/** A member's detail, sliding in from the right over the page (a Radix dialog). */
function MemberDrawer({ member, onClose, onFreeze, contained = false }: DrawerProps) {
  const { t } = useTranslation('samples');
  const date = useDateFormat();
  const facts: [string, ReactNode][] = [
    [t('dataTable.columns.id'), member.id],
    [t('dataTable.columns.mobile'), member.mobile],
    [t('dataTable.columns.vip'), member.vip],
    [t('dataTable.columns.balance'), <Amount key="balance" value={member.balance} currency="USDT" />],
    [t('dataTable.columns.joined'), date.format(new Date(member.joined))],
    [t('dataTable.columns.status'), t(`dataTable.status.${member.status}`)],
  ];
  const content = (
    <Dialog.Content
      className={styles.drawer}
      data-contained={contained || undefined}
      // A still picture in the catalogue neither takes the focus nor closes on a click beside it.
      onOpenAutoFocus={(event) => contained && event.preventDefault()}
      onInteractOutside={(event) => contained && event.preventDefault()}
    >
      <header className={styles.drawerHeader}>
        <div>
          <Dialog.Title className={styles.drawerTitle}>{member.name}</Dialog.Title>
          <Dialog.Description className={styles.drawerDescription}>
            {t('consolePage.detail')}
          </Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <Button variant="ghost" aria-label={t('consolePage.close')}>
            <CloseIcon />
          </Button>
        </Dialog.Close>
      </header>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {member.status !== 'frozen' && (
        <div className={styles.drawerActions}>
          <Button variant="danger" onClick={() => onFreeze(member)}>
            {t('consolePage.freeze')}
          </Button>
        </div>
      )}
    </Dialog.Content>
  );
  return (
    <Dialog.Root open modal={!contained} onOpenChange={(open) => !open && onClose()}>
      {contained ? (
        content
      ) : (
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          {content}
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

type ConsolePageProps = {
  /** The member whose detail is open, by position on the first page; none when empty. */
  openRow?: number;
  /** Draw the drawer inside the page's frame (the catalogue's still pictures). */
  contained?: boolean;
};

/** The members page of the operator console, composed from the design system's components. */
function ConsolePage({ openRow, contained = false }: ConsolePageProps) {
  const { t } = useTranslation('samples');
  const names = useSampleNames();
  const members = useMemo(() => sampleMembers(names), [names]);
  // Accounts frozen in this session, as the server would answer them.
  const [frozen, setFrozen] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () =>
      members.map((member) =>
        frozen.has(member.id) ? { ...member, status: 'frozen' as MemberStatus } : member,
      ),
    [members, frozen],
  );
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const filter = useCallback((row: MemberRow) => !status || row.status === status, [status]);
  const server = useServerTable(shown, filter, { sort: { columnId: 'joined', direction: 'desc' } });
  const [openId, setOpenId] = useState<string | null>(
    openRow === undefined ? null : (server.rows[openRow]?.id ?? null),
  );
  const open = shown.find((member) => member.id === openId) ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const freezeText = useFreezeText();
  // One main landmark per document: the catalogue shows several pages.
  const Main = contained ? 'div' : 'main';

  const freeze = async (member: MemberRow) => {
    if (await showConfirm({ ...freezeText(member), tone: 'danger' }))
      setFrozen((current) => new Set(current).add(member.id));
  };

  return (
    <div className={styles.page} data-contained={contained || undefined}>
      <div className={styles.console}>
        <SideNav open={menuOpen} />
        <div className={styles.main}>
          <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen((current) => !current)} />
          <Main className={styles.content}>
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
              filters={
                <MemberStatusFilter
                  value={status}
                  onChange={(next) => {
                    setStatus(next);
                    server.firstPage();
                  }}
                />
              }
            />
          </Main>
        </div>
        {open && (
          <MemberDrawer
            member={open}
            contained={contained}
            onClose={() => setOpenId(null)}
            onFreeze={freeze}
          />
        )}
      </div>
      {!contained && <AlertHost />}
    </div>
  );
}

/** The confirmation as a still picture over the page, as the catalogue shows it. */
function FreezeConfirmation() {
  const names = useSampleNames();
  const member = useMemo(() => sampleMembers(names, 1)[0]!, [names]);
  const text = useFreezeText()(member);
  return (
    <div className={styles.stillOverlay}>
      <div className={styles.stillDialog} role="dialog" aria-label={text.title}>
        <AlertDialogFace
          live={false}
          dialog={{ kind: 'confirm', tone: 'danger', ...text }}
          onAnswer={() => {}}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Templates/Console page',
  component: ConsolePage,
  args: { openRow: 0 },
  ...DESKTOP_STORY,
  parameters: { ...DESKTOP_STORY.parameters, layout: 'fullscreen' },
} satisfies Meta<typeof ConsolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The members page with the first member's detail open; "Freeze account" asks for confirmation. */
export const Default: Story = {};

function ConsolePageCatalog() {
  return (
    <>
      <Showcase title="The page: side navigation, top bar, title, filters, table" padded={false}>
        <div className={styles.frame}>
          <ConsolePage contained />
        </div>
      </Showcase>
      <Showcase title="A row's detail open in the drawer" padded={false}>
        <div className={styles.frame}>
          <ConsolePage contained openRow={1} />
        </div>
      </Showcase>
      <Showcase title="The confirmation names what will happen" padded={false}>
        <div className={styles.frame}>
          <ConsolePage contained />
          <FreezeConfirmation />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ConsolePageCatalog /> };
