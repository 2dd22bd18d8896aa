import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showConfirm, Skeleton, toast } from '@h5/design-system';
import { ActionSheet, type ActionSheetAction } from '@h5/design-system/ActionSheet';
import { Avatar } from '@h5/design-system/Avatar';
import { Card } from '@h5/design-system/Card';
import { Tag } from '@h5/design-system/Tag';
import { useLang, useSession, type PageProps } from '@h5/platform';
import { usePagedList } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { GroupCard, GroupMemberRow } from '@h5/api/contract/groups';
import { fetchGroupMembers, removeMember, setAdmin } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { VirtualList } from '../../components/VirtualList.tsx';
import { GroupLoadError } from '../../components/groups/GroupLoadError.tsx';
import { groupBackTo, groupIdParam, useGroupCard } from '../../components/groups/useGroupCard.ts';
import { canChangeAdmin, canRemoveMember } from '../../utils/groupRules.ts';
import styles from '../../components/groups/groups.module.css';

const byId = (row: GroupMemberRow) => row.id;

/**
 * A group's members with their roles (`pages/chat/allmembers?groupId=`), owner first, page by page
 * in a virtualized list (a group may have hundreds).
 * Admins may remove members, the owner admins too, and the owner makes members admins or takes it back.
 */
export function AllMembersPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const groupId = groupIdParam(params);
  const { card, loading, error, reload } = useGroupCard(groupId, { membersOnly: true });
  return (
    <ChatFrame
      backTo={groupBackTo(groupId)}
      title={card ? t('groups.members.titleCount', { count: card.memberCount }) : t('groups.members.title')}
    >
      {groupId === null || error ? (
        <GroupLoadError groupId={groupId} error={error} onRetry={reload} />
      ) : loading || !card ? (
        <Card>
          <Skeleton avatar title={false} rows={2} />
        </Card>
      ) : (
        <Members card={card} onChanged={reload} />
      )}
    </ChatFrame>
  );
}

function Members({ card, onChanged }: { card: GroupCard; onChanged: () => void }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const { userInfo } = useSession();
  const [version, setVersion] = useState(0);
  const [managing, setManaging] = useState<GroupMemberRow | null>(null);
  const list = usePagedList((page, rows) => fetchGroupMembers(card.id, page, rows), {
    key: `members:${card.id}:${lang}:${version}`,
    rows: 20,
    getKey: byId,
  });
  const myId = userInfo?.id;

  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };

  const remove = async (row: GroupMemberRow) => {
    const sure = await showConfirm({
      title: t('groups.members.removeTitle'),
      message: t('groups.members.removeMessage', { name: row.nickname }),
      confirmLabel: t('groups.members.remove'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await removeMember(card.id, row.id);
      toast.success(t('groups.members.removed', { name: row.nickname }));
      changed();
    } catch {
      // The client has shown the API's refusal.
    }
  };

  const toggleAdmin = async (row: GroupMemberRow) => {
    const makeAdmin = row.role === 'member';
    try {
      await setAdmin(card.id, row.id, makeAdmin);
      toast.success(
        t(makeAdmin ? 'groups.members.adminSet' : 'groups.members.adminUnset', { name: row.nickname }),
      );
      changed();
    } catch {
      // The client has shown the API's refusal.
    }
  };

  const actionsFor = (row: GroupMemberRow): ActionSheetAction[] => [
    ...(canChangeAdmin(card.myRole, row.role)
      ? [
          {
            key: 'admin',
            label: t(row.role === 'admin' ? 'groups.members.unsetAdmin' : 'groups.members.setAdmin'),
            onSelect: () => void toggleAdmin(row),
          },
        ]
      : []),
    ...(canRemoveMember(card.myRole, row.role, row.id === myId)
      ? [{ key: 'remove', label: t('groups.members.remove'), danger: true, onSelect: () => void remove(row) }]
      : []),
  ];

  if (list.items.length === 0) return <Pending load={list} avatar title={false} rows={2} />;
  return (
    <div className={`${styles.listCard} ${styles.pageList}`} data-testid="group-members">
      <VirtualList
        label={t('groups.members.title')}
        items={list.items}
        getKey={byId}
        estimateSize={60}
        hasMore={list.items.length < list.total}
        loading={list.loading}
        error={list.error}
        onLoadMore={list.loadMore}
        renderItem={(row: GroupMemberRow) => {
          const actions = actionsFor(row);
          return (
            <div className={styles.personRow} data-testid="group-member" data-member-id={row.id}>
              <Avatar name={row.nickname} src={row.avatar ?? undefined} decorative />
              <span className={styles.personText}>
                <span className={styles.personName}>
                  {row.nickname}
                  {row.id === myId && <span className={styles.you}>{t('groups.members.you')}</span>}
                </span>
                <span className={styles.personMeta}>{t('groups.memberId', { id: row.id })}</span>
              </span>
              {row.role !== 'member' && (
                <Tag tone={row.role === 'owner' ? 'warning' : 'primary'}>{t(`groups.role.${row.role}`)}</Tag>
              )}
              {actions.length > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.manage}
                  onClick={() => setManaging(row)}
                  aria-label={t('groups.members.manageName', { name: row.nickname })}
                  data-testid="group-member-manage"
                >
                  {t('groups.members.manage')}
                </Button>
              )}
            </div>
          );
        }}
      />
      <ActionSheet
        open={managing !== null}
        onOpenChange={(open) => !open && setManaging(null)}
        title={managing?.nickname ?? ''}
        actions={managing ? actionsFor(managing) : []}
      />
    </div>
  );
}
