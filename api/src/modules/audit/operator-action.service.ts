import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { actorLabel, type Actor } from '../../platform/policy.ts';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { OperatorActionSchema, type OperatorAction } from './operator-action.entity.ts';

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

/** What the console's audit log may be filtered and sorted by. */
export type OperatorActionQuery = {
  /** The start of the actor (`operator:asha`, `cli:`). */
  actor?: string | undefined;
  action?: string | undefined;
  memberId?: number | undefined;
  /** `created_at >= from` */
  from?: Date | undefined;
  /** `created_at < to` */
  to?: Date | undefined;
  order: 'asc' | 'desc';
  page: number;
  rows: number;
};

/** A `like` pattern matching text that starts with `prefix` (`!` escapes the wildcards). */
export const startsWith = (prefix: string) => `${prefix.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** A `like` pattern matching text that holds `part`. */
export const contains = (part: string) => `%${startsWith(part)}`;

/** Operator actions as the console's audit log pages them, newest first unless asked otherwise. */
export async function listOperatorActions(
  em: EntityManager,
  query: OperatorActionQuery,
): Promise<{ list: OperatorAction[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.actor) {
    conditions.push("actor like ? escape '!'");
    params.push(startsWith(query.actor));
  }
  if (query.action) {
    conditions.push('action = ?');
    params.push(query.action);
  }
  if (query.memberId !== undefined) {
    conditions.push('member_id = ?');
    params.push(query.memberId);
  }
  if (query.from) {
    conditions.push('created_at >= ?');
    params.push(query.from);
  }
  if (query.to) {
    conditions.push('created_at < ?');
    params.push(query.to);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const order = query.order === 'asc' ? 'asc' : 'desc';
  const [count] = await queryRows<{ total: unknown }>(
    em,
    `select count(*) as total from operator_action ${where}`,
    params,
  );
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select id, actor, action, detail, reason, member_id, created_at from operator_action ${where}
     order by created_at ${order}, id ${order} limit ? offset ?`,
    [...params, query.rows, (query.page - 1) * query.rows],
  );
  return { list: rows.map(operatorActionOf), total: Number(count?.total ?? 0) };
}

/** The latest `limit` operator actions about one member, newest first. */
export async function operatorActionsAbout(em: EntityManager, memberId: number, limit = 20) {
  const rows = await queryRows<Record<string, unknown>>(
    em,
    `select id, actor, action, detail, reason, member_id, created_at from operator_action
     where member_id = ? order by id desc limit ?`,
    [memberId, limit],
  );
  return rows.map(operatorActionOf);
}

/** The names of the actions the log holds, alphabetically. */
export async function operatorActionNames(em: EntityManager): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    em,
    'select distinct action from operator_action order by action',
  );
  return rows.map((row) => String(row.action));
}

const operatorActionOf = (row: Record<string, unknown>): OperatorAction => ({
  id: Number(row.id),
  actor: String(row.actor),
  action: String(row.action),
  detail: String(row.detail),
  reason: row.reason == null ? null : String(row.reason),
  memberId: row.member_id == null ? null : Number(row.member_id),
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.created_at),
});
