import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Avatar } from '@h5/design-system/Avatar';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import { navigation } from '@h5/platform';
import type { FriendRequestItem, FriendRequestState } from '@h5/api/contract/social';
import { approveFriendRequest, rejectFriendRequest } from '../../api/friendsApi.ts';
import styles from './friends.module.css';

const TONES: Record<FriendRequestState, TagTone> = {
  pending: 'warning',
  passed: 'success',
  rejected: 'neutral',
};

type Props = {
  request: FriendRequestItem;
  /** Receives the request as the server has it after an approval or a rejection. */
  onDecided: (request: FriendRequestItem) => void;
};

/**
 * A friend request: the other member (a tap opens their homepage), the note, when; a received
 * request still pending offers approve and reject, any other shows its state.
 */
export function RequestRow({ request, onDecided }: Props) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const decide = (choice: 'approve' | 'reject') => {
    setBusy(choice);
    (choice === 'approve' ? approveFriendRequest : rejectFriendRequest)(request.id)
      .then(onDecided, (error: unknown) =>
        toast.error(error instanceof Error && error.message ? error.message : t('posts.failed')),
      )
      .finally(() => setBusy(null));
  };
  const decidable = request.direction === 'received' && request.state === 'pending';
  return (
    <div
      className={styles.request}
      data-testid="friend-request"
      data-id={request.id}
      data-state={request.state}
    >
      <button
        type="button"
        className={styles.requestWho}
        onClick={() => navigation.navigate(`pages/chat/homepage?memberId=${request.member.id}`)}
      >
        <Avatar name={request.member.nickname} src={request.member.avatar ?? undefined} decorative />
        <span className={styles.requestText}>
          <span className={styles.requestName}>{request.member.nickname}</span>
          {request.message ? <span className={styles.requestNote}>{request.message}</span> : null}
          <RelativeTime className={styles.requestTime} value={request.createdAt} />
        </span>
      </button>
      {decidable ? (
        <span className={styles.requestButtons}>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'reject'}
            disabled={busy === 'approve'}
            onClick={() => decide('reject')}
            data-testid="request-reject"
          >
            {t('friendRequest.reject')}
          </Button>
          <Button
            size="sm"
            loading={busy === 'approve'}
            disabled={busy === 'reject'}
            onClick={() => decide('approve')}
            data-testid="request-approve"
          >
            {t('friendRequest.approve')}
          </Button>
        </span>
      ) : (
        <Tag tone={TONES[request.state]} data-testid="request-state">
          {t(`friendRequest.states.${request.state}`)}
        </Tag>
      )}
    </div>
  );
}
