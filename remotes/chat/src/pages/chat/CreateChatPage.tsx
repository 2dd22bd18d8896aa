import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { MemberPicker } from '@h5/design-system/MemberPicker';
import { SectionTitle } from '@h5/design-system/Page';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import type { GroupJoinMode } from '@h5/api/contract/groups';
import { createGroup, fetchAllFriends } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { GroupProfileFields, type GroupProfile } from '../../components/groups/GroupProfileFields.tsx';
import { JoinModeChoice } from '../../components/groups/JoinModeChoice.tsx';
import { friendItems } from '../../components/groups/friendItems.ts';
import { groupNameProblem, groupPage } from '../../utils/groupRules.ts';

/**
 * A new group (`pages/chat/createchat`): its avatar, name, introduction and join mode, then its first
 * members picked from the member's friends; the picker's button creates it and opens its chat.
 */
export function CreateChatPage(_props: PageProps) {
  const { t } = useTranslation('chat');
  return (
    <ChatFrame title={t('groups.create.title')}>
      <CreateGroupForm />
    </ChatFrame>
  );
}

function CreateGroupForm() {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const [profile, setProfile] = useState<GroupProfile>({ name: '', avatar: '', introduction: '' });
  const [joinMode, setJoinMode] = useState<GroupJoinMode>('free');
  const [nameError, setNameError] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const friends = useAsyncData(`friends:${lang}`, fetchAllFriends);
  const members = useMemo(() => friendItems(friends.data ?? [], t), [friends.data, t]);

  const create = async (ids: string[]) => {
    const problem = groupNameProblem(profile.name);
    if (problem) {
      setNameError(t(`groups.form.name_${problem}`));
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    // The specification's message: a group starts with at least one friend.
    if (ids.length === 0) {
      toast.error(t('groups.selectFriendFirst'));
      return;
    }
    setCreating(true);
    try {
      const card = await createGroup({
        name: profile.name.trim(),
        avatar: profile.avatar || undefined,
        introduction: profile.introduction.trim(),
        joinMode,
        memberIds: ids.map(Number),
      });
      toast.success(t('groups.create.created'));
      navigation.redirect(groupPage.chat(card.id));
    } catch {
      // The client has shown the API's refusal.
      setCreating(false);
    }
  };

  return (
    <div data-testid="create-group">
      <Card as="section">
        <GroupProfileFields
          value={profile}
          onChange={(next) => {
            setProfile(next);
            if (nameError && !groupNameProblem(next.name)) setNameError(undefined);
          }}
          nameError={nameError}
          disabled={creating}
        />
        <JoinModeChoice value={joinMode} onChange={setJoinMode} disabled={creating} />
      </Card>
      <SectionTitle>{t('groups.create.members')}</SectionTitle>
      <MemberPicker
        members={members}
        selected={selected}
        onSelectedChange={setSelected}
        onConfirm={(ids) => void create(ids)}
        confirmLabel={t('groups.create.submit')}
        confirming={creating}
        searchLabel={t('groups.picker.search')}
        loading={friends.loading}
        error={friends.error ? (failureDescription(friends.error) ?? t('groups.picker.failed')) : undefined}
        onRetry={friends.reload}
        empty={
          <Empty
            title={t('groups.picker.noFriends')}
            description={t('groups.picker.noFriendsHint')}
            action={
              <Button variant="secondary" onClick={() => navigation.navigate('pages/chat/friendRequest')}>
                {t('groups.picker.addFriends')}
              </Button>
            }
          />
        }
        data-testid="group-member-picker"
      />
    </div>
  );
}
