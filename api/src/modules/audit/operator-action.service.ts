import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { OperatorActionSchema } from './operator-action.entity.ts';

/** Records what an operator did, in the caller's transaction: kept exactly when the action is. */
export async function recordOperatorAction(
  em: EntityManager,
  clock: Clock,
  action: { actor: string; action: string; detail: Record<string, unknown>; reason?: string | null },
): Promise<void> {
  const now = clock.now();
  em.create(OperatorActionSchema, {
    actor: action.actor.slice(0, 80),
    action: action.action.slice(0, 40),
    detail: JSON.stringify(action.detail),
    reason: action.reason?.trim().slice(0, 255) || null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
}
