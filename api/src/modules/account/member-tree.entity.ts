import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Who invited whom, three levels deep (ADR 0027): one row per member and each of their inviters up
 * to the third, written once when the member registers (an inviter never changes). A member's team
 * at a level is one index range (`ancestor_id, depth, descendant_id`), however large the team.
 */
export const MemberTreeSchema = defineEntity({
  name: 'MemberTree',
  tableName: 'member_tree',
  properties: {
    ancestorId: p.integer().primary(),
    depth: p.tinyint().primary(),
    descendantId: p.integer().primary().index(),
  },
});

export type MemberTree = InferEntity<typeof MemberTreeSchema>;

/**
 * How many members each level of a member's team holds, kept with the tree (one more for each of a
 * new member's inviters): the team page reads its sizes without counting the tree.
 */
export const TeamSizeSchema = defineEntity({
  name: 'TeamSize',
  tableName: 'team_size',
  properties: {
    memberId: p.integer().primary(),
    depth: p.tinyint().primary(),
    members: p.integer(),
  },
});

/** How deep a team goes: the inviter's inviter's inviter. */
export const TEAM_LEVELS = 3;
