import type { Member, Operator } from './context.ts';
import { ApiError, forbidden } from './errors.ts';
import type { MessageKey } from './i18n.ts';
import type { OperatorRole } from './operator-auth.ts';

/** A signed-in member acting on their own behalf. */
export type MemberActor = { kind: 'member'; id: number; sessionId?: number | undefined };
/** A signed-in operator, with their role (ADR 0011) and session. */
export type OperatorActor = Operator & { kind: 'operator' };
/** The platform itself: a scheduled job, or an operator command on the server (`cli:<user>`). */
export type SystemActor = { kind: 'system'; name: string };

/** Who acts. Services that act on a member's resource take one, and policies decide on it. */
export type Actor = MemberActor | OperatorActor | SystemActor;

export const memberActor = (member: Member): MemberActor => ({
  kind: 'member',
  id: member.id,
  sessionId: member.sessionId,
});

export const operatorActorOf = (operator: Operator): OperatorActor => ({ kind: 'operator', ...operator });

export const systemActor = (name: string): SystemActor => ({ kind: 'system', name });

/** How an actor is written in journal entries and the operator audit: `member:12`, `operator:asha`, `cli:root`. */
export function actorLabel(actor: Actor): string {
  if (actor.kind === 'member') return `member:${actor.id}`;
  if (actor.kind === 'operator') return `operator:${actor.username}`;
  return actor.name;
}

/** Whether `actor` is the member `memberId`. */
export const isMember = (actor: Actor, memberId: number) => actor.kind === 'member' && actor.id === memberId;

/** Whether `actor` is an operator with one of `roles` (an admin has every role). */
export const hasRole = (actor: Actor, roles: readonly OperatorRole[]) =>
  actor.kind === 'operator' && (actor.role === 'admin' || roles.includes(actor.role));

/** Whether `actor` is the platform itself (a job or an operator command on the server). */
export const isSystem = (actor: Actor) => actor.kind === 'system';

/** May `actor` do this to `resource`? */
export type Rule<R> = (actor: Actor, resource: R) => boolean;

/**
 * Who may do what to one kind of resource (`<thing>.policy.ts`). `resource` is the name its ids
 * carry in route schemas (`id('withdrawal')`), so the access tests know whose ids they are;
 * `owned` says members own such resources. `refuse` is what a member is told about one that does
 * not exist or is not theirs (the same answer for both: usually a 404).
 */
export type Policy<R, A extends string> = {
  resource: string;
  owned: boolean;
  refuse: () => ApiError;
  rules: Record<A, Rule<R>>;
};

/** The usual refusal: "not found" with the resource's own message. */
export const notFoundAs = (key: MessageKey) => () => new ApiError(404, key);

/** Declares a policy; `R` is what its rules look at (`definePolicy<Withdrawal>()({ … })`). */
export const definePolicy =
  <R>() =>
  <A extends string>(policy: Policy<R, A>): Policy<R, A> =>
    policy;

/**
 * Throws unless `actor` may `action` the resource. A resource that does not exist, and one a
 * member may not touch, get the same refusal (`policy.refuse()`, usually 404): nobody learns what
 * another member has by trying ids. An operator whose role does not allow it is refused (403).
 */
export function authorize<R, A extends string>(
  actor: Actor,
  policy: Policy<R, A>,
  action: A,
  resource: R | null | undefined,
): asserts resource is R {
  if (resource === null || resource === undefined) throw policy.refuse();
  if (policy.rules[action](actor, resource)) return;
  throw actor.kind === 'operator' ? forbidden() : policy.refuse();
}
