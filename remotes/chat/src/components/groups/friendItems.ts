import type { TFunction } from 'i18next';
import type { MemberPickerItem } from '@h5/design-system/MemberPicker';
import type { Friend } from '@h5/api/contract/social';

/** The member's friends as rows of a `MemberPicker`: avatar, nickname, their member id under it. */
export const friendItems = (friends: readonly Friend[], t: TFunction): MemberPickerItem[] =>
  friends.map((friend) => ({
    id: String(friend.id),
    name: friend.nickname,
    avatar: friend.avatar ?? undefined,
    description: t('groups.memberId', { id: friend.id }),
  }));
