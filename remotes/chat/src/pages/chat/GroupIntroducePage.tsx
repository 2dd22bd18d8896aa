import { useTranslation } from 'react-i18next';
import { Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Cell, CellGroup } from '@h5/design-system/Cell';
import { navigation, type PageProps } from '@h5/platform';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { GroupLoadError } from '../../components/groups/GroupLoadError.tsx';
import { GroupCardView } from '../../components/groups/GroupCardView.tsx';
import { GroupJoinActions } from '../../components/groups/GroupJoinActions.tsx';
import { groupIdParam, useGroupCard } from '../../components/groups/useGroupCard.ts';
import { useGroupNotices } from '../../hooks/useGroupNotices.ts';
import { groupPage, isGroupAdmin } from '../../utils/groupRules.ts';

/**
 * A group's card (`pages/chat/groupintroduce?groupId=`): avatar, name, introduction, member count and
 * join mode; join or request to join for others; for members the chat, the member list, inviting,
 * management (requests, leaving) and, for admins, the settings.
 */
export function GroupIntroducePage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const groupId = groupIdParam(params);
  const { card, loading, error, reload, setCard } = useGroupCard(groupId);
  // A request approved while the card is open (a member now), or the group changing, shows at once.
  useGroupNotices(reload, groupId);
  return (
    <ChatFrame title={t('groups.introduce.title')}>
      {groupId === null || error ? (
        <GroupLoadError groupId={groupId} error={error} onRetry={reload} />
      ) : loading || !card ? (
        <Card>
          <Skeleton avatar rows={3} />
        </Card>
      ) : (
        <>
          <GroupCardView card={card} />
          <GroupJoinActions card={card} onChange={setCard} />
          {card.myRole && !card.dissolved && (
            <CellGroup>
              <Cell
                title={t('groups.introduce.members')}
                value={t('groups.memberCount', { count: card.memberCount })}
                onClick={() => navigation.navigate(groupPage.members(card.id))}
                data-testid="group-members-link"
              />
              <Cell
                title={t('groups.introduce.invite')}
                onClick={() => navigation.navigate(groupPage.invite(card.id))}
                data-testid="group-invite-link"
              />
              {isGroupAdmin(card.myRole) && (
                <Cell
                  title={t('groups.introduce.settings')}
                  onClick={() => navigation.navigate(groupPage.settings(card.id))}
                  data-testid="group-settings-link"
                />
              )}
              <Cell
                title={t(
                  isGroupAdmin(card.myRole) ? 'groups.introduce.management' : 'groups.introduce.leaveOrMore',
                )}
                onClick={() => navigation.navigate(groupPage.management(card.id))}
                data-testid="group-management-link"
              />
            </CellGroup>
          )}
        </>
      )}
    </ChatFrame>
  );
}
