import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { navigation, type PageProps } from '@h5/platform';
import type { GroupCard } from '@h5/api/contract/groups';
import { saveGroupSettings } from '../../api/groupsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { GroupLoadError } from '../../components/groups/GroupLoadError.tsx';
import { GroupProfileFields, type GroupProfile } from '../../components/groups/GroupProfileFields.tsx';
import { groupBackTo, groupIdParam, useGroupCard } from '../../components/groups/useGroupCard.ts';
import { groupNameProblem, groupPage, isGroupAdmin } from '../../utils/groupRules.ts';
import styles from '../../components/groups/groups.module.css';

/** A group's name, avatar and introduction (`pages/chat/groupset?groupId=`), changed by its admins. */
export function GroupSetPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const groupId = groupIdParam(params);
  const { card, loading, error, reload } = useGroupCard(groupId, { membersOnly: true });
  return (
    <ChatFrame title={t('groups.settings.title')} backTo={groupBackTo(groupId)}>
      {groupId === null || error ? (
        <GroupLoadError groupId={groupId} error={error} onRetry={reload} />
      ) : loading || !card ? (
        <Card>
          <Skeleton avatar rows={4} />
        </Card>
      ) : !isGroupAdmin(card.myRole) || card.dissolved ? (
        <ErrorState title={t('groups.settings.adminsOnly')} />
      ) : (
        <SettingsForm card={card} />
      )}
    </ChatFrame>
  );
}

function SettingsForm({ card }: { card: GroupCard }) {
  const { t } = useTranslation('chat');
  const [profile, setProfile] = useState<GroupProfile>({
    name: card.name,
    avatar: card.avatar ?? '',
    introduction: card.introduction,
  });
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const problem = groupNameProblem(profile.name);
    if (problem) {
      setNameError(t(`groups.form.name_${problem}`));
      return;
    }
    setSaving(true);
    try {
      await saveGroupSettings({
        groupId: card.id,
        name: profile.name.trim(),
        introduction: profile.introduction.trim(),
        ...(profile.avatar && profile.avatar !== card.avatar ? { avatar: profile.avatar } : {}),
      });
      toast.success(t('groups.settings.saved'));
      navigation.back(1, groupPage.introduce(card.id));
    } catch {
      // The client has shown the API's refusal.
      setSaving(false);
    }
  };

  return (
    <form
      data-testid="group-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
    >
      <Card as="section">
        <GroupProfileFields
          value={profile}
          onChange={(next) => {
            setProfile(next);
            if (nameError && !groupNameProblem(next.name)) setNameError(undefined);
          }}
          nameError={nameError}
          disabled={saving}
        />
      </Card>
      <div className={styles.actions}>
        <Button type="submit" block size="lg" loading={saving} data-testid="group-settings-save">
          {t('groups.settings.save')}
        </Button>
      </div>
    </form>
  );
}
