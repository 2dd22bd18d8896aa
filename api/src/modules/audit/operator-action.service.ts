import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { actorLabel, type Actor } from '../../platform/policy.ts';
import { OperatorActionSchema } from './operator-action.entity.ts';

/**
 * Who does an operator action (`actorLabel`: `operator:asha`, `cli:root`) and why, in their words
 * (an operator POST's `reason`, a command's `--reason`): what services that record one take.
 */
export type ActedBy = { actor: string; reason?: string | null | undefined };

/** The actor of a request or command, with the reason it gave. */
export const actedBy = (actor: Actor, reason?: string | null): ActedBy => ({
  actor: actorLabel(actor),
  reason: reason ?? null,
});

/**
 * Records what an operator did, in the caller's transaction: kept exactly when the action is. A
 * `detail.memberId` names the member it is about (their page in the console lists it).
 */
export async function recordOperatorAction(
  em: EntityManager,
  clock: Clock,
  action: ActedBy & { action: string; detail: Record<string, unknown> },
): Promise<void> {
  const now = clock.now();
  const { memberId } = action.detail;
  em.create(OperatorActionSchema, {
    memberId: typeof memberId === 'number' && Number.isSafeInteger(memberId) ? memberId : null,
    actor: action.actor.slice(0, 80),
    action: action.action.slice(0, 40),
    detail: JSON.stringify(action.detail),
    reason: action.reason?.trim().slice(0, 255) || null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
}
