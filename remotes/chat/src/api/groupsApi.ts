// The `/chat/group/...` calls of the group pages (createchat … joingroup). Shapes are the API's own
// contract (`@h5/api/contract/groups`), so a change there shows here as a type error. Loads are
// silent (the page shows the failure in place); actions let the client toast the API's refusal.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  CreateGroupInput,
  GroupCard,
  GroupInviteAnswer,
  GroupJoinAnswer,
  GroupJoinMode,
  GroupMemberRow,
  GroupRequestRow,
  GroupSettingsInput,
} from '@h5/api/contract/groups';
import type { Friend } from '@h5/api/contract/social';

const load = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  api.post<T>(path, body, { base: 'chat', silent: true });

const act = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  api.post<T>(path, body, { base: 'chat' });

/** A form body: a list of ids goes as `memberIds[]` repeated, the nesting the API reads from a form. */
const withIds = (body: Record<string, unknown>, ids: readonly number[]) => ({
  ...body,
  'memberIds[]': ids.map(String),
});

export const createGroup = ({ memberIds = [], ...input }: CreateGroupInput): Promise<GroupCard> =>
  act<GroupCard>('/group/create', withIds({ ...input }, memberIds));

/** A group the caller belongs to (members only). */
export const fetchGroupInfo = (groupId: number): Promise<GroupCard> => load('/group/info', { groupId });

/** Any group by its id (to join it); a dissolved one is refused. */
export const searchGroup = (groupId: number): Promise<GroupCard> => load('/group/search', { groupId });

/** The card of a group, for a member or not: its info, or what a search shows to others. */
export const fetchGroupCard = (groupId: number): Promise<GroupCard> =>
  fetchGroupInfo(groupId).catch(() => searchGroup(groupId));

export const fetchGroupMembers = (
  groupId: number,
  page: number,
  rows: number,
): Promise<Paged<GroupMemberRow>> => load('/group/members', { groupId, page, rows });

/** Every member id of a group (a group has a few hundred at most: 100 a call). */
export async function fetchAllMemberIds(groupId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; page <= 50; page += 1) {
    const { list, total } = await fetchGroupMembers(groupId, page, 100);
    for (const row of list) ids.add(row.id);
    if (list.length === 0 || ids.size >= total) break;
  }
  return ids;
}

export const joinGroup = (groupId: number): Promise<GroupJoinAnswer> => act('/group/join', { groupId });

export const fetchGroupRequests = (
  groupId: number,
  page: number,
  rows: number,
): Promise<Paged<GroupRequestRow>> => load('/group/requests', { groupId, page, rows, state: 'pending' });

export const approveRequest = (requestId: number): Promise<GroupRequestRow> =>
  act('/group/approve', { requestId });

export const rejectRequest = (requestId: number): Promise<GroupRequestRow> =>
  act('/group/reject', { requestId });

export const inviteFriends = (groupId: number, memberIds: readonly number[]): Promise<GroupInviteAnswer> =>
  act('/group/invite', withIds({ groupId }, memberIds));

export const removeMember = (groupId: number, memberId: number): Promise<GroupCard> =>
  act('/group/remove', { groupId, memberId });

export const setAdmin = (groupId: number, memberId: number, admin: boolean): Promise<GroupMemberRow> =>
  act(admin ? '/group/setAdmin' : '/group/unsetAdmin', { groupId, memberId });

export const saveGroupSettings = (input: GroupSettingsInput): Promise<GroupCard> =>
  act('/group/settings', { ...input });

export const setJoinMode = (groupId: number, joinMode: GroupJoinMode): Promise<GroupCard> =>
  saveGroupSettings({ groupId, joinMode });

export const leaveGroup = (groupId: number): Promise<null> => act('/group/leave', { groupId });

export const dissolveGroup = (groupId: number): Promise<GroupCard> => act('/group/dissolve', { groupId });

/** Every friend of the member (100 a call), for the member pickers. */
export async function fetchAllFriends(): Promise<Friend[]> {
  const friends: Friend[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { list, total } = await load<Paged<Friend>>('/friend/list', { page, rows: 100 });
    friends.push(...list);
    if (list.length === 0 || friends.length >= total) break;
  }
  return friends;
}

/** The group's avatar, through the platform's image upload (10 MB, checked again by the server). */
export const uploadGroupAvatar = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  api.upload<{ path: string }>('/Upload/image', file, { onProgress, silent: true }).then((data) => data.path);
