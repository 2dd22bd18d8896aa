import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState, toast } from '@h5/design-system';
import { MemberPicker } from '@h5/design-system/MemberPicker';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import { fetchAllFriends, fetchAllMemberIds, inviteFriends } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { friendItems } from '../../components/groups/friendItems.ts';
import { GroupLoadError } from '../../components/groups/GroupLoadError.tsx';
import { groupBackTo, groupIdParam } from '../../components/groups/useGroupCard.ts';
import { groupPage } from '../../utils/groupRules.ts';

/**
 * Inviting friends into a group (`pages/chat/invitefriends?groupId=`): the member's friends who are
 * not in it yet, picked with a `MemberPicker`; they join at once, or wait for an admin when a plain
 * member invites into an approval group.
 */
export function InviteFriendsPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const groupId = groupIdParam(params);
  return (
    <ChatFrame title={t('groups.invite.title')} backTo={groupBackTo(groupId)}>
      {groupId === null ? <ErrorState title={t('groups.notFound')} /> : <InvitePicker groupId={groupId} />}
    </ChatFrame>
  );
}

function InvitePicker({ groupId }: { groupId: number }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const candidates = useAsyncData(`invite:${groupId}:${lang}`, async () => {
    const [friends, inGroup] = await Promise.all([fetchAllFriends(), fetchAllMemberIds(groupId)]);
    return friends.filter((friend) => !inGroup.has(friend.id));
  });
  const members = useMemo(() => friendItems(candidates.data ?? [], t), [candidates.data, t]);

  const invite = async (ids: string[]) => {
    if (ids.length === 0) {
      toast.error(t('groups.selectFriendFirst'));
      return;
    }
    setSending(true);
    try {
      const answer = await inviteFriends(groupId, ids.map(Number));
      toast.success(
        answer.pending.length > 0
          ? t('groups.invite.pending', { count: answer.pending.length })
          : t('groups.invite.joined', { count: answer.joined.length }),
      );
      navigation.back(1, groupPage.introduce(groupId));
    } catch {
      // The client has shown the API's refusal.
      setSending(false);
    }
  };

  // Refused: not a member of the group (or no such group); said as the other group pages say it.
  if (failureDescription(candidates.error))
    return <GroupLoadError groupId={groupId} error={candidates.error} />;
  return (
    <MemberPicker
      members={members}
      selected={selected}
      onSelectedChange={setSelected}
      onConfirm={(ids) => void invite(ids)}
      confirmLabel={t('groups.invite.submit')}
      confirming={sending}
      searchLabel={t('groups.picker.search')}
      loading={candidates.loading}
      error={candidates.error ? t('groups.picker.failed') : undefined}
      onRetry={candidates.reload}
      empty={
        <Empty
          title={t('groups.invite.noneLeft')}
          description={t('groups.invite.noneLeftHint')}
          action={
            <Button variant="secondary" onClick={() => navigation.navigate('pages/chat/friendRequest')}>
              {t('groups.picker.addFriends')}
            </Button>
          }
        />
      }
      data-testid="group-invite-picker"
    />
  );
}
