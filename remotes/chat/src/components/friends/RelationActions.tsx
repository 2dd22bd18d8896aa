import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { navigation } from '@h5/platform';
import type { FriendSearchResult } from '@h5/api/contract/social';
import { openConversation } from '../../api/chatApi.ts';
import { approveFriendRequest, sendFriendRequest } from '../../api/friendsApi.ts';
import styles from './friends.module.css';

type Props = {
  member: FriendSearchResult;
  /** Receives the member as they are after a request was sent or approved. */
  onChange: (member: FriendSearchResult) => void;
  /** What the member does on their own card (the homepage: publish a post); nothing by default. */
  self?: ReactNode;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * What the member may do with another member, by what they are to each other: send a friend
 * request, approve theirs, wait for an answer, or open the chat with a friend. The server's
 * refusal (blocked, already friends) is shown as a toast in the member's language.
 */
export function RelationActions({ member, onChange, self = null }: Props) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => toast.error(messageOf(error) || t('posts.failed')))
      .finally(() => setBusy(false));
  };

  switch (member.relation) {
    case 'self':
      return <>{self}</>;
    case 'friend':
      return (
        <Button
          block
          loading={busy}
          data-testid="member-chat"
          onClick={() =>
            run(async () => {
              const { conversationId } = await openConversation(member.id);
              navigation.navigate(`pages/chat/chat?conversationId=${conversationId}`);
            })
          }
        >
          {t('friendRequest.sendMessage')}
        </Button>
      );
    case 'pending':
      return member.request?.direction === 'received' ? (
        <Button
          block
          loading={busy}
          data-testid="member-approve"
          onClick={() =>
            run(async () => {
              await approveFriendRequest(member.request!.id);
              toast.show(t('friendRequest.approved'));
              onChange({ ...member, relation: 'friend', request: null });
            })
          }
        >
          {t('friendRequest.approve')}
        </Button>
      ) : (
        <p className={styles.relationNote} data-testid="member-pending">
          {t('friendRequest.requestSent')}
        </p>
      );
    case 'blocked':
      return <p className={styles.relationNote}>{t('friendRequest.blocked')}</p>;
    case 'none':
      return (
        <Button
          block
          loading={busy}
          data-testid="member-add"
          onClick={() =>
            run(async () => {
              const answer = await sendFriendRequest(member.id);
              toast.show(
                t(answer.relation === 'friend' ? 'friendRequest.nowFriends' : 'friendRequest.sentToast'),
              );
              onChange({
                ...member,
                relation: answer.relation,
                request: answer.relation === 'pending' ? { id: answer.request.id, direction: 'sent' } : null,
              });
            })
          }
        >
          {t('friendRequest.add')}
        </Button>
      );
  }
}
