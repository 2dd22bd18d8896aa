// Wire types of the groups module (`@h5/api/contract/groups`), shared with the front end. Types only.
// Groups (issue #19, ADR 0036 "Groups and roles"): a group is a conversation of kind `group`; its
// members and their roles are the conversation's members. Every route is POST under /chat/group/
// and answers the usual envelope; refusals are 4xx with a localized `msg` and `data.code`.

/** `free`: anyone joins at once; `approval`: an admin or the owner decides each request. */
export type GroupJoinMode = 'free' | 'approval';

/** The spec's roles: the owner (one per group), admins ("managers") and members. */
export type GroupRole = 'owner' | 'admin' | 'member';

/** A join request (or a member's invitation into an approval group): pending, then decided. */
export type GroupRequestState = 'pending' | 'passed' | 'rejected';

/**
 * A group as the caller sees it. `id` is also the group's conversation id (open it with
 * /chat/message/* like any conversation). `avatar` is a public path (`/uploads/<name>`) or null.
 * `myRole` is null when the caller is not a member; `myRequest` is the caller's pending request,
 * if any (so `joingroup` can say "waiting for approval"). A dissolved group refuses every change.
 */
export type GroupCard = {
  id: number;
  name: string;
  avatar: string | null;
  introduction: string;
  joinMode: GroupJoinMode;
  memberCount: number;
  ownerId: number;
  myRole: GroupRole | null;
  myRequest: { id: number; state: 'pending' } | null;
  dissolved: boolean;
  createdAt: string;
};

/** A member as others see them (nickname and avatar from the member's profile). */
export type GroupPerson = { id: number; nickname: string; avatar: string | null };

/** A row of /chat/group/members: owner first, then admins, then members, each by joining time. */
export type GroupMemberRow = GroupPerson & { role: GroupRole; joinedAt: string };

/** A row of /chat/group/requests (admins and the owner): newest first. */
export type GroupRequestRow = {
  id: number;
  groupId: number;
  member: GroupPerson;
  /** The member who invited them (an invitation by a plain member into an approval group). */
  invitedBy: GroupPerson | null;
  message: string;
  state: GroupRequestState;
  createdAt: string;
  decidedAt: string | null;
};

/** Paging as everywhere: `page` from 1, `rows` 20 by default (max 100). */
export type GroupPageInput = { page?: number; rows?: number };

/** Every route that names a group. */
export type GroupIdInput = { groupId: number };

/**
 * POST /chat/group/create → GroupCard. `name` 1–40 characters (trimmed), `introduction` ≤ 500,
 * `avatar` the creator's own upload (`/uploads/<name>` from POST /api/Upload/image) or absent.
 * `memberIds` are friends of the creator (≤ 200) who join at once; anyone else → 422
 * `data.field = 'memberIds'`, nothing created. The creator is the owner.
 */
export type CreateGroupInput = {
  name: string;
  avatar?: string | null;
  introduction?: string;
  joinMode: GroupJoinMode;
  memberIds?: number[];
};

/** POST /chat/group/info → GroupCard (members only; others use /chat/group/search). */
export type GroupInfoInput = GroupIdInput;

/** POST /chat/group/members → Paged<GroupMemberRow> (members only). */
export type GroupMembersInput = GroupIdInput & GroupPageInput;

/** POST /chat/group/search → GroupCard, for anyone who knows the group id (not a dissolved one). */
export type GroupSearchInput = GroupIdInput;

/**
 * POST /chat/group/join → GroupJoinAnswer. Free group: the caller is a member at once. Approval
 * group: one pending request (joining again while it is pending answers the same request).
 * Already a member → 409 `data.code = 'already_member'`.
 */
export type GroupJoinInput = GroupIdInput & { message?: string };
export type GroupJoinAnswer =
  { state: 'joined'; group: GroupCard } | { state: 'pending'; request: GroupRequestRow };

/** POST /chat/group/requests → Paged<GroupRequestRow> (admins and the owner). Pending by default. */
export type GroupRequestsInput = GroupIdInput & GroupPageInput & { state?: GroupRequestState };

/**
 * POST /chat/group/approve, /chat/group/reject → GroupRequestRow (admins and the owner). Only a
 * pending request is decided; another → 409 `data.code = 'request_decided'`.
 */
export type GroupDecideInput = { requestId: number };

/**
 * POST /chat/group/invite → GroupInviteAnswer. Every id must be a friend of the caller (else 422
 * `data.field = 'memberIds'`, nothing changed). Free group, or an admin/owner inviting: they join at
 * once (`joined`); a plain member inviting into an approval group: a pending request each
 * (`pending`). Already members or already pending are left as they are (`skipped`).
 */
export type GroupInviteInput = GroupIdInput & { memberIds: number[] };
export type GroupInviteAnswer = { joined: number[]; pending: number[]; skipped: number[] };

/**
 * POST /chat/group/remove → GroupCard. Admins remove members; the owner removes admins and
 * members; nobody removes the owner or themself (leave instead).
 */
export type GroupMemberInput = GroupIdInput & { memberId: number };

/** POST /chat/group/setAdmin, /chat/group/unsetAdmin → GroupMemberRow (the owner only). */
export type GroupSetAdminInput = GroupMemberInput;

/** POST /chat/group/settings → GroupCard (admins and the owner): only the fields given change. */
export type GroupSettingsInput = GroupIdInput & {
  name?: string;
  avatar?: string | null;
  introduction?: string;
  joinMode?: GroupJoinMode;
};

/**
 * POST /chat/group/leave → null. Members and admins leave; the owner cannot (409
 * `data.code = 'owner_cannot_leave'`): the owner dissolves the group instead.
 */
export type GroupLeaveInput = GroupIdInput;

/** POST /chat/group/dissolve → GroupCard with `dissolved: true` (the owner only). */
export type GroupDissolveInput = GroupIdInput;

/**
 * A `system` message in a group conversation (B's `ChatMessageView.system`): `key` is one of these,
 * rendered by the chat remote in the reader's language with `values`: `actor` (who did it),
 * `members` (whom it concerns, nicknames joined by ", "), `count` (how many), and for
 * `group.settings` the new `name` and `joinMode` when they changed. E.g. `group.joined`
 * `{ actor: 'Asha', members: 'Asha', count: 1 }` → "Asha joined".
 */
export type GroupSystemKey =
  | 'group.created'
  | 'group.joined'
  | 'group.invited'
  | 'group.approved'
  | 'group.left'
  | 'group.removed'
  | 'group.adminSet'
  | 'group.adminUnset'
  | 'group.settings'
  | 'group.dissolved';
/**
 * `actor` is who did it by name, `actorId` by id: the member who did it reads "You …" (the chat
 * remote's `<key>_you` texts). `members` names whom it was done to; when it is one member,
 * `memberId` is theirs, and they read "… you" (`<key>_toYou`).
 */
export type GroupSystemMessage = {
  key: GroupSystemKey;
  values: {
    actor: string;
    actorId: number;
    members?: string;
    memberId?: number;
    count?: number;
    name?: string;
    joinMode?: GroupJoinMode;
  };
};

/**
 * A join request is told to the group's owner and admins as a `group` notice (engineer A's
 * `/chat/notice/list`, socket `notice`): `refId` is the request's id (approve or reject it with
 * that), `detail` is `{ groupId, groupName }`, `actor` the member who asked (or was invited).
 */
export type GroupNoticeDetail = { groupId: number; groupName: string };
