import type { EntityManager } from '@mikro-orm/core';
import { FriendshipSchema, MemberBlockSchema } from './social.entity.ts';

/** Whether `a` and `b` are friends (one row each way, written and removed together). */
export async function areFriends(em: EntityManager, a: number, b: number): Promise<boolean> {
  return (await em.count(FriendshipSchema, { memberId: a, friendId: b })) > 0;
}

/** Whether `by` blocked `who`. */
export async function isBlocked(em: EntityManager, by: number, who: number): Promise<boolean> {
  return (await em.count(MemberBlockSchema, { memberId: by, blockedId: who })) > 0;
}

/** Whether either of the two blocked the other. */
export async function eitherBlocked(em: EntityManager, a: number, b: number): Promise<boolean> {
  const blocks = await em.count(MemberBlockSchema, {
    $or: [
      { memberId: a, blockedId: b },
      { memberId: b, blockedId: a },
    ],
  });
  return blocks > 0;
}

/** The ids of `memberId`'s friends. */
export async function friendIdsOf(em: EntityManager, memberId: number): Promise<number[]> {
  const rows = await em.find(FriendshipSchema, { memberId }, { fields: ['friendId'] });
  return rows.map((row) => row.friendId);
}
