// What the group pages decide before asking the server (which decides again, ADR 0036): a name's
// problem, and which buttons a role sees. The server's policy is the rule; these only keep a member
// from tapping what would be refused.
import type { GroupRole } from '@h5/api/contract/groups';

/** A group's name: 1–40 characters once trimmed, as `/chat/group/create` takes it. */
export const GROUP_NAME_MAX = 40;
/** A group's introduction: at most 500 characters. */
export const GROUP_INTRODUCTION_MAX = 500;

/** What is wrong with a group name, or null. */
export function groupNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > GROUP_NAME_MAX ? 'tooLong' : null;
}

/** Admins and the owner run the group (requests, join mode, settings, removing members). */
export const isGroupAdmin = (role: GroupRole | null): boolean => role === 'owner' || role === 'admin';

/**
 * Whether `me` may remove `target` from the group: admins remove members; the owner removes admins
 * and members; nobody removes the owner or themself (they leave instead).
 */
export function canRemoveMember(me: GroupRole | null, target: GroupRole, self: boolean): boolean {
  if (self || target === 'owner') return false;
  if (me === 'owner') return true;
  return me === 'admin' && target === 'member';
}

/** Whether `me` may make `target` an admin or take it back: the owner only, never of themself. */
export const canChangeAdmin = (me: GroupRole | null, target: GroupRole): boolean =>
  me === 'owner' && target !== 'owner';

/** A group id typed by the member: digits only, or null. */
export function parseGroupId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

/** The pages of a group. */
export const groupPage = {
  introduce: (groupId: number) => `pages/chat/groupintroduce?groupId=${groupId}`,
  members: (groupId: number) => `pages/chat/allmembers?groupId=${groupId}`,
  invite: (groupId: number) => `pages/chat/invitefriends?groupId=${groupId}`,
  management: (groupId: number) => `pages/chat/management?groupId=${groupId}`,
  settings: (groupId: number) => `pages/chat/groupset?groupId=${groupId}`,
  /** A group's id is its conversation's id. */
  chat: (groupId: number) => `pages/chat/chat?conversationId=${groupId}`,
};
