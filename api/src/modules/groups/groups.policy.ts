import { ApiError } from '../../platform/errors.ts';
import { authorize, definePolicy, notFoundAs, type Actor } from '../../platform/policy.ts';
import type { GroupRole } from './groups.contract.ts';

/**
 * The caller in a group: the group (its owner and whether it is dissolved) and the caller's role in
 * it (null: not a member). `target` is the member an action names (remove, setAdmin, unsetAdmin).
 */
export type GroupSeat = {
  memberId: number;
  group: { ownerId: number; dissolvedAt: Date | null };
  role: GroupRole | null;
  target?: { memberId: number; role: GroupRole | null };
};

const seated = (actor: Actor, seat: GroupSeat) =>
  actor.kind === 'member' && actor.id === seat.memberId && seat.role !== null;
const manages = (seat: GroupSeat) => seat.role === 'owner' || seat.role === 'admin';
const targetOther = (seat: GroupSeat) => !!seat.target && seat.target.memberId !== seat.memberId;

/** A group is seen by its members; to anyone else it does not exist (404, the same as a wrong id). */
export const groupPolicy = definePolicy<GroupSeat>()({
  resource: 'group',
  owned: true,
  refuse: notFoundAs('groups.notFound'),
  rules: { view: seated },
});

/** A group the caller has joined (to leave it): the same refusal as `group`. */
export const joinedGroupPolicy = definePolicy<GroupSeat>()({
  resource: 'joinedGroup',
  owned: true,
  refuse: notFoundAs('groups.notFound'),
  rules: { view: seated },
});

/** A group anyone may find by its id and ask to join, as long as it is not dissolved. */
export const publicGroupPolicy = definePolicy<GroupSeat>()({
  resource: 'publicGroup',
  owned: false,
  refuse: notFoundAs('groups.notFound'),
  rules: { find: (actor) => actor.kind === 'member' },
});

/** A dissolved group is closed: every change is refused with why (409 `dissolved`). */
export const openGroupPolicy = definePolicy<GroupSeat>()({
  resource: 'openGroup',
  owned: false,
  refuse: () => new ApiError(409, 'groups.dissolved', { data: { code: 'dissolved' } }),
  rules: { change: (_actor, seat) => seat.group.dissolvedAt === null },
});

/**
 * What each role may do (the spec: owner, admin or "manager", member). Admins remove members, set
 * the join mode and the rest of the settings, and decide join requests; the owner does all that,
 * removes admins too, sets and unsets admins and dissolves the group; members and admins leave;
 * every member invites friends (how they join depends on the mode and the inviter's role).
 * Refused: 409 `not_allowed`, nothing changed (never 403, which the app reads as a lost session).
 */
export const groupRolePolicy = definePolicy<GroupSeat>()({
  resource: 'groupRole',
  owned: false,
  refuse: () => new ApiError(409, 'groups.notAllowed', { data: { code: 'not_allowed' } }),
  rules: {
    members: (actor, seat) => seated(actor, seat),
    invite: (actor, seat) => seated(actor, seat),
    requests: (actor, seat) => seated(actor, seat) && manages(seat),
    decide: (actor, seat) => seated(actor, seat) && manages(seat),
    settings: (actor, seat) => seated(actor, seat) && manages(seat),
    remove: (actor, seat) =>
      seated(actor, seat) &&
      targetOther(seat) &&
      (seat.role === 'owner'
        ? seat.target!.role !== 'owner'
        : seat.role === 'admin' && seat.target!.role === 'member'),
    setAdmin: (actor, seat) => seated(actor, seat) && seat.role === 'owner' && targetOther(seat),
    unsetAdmin: (actor, seat) => seated(actor, seat) && seat.role === 'owner' && targetOther(seat),
    dissolve: (actor, seat) => seated(actor, seat) && seat.role === 'owner',
  },
});

/** The owner cannot leave the group they own (409 `owner_cannot_leave`): they dissolve it. */
export const leavePolicy = definePolicy<GroupSeat>()({
  resource: 'groupLeave',
  owned: false,
  refuse: () => new ApiError(409, 'groups.ownerCannotLeave', { data: { code: 'owner_cannot_leave' } }),
  rules: { leave: (actor, seat) => seated(actor, seat) && seat.role !== 'owner' },
});

/** Only someone outside the group joins it (a member: 409 `already_member`). */
export const joinPolicy = definePolicy<GroupSeat>()({
  resource: 'groupJoin',
  owned: false,
  refuse: () => new ApiError(409, 'groups.alreadyMember', { data: { code: 'already_member' } }),
  rules: {
    join: (actor, seat) => actor.kind === 'member' && actor.id === seat.memberId && seat.role === null,
  },
});

/** The member an action names must be in the group (404 otherwise, as an id that does not exist). */
export const groupMemberPolicy = definePolicy<GroupSeat>()({
  resource: 'groupMember',
  owned: true,
  refuse: notFoundAs('groups.memberNotFound'),
  rules: { named: (_actor, seat) => !!seat.target && seat.target.role !== null },
});

/**
 * A join request is seen by the members of its group (whose roles then decide, `decide`: admins
 * and the owner); to anyone else it does not exist (404).
 */
export const groupRequestPolicy = definePolicy<GroupSeat>()({
  resource: 'groupRequest',
  owned: true,
  refuse: notFoundAs('groups.requestNotFound'),
  rules: { view: seated },
});

export type GroupAction = keyof typeof groupRolePolicy.rules;

/**
 * The checks of an action on a group, in order: the caller sees it (404), it is open (409), their
 * role allows the action (409).
 */
export function authorizeGroup(actor: Actor, seat: GroupSeat | null, action: GroupAction): asserts seat {
  authorize(actor, groupPolicy, 'view', seat);
  authorize(actor, openGroupPolicy, 'change', seat);
  authorize(actor, groupRolePolicy, action, seat);
}
