import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { TEAM_LEVELS } from './member-tree.entity.ts';

/**
 * Places a new member under their inviter, in the caller's transaction: the inviter at depth 1 and
 * the inviter's own inviters (up to the third level) one deeper, each of whose team grows by one. A member is placed once, when they
 * register, so no cycle can form: nobody can be invited by someone who joined after them.
 */
export async function placeInTree(
  tx: EntityManager,
  dialect: Dialect,
  member: { id: number; inviterId?: number | null | undefined },
): Promise<void> {
  if (member.inviterId == null) return;
  await runStatement(
    tx,
    `insert into member_tree (ancestor_id, depth, descendant_id)
     select ?, 1, ?
     union all
     select ancestor_id, depth + 1, ? from member_tree where descendant_id = ? and depth < ?`,
    [member.inviterId, member.id, member.id, member.inviterId, TEAM_LEVELS],
  );
  // Each inviter's level grows by one (the upsert of each dialect).
  await runStatement(
    tx,
    `insert into team_size (member_id, depth, members)
     select ancestor_id, depth, 1 from member_tree where descendant_id = ?
     ${dialect === 'mysql' ? 'on duplicate key update members = members + 1' : 'on conflict (member_id, depth) do update set members = members + 1'}`,
    [member.id],
  );
}

/**
 * How many members joined each member's team (levels 1–3) between `from` (inclusive) and `to`
 * (exclusive), by registration time; members nobody joined are absent. Set-based: one pass over the
 * period's new members and their (at most three) rows of the tree.
 */
export async function teamJoinedBetween(
  em: EntityManager,
  period: { from: Date; to: Date },
): Promise<Map<number, number>> {
  const rows = await queryRows<{ member_id: unknown; joined: unknown }>(
    em,
    `select t.ancestor_id as member_id, count(*) as joined
     from member m join member_tree t on t.descendant_id = m.id
     where m.created_at >= ? and m.created_at < ?
     group by t.ancestor_id`,
    [period.from, period.to],
  );
  return new Map(rows.map((row) => [Number(row.member_id), Number(row.joined)]));
}
