import type { TFunction } from 'i18next';
import type { NoticeItem } from '@h5/api/contract/social';

/** What a notice says, as plain text: who did what ("Asha commented: nice"). */
export function noticeText(notice: NoticeItem, t: TFunction<'chat'>): string {
  const name = notice.actor?.nickname ?? '';
  switch (notice.topic) {
    case 'friend':
      return notice.detail.kind === 'passed'
        ? t('notice.text.friendPassed', { name })
        : t('notice.text.friendRequest', { name });
    case 'group':
      return t('notice.text.group', { name, group: notice.detail.groupName });
    case 'comment':
      return t('notice.text.comment', { name, excerpt: notice.detail.excerpt });
    case 'like':
      return t('notice.text.like', { name });
    case 'plan':
      return notice.detail.state === 'success'
        ? t('notice.text.planPassed', { theme: notice.detail.theme })
        : t('notice.text.planRejected', { theme: notice.detail.theme });
  }
}

/** The page a notice opens: the requests, the group's management, the post, the chat, the plan. */
export function noticeTarget(notice: NoticeItem): string | null {
  switch (notice.topic) {
    case 'friend':
      return notice.detail.kind === 'passed' && notice.actor
        ? `pages/chat/chat?friendId=${notice.actor.id}`
        : 'pages/chat/friendRequest';
    case 'group':
      return `pages/chat/management?groupId=${notice.detail.groupId}`;
    case 'comment':
    case 'like':
      return `pages/chat/twxq?id=${notice.detail.postId}`;
    case 'plan':
      return notice.refId ? `pages/index/recorddetail?id=${notice.refId}` : null;
  }
}
