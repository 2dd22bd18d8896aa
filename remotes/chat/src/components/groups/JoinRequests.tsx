import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, formatRelativeTime, toast, type Translate } from '@h5/design-system';
import { Avatar } from '@h5/design-system/Avatar';
import { PagedList } from '@h5/design-system/PagedList';
import { useLang } from '@h5/platform';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import type { GroupRequestRow } from '@h5/api/contract/groups';
import { approveRequest, fetchGroupRequests, rejectRequest } from '../../api/groupsApi.ts';
import { useGroupNotices } from '../../hooks/useGroupNotices.ts';
import styles from './groups.module.css';

const byId = (row: GroupRequestRow) => row.id;

/**
 * A group's pending join requests for its admins, newest first: who asks (or who invited them), when,
 * their message, and approve or reject. A decided request leaves the list.
 */
export function JoinRequests({ groupId, onDecided }: { groupId: number; onDecided: () => void }) {
  const { t } = useTranslation('chat');
  const { t: ds } = useTranslation('ds');
  const translate: Translate = (key: string, options?: Record<string, unknown>) =>
    String(ds(key, { ...options }));
  const lang = useLang();
  const [now] = useState(Date.now);
  const [version, setVersion] = useState(0);
  const [deciding, setDeciding] = useState<number | null>(null);
  // A new request while the page is open shows at once.
  useGroupNotices(() => setVersion((n) => n + 1));
  const list = usePagedList((page, rows) => fetchGroupRequests(groupId, page, rows), {
    key: `requests:${groupId}:${lang}:${version}`,
    rows: 20,
    getKey: byId,
  });

  const decide = async (row: GroupRequestRow, approve: boolean) => {
    setDeciding(row.id);
    try {
      await (approve ? approveRequest(row.id) : rejectRequest(row.id));
      toast.success(
        t(approve ? 'groups.requests.approved' : 'groups.requests.rejected', { name: row.member.nickname }),
      );
      onDecided();
    } catch {
      // The client has shown the API's refusal (another admin may have decided it first).
    } finally {
      setDeciding(null);
      setVersion((n) => n + 1);
    }
  };

  return (
    <div data-testid="group-requests">
      <PagedList
        {...pagedListProps(list)}
        getKey={byId}
        empty={<Empty title={t('groups.requests.empty')} description={t('groups.requests.emptyHint')} />}
        renderItem={(row: GroupRequestRow) => (
          <div className={styles.requestRow} data-testid="group-request" data-member-id={row.member.id}>
            <div className={styles.personRow}>
              <Avatar name={row.member.nickname} src={row.member.avatar ?? undefined} decorative />
              <span className={styles.personText}>
                <span className={styles.personName}>{row.member.nickname}</span>
                <span className={styles.personMeta}>
                  {row.invitedBy
                    ? t('groups.requests.invitedBy', { name: row.invitedBy.nickname })
                    : t('groups.memberId', { id: row.member.id })}
                  {' · '}
                  <time dateTime={row.createdAt}>{formatRelativeTime(row.createdAt, now, translate)}</time>
                </span>
              </span>
            </div>
            {row.message && <p className={styles.requestMessage}>{row.message}</p>}
            <div className={styles.requestButtons}>
              <Button
                variant="secondary"
                size="sm"
                disabled={deciding !== null}
                loading={deciding === row.id}
                onClick={() => void decide(row, false)}
                data-testid="group-request-reject"
              >
                {t('groups.requests.reject')}
              </Button>
              <Button
                size="sm"
                disabled={deciding !== null}
                loading={deciding === row.id}
                onClick={() => void decide(row, true)}
                data-testid="group-request-approve"
              >
                {t('groups.requests.approve')}
              </Button>
            </div>
          </div>
        )}
      />
    </div>
  );
}
