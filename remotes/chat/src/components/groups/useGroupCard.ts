import { useState } from 'react';
import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { GroupCard } from '@h5/api/contract/groups';
import { fetchGroupCard, fetchGroupInfo } from '../../api/groupsApi.ts';
import { groupPage } from '../../utils/groupRules.ts';

/**
 * A group's card for a page reached with `?groupId=`, loaded again with the language; an action's
 * answer (`setCard`) replaces it without a round trip. `membersOnly`: only its members' info (a page
 * that is of no use to others), else what a search shows to anyone.
 */
export function useGroupCard(groupId: number | null, { membersOnly = false } = {}) {
  const lang = useLang();
  const key = `group:${groupId ?? 'none'}:${membersOnly}:${lang}`;
  const loaded = useAsyncData(key, () =>
    groupId === null
      ? Promise.reject(new Error('no group'))
      : membersOnly
        ? fetchGroupInfo(groupId)
        : fetchGroupCard(groupId),
  );
  // An action's answer, for the card it was made on.
  const [changed, setChanged] = useState<{ key: string; card: GroupCard } | null>(null);
  // While it loads again, the card shown stays (the last one loaded, or the action's answer).
  const card = (changed?.key === key ? changed.card : null) ?? loaded.data ?? loaded.latest;
  return {
    card,
    loading: loaded.loading && !card,
    error: loaded.error,
    /** Asks the server again; its answer replaces an action's. */
    reload: () => {
      setChanged(null);
      loaded.reload();
    },
    setCard: (next: GroupCard) => setChanged({ key, card: next }),
  };
}

/** The `groupId` launch parameter, or null when it is missing or not a positive integer. */
export function groupIdParam(params: Record<string, string>): number | null {
  const id = Number(params.groupId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Where a group's own pages go back to when the visit started on them: the group's card. */
export const groupBackTo = (groupId: number | null): string =>
  groupId === null ? 'pages/chat/index' : groupPage.introduce(groupId);
