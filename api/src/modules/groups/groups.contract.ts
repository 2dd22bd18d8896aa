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
 * The `body` of a `system` message in a group conversation (JSON): what happened, who did it and to
 * whom, so each client renders it in its own language ("Asha joined", "Ravi removed Asha").
 */
export type GroupSystemEvent =
  | 'created'
  | 'joined'
  | 'invited'
  | 'left'
  | 'removed'
  | 'adminSet'
  | 'adminUnset'
  | 'settings'
  | 'dissolved';
export type GroupSystemBody = {
  event: GroupSystemEvent;
  actor: { id: number; nickname: string };
  /** The members it concerns (joined, invited, removed, made or unmade admin). */
  members: { id: number; nickname: string }[];
  /** For `settings`: the fields that changed (the new name, when it changed). */
  changed?: { name?: string; joinMode?: GroupJoinMode; introduction?: boolean; avatar?: boolean };
};

/**
 * The `detail` of a `group` notice (`/chat/notice/list`, and the socket `notice` message) sent to
 * the group's admins and owner for a join request, and to the member when it is decided.
 */
export type GroupNoticeDetail = {
  groupId: number;
  groupName: string;
  requestId: number;
  state: GroupRequestState;
};
