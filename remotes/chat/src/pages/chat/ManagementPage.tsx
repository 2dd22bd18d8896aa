import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, showConfirm, Skeleton, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { SectionTitle } from '@h5/design-system/Page';
import { Switch } from '@h5/design-system/Switch';
import { navigation, type PageProps } from '@h5/platform';
import type { GroupCard } from '@h5/api/contract/groups';
import { dissolveGroup, leaveGroup, setJoinMode } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { GroupLoadError } from '../../components/groups/GroupLoadError.tsx';
import { JoinRequests } from '../../components/groups/JoinRequests.tsx';
import { groupBackTo, groupIdParam, useGroupCard } from '../../components/groups/useGroupCard.ts';
import { groupPage, isGroupAdmin } from '../../utils/groupRules.ts';
import styles from '../../components/groups/groups.module.css';

/**
 * Running a group (`pages/chat/management?groupId=`): admins see the pending join requests (approve,
 * reject) and switch the join mode; the owner may dissolve the group; admins and members may leave.
 */
export function ManagementPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const groupId = groupIdParam(params);
  const { card, loading, error, reload, setCard } = useGroupCard(groupId, { membersOnly: true });
  return (
    <ChatFrame title={t('groups.management.title')} backTo={groupBackTo(groupId)}>
      {groupId === null || error ? (
        <GroupLoadError groupId={groupId} error={error} onRetry={reload} />
      ) : loading || !card ? (
        <Card>
          <Skeleton rows={4} />
        </Card>
      ) : (
        <Management card={card} onCard={setCard} onChanged={reload} />
      )}
    </ChatFrame>
  );
}

function Management({
  card,
  onCard,
  onChanged,
}: {
  card: GroupCard;
  onCard: (card: GroupCard) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('chat');
  const [switching, setSwitching] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const admin = isGroupAdmin(card.myRole);
  const owner = card.myRole === 'owner';

  const switchMode = async (approval: boolean) => {
    setSwitching(true);
    try {
      onCard(await setJoinMode(card.id, approval ? 'approval' : 'free'));
      toast.success(t('groups.management.joinModeSaved'));
    } catch {
      // The client has shown the API's refusal.
    } finally {
      setSwitching(false);
    }
  };

  const leaveOrDissolve = async () => {
    const sure = await showConfirm({
      title: t(owner ? 'groups.management.dissolveTitle' : 'groups.management.leaveTitle'),
      message: t(owner ? 'groups.management.dissolveMessage' : 'groups.management.leaveMessage', {
        name: card.name,
      }),
      confirmLabel: t(owner ? 'groups.management.dissolve' : 'groups.management.leave'),
      tone: 'danger',
    });
    if (!sure) return;
    setLeaving(true);
    try {
      if (owner) await dissolveGroup(card.id);
      else await leaveGroup(card.id);
      toast.success(t(owner ? 'groups.management.dissolved' : 'groups.management.left'));
      navigation.reLaunch('pages/chat/index');
    } catch {
      // The client has shown the API's refusal.
      setLeaving(false);
    }
  };

  if (card.dissolved) return <ErrorState title={t('groups.card.dissolvedNote')} />;
  return (
    <div data-testid="group-management">
      {admin && (
        <>
          <SectionTitle>{t('groups.management.requests')}</SectionTitle>
          <div className={styles.listCard}>
            <JoinRequests groupId={card.id} onDecided={onChanged} />
          </div>
          <SectionTitle>{t('groups.management.joining')}</SectionTitle>
          <Card>
            <Switch
              checked={card.joinMode === 'approval'}
              disabled={switching}
              onChange={(approval) => void switchMode(approval)}
              description={t(`groups.joinMode.${card.joinMode}Description`)}
              data-testid="group-approval-switch"
            >
              {t('groups.management.approvalSwitch')}
            </Switch>
          </Card>
        </>
      )}
      {!admin && <p className={styles.pageNote}>{t('groups.management.memberNote')}</p>}
      <div className={styles.actions}>
        {admin && (
          <Button variant="secondary" block onClick={() => navigation.navigate(groupPage.settings(card.id))}>
            {t('groups.introduce.settings')}
          </Button>
        )}
        <Button
          variant="danger"
          block
          loading={leaving}
          onClick={() => void leaveOrDissolve()}
          data-testid="group-leave"
        >
          {t(owner ? 'groups.management.dissolve' : 'groups.management.leave')}
        </Button>
      </div>
    </div>
  );
}
