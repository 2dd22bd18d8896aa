import type { ReactNode } from 'react';
import { Button, ErrorState, Skeleton } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import type { AdminMemberDetail, AdminMemberSummary } from '@h5/api/contract/account';
import type { AdminTeamMember } from '@h5/api/contract/team';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { LedgerAmount } from './LedgerAmount.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { MemberStateTags } from '../pages/MembersPage.tsx';
import styles from './DetailDrawer.module.css';

type Scope = 'login' | 'withdrawal';

/** A titled list inside a drawer, or what it says when empty. */
export function DrawerSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children.length ? (
        <ul className={styles.rows}>{children}</ul>
      ) : (
        <p className={styles.quiet}>{empty}</p>
      )}
    </section>
  );
}

type AdminTeamPage = {
  levels: { level: number; count: number }[];
  list: AdminTeamMember[];
  total: number;
};

/** A member's team: each level's size and the newest 20 they invited themselves. */
function MemberTeamSection({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const { data } = useConsoleData<AdminTeamPage>('/Admin/members/team', { memberId, level: 1, rows: 20 });
  if (!data) return null;
  return (
    <DrawerSection
      title={t('members.team', {
        sizes: data.levels.map((entry) => t('members.teamLevel', entry)).join(' · '),
      })}
      empty={t('members.none')}
    >
      {data.list.map((member) => (
        <li key={member.memberId} className={styles.row}>
          <span>
            #{member.memberId} · {member.name} · {dateTime(member.joinedAt)}
          </span>
          <span className={styles.quiet}>
            {t(member.invested ? 'members.invested' : 'members.notInvested')}
          </span>
        </li>
      ))}
    </DrawerSection>
  );
}

/**
 * A member's detail: who they are, balances, orders, money moves, their team, security events and what
 * operators did to the account; freezing and unfreezing login and withdrawals, each confirmed with why.
 */
export function MemberDrawer({
  memberId,
  onClose,
  onChanged,
}: {
  memberId: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const { data, error, reload } = useConsoleData<AdminMemberDetail>('/Admin/members/detail', {
    id: memberId,
  });
  const member = data?.member;

  const setFrozen = async (scope: Scope, freeze: boolean) => {
    if (!member) return;
    const action = freeze ? 'freeze' : 'unfreeze';
    const name = member.nickname || member.mailbox;
    const reason = await confirmWithReason({
      title: t(`members.${action}.${scope}.title`, { name }),
      message: t(`members.${action}.${scope}.message`, { name, id: member.id }),
      confirmLabel: t(`members.${action}.${scope}.confirm`),
      danger: freeze,
    });
    if (reason === null) return;
    const done = await operatorAction<AdminMemberSummary>(
      `/Admin/members/${action}`,
      { memberId: member.id, scope, reason },
      { done: t(`members.${action}.${scope}.done`) },
    );
    if (done) {
      reload();
      onChanged();
    }
  };

  const footer = member && (
    <div className={styles.actions}>
      <Button
        variant={member.loginFrozen ? 'secondary' : 'danger'}
        onClick={() => void setFrozen('login', !member.loginFrozen)}
      >
        {t(member.loginFrozen ? 'members.unfreeze.login.button' : 'members.freeze.login.button')}
      </Button>
      <Button
        variant={member.withdrawalFrozen ? 'secondary' : 'danger'}
        onClick={() => void setFrozen('withdrawal', !member.withdrawalFrozen)}
      >
        {t(
          member.withdrawalFrozen ? 'members.unfreeze.withdrawal.button' : 'members.freeze.withdrawal.button',
        )}
      </Button>
    </div>
  );

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={member ? member.nickname || member.mailbox : t('members.detail')}
      description={t('members.detailOf', { id: memberId })}
      footer={footer}
    >
      {error ? (
        <ErrorState onRetry={reload} />
      ) : !data || !member ? (
        <Skeleton title rows={8} />
      ) : (
        <div className={styles.body}>
          <FactList
            facts={[
              { label: t('members.columns.id'), value: member.id },
              { label: t('members.columns.mailbox'), value: member.mailbox },
              { label: t('members.columns.nickname'), value: member.nickname },
              { label: t('members.columns.vip'), value: `VIP${member.vipLevel}` },
              { label: t('members.inviteCode'), value: member.inviteCode },
              { label: t('members.inviter'), value: member.inviterId ?? '—' },
              { label: t('members.columns.joined'), value: dateTime(member.createdAt) },
              { label: t('members.columns.state'), value: <MemberStateTags member={member} /> },
              ...(member.frozenReason
                ? [{ label: t('members.frozenReason'), value: member.frozenReason }]
                : []),
              { label: t('members.paymentPassword'), value: t(member.paymentPasswordSet ? 'yes' : 'no') },
              { label: t('members.authenticator'), value: t(member.totpEnabled ? 'yes' : 'no') },
            ]}
          />
          <DrawerSection title={t('members.balances')} empty={t('members.none')}>
            {data.balances.map((line) => (
              <li key={`${line.kind}:${line.asset}`} className={styles.row}>
                <span>{t(`accountKinds.${line.kind}`, { defaultValue: line.kind })}</span>
                <LedgerAmount value={line.balance} asset={line.asset} />
              </li>
            ))}
          </DrawerSection>
          <DrawerSection title={t('members.orders')} empty={t('members.none')}>
            {data.orders.map((order) => (
              <li key={order.id} className={styles.row}>
                <span>
                  {order.fundName} · {order.orderNo} · {t(`members.orderStates.${order.state}`)}
                </span>
                <Amount value={order.amount} />
              </li>
            ))}
          </DrawerSection>
          <DrawerSection title={t('members.withdrawals')} empty={t('members.none')}>
            {data.withdrawals.map((w) => (
              <li key={w.id} className={styles.row}>
                <span>
                  #{w.id} · {w.stateLabel ?? w.state} · {dateTime(w.createdAt)}
                </span>
                <Amount value={w.amount} currency="USDT" />
              </li>
            ))}
          </DrawerSection>
          <DrawerSection title={t('members.deposits')} empty={t('members.none')}>
            {data.deposits.map((d) => (
              <li key={d.id} className={styles.row}>
                <span>
                  #{d.id} · {d.chain} · {dateTime(d.createdAt)}
                </span>
                <Amount value={d.amount} currency="USDT" />
              </li>
            ))}
          </DrawerSection>
          <MemberTeamSection memberId={memberId} />
          <DrawerSection title={t('members.securityEvents')} empty={t('members.none')}>
            {data.securityEvents.map((event) => (
              <li key={event.id} className={styles.row}>
                <span>{event.label}</span>
                <span className={styles.quiet}>{dateTime(event.createdAt)}</span>
              </li>
            ))}
          </DrawerSection>
          <DrawerSection title={t('members.operatorActions')} empty={t('members.none')}>
            {data.operatorActions.map((action) => (
              <li key={action.id} className={styles.row}>
                <span>
                  {action.action} · {action.actor}
                  {action.reason ? ` · ${action.reason}` : ''}
                </span>
                <span className={styles.quiet}>{dateTime(action.createdAt)}</span>
              </li>
            ))}
          </DrawerSection>
        </div>
      )}
    </Drawer>
  );
}
