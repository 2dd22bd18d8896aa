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
  return (await friendIdsOfMany(em, [memberId])).get(memberId) ?? [];
}

/** Members read at most per statement. */
const IDS_PER_READ = 1000;

/** The ids of each of `memberIds`' friends (a member with none is left out). */
export async function friendIdsOfMany(
  em: EntityManager,
  memberIds: readonly number[],
): Promise<Map<number, number[]>> {
  const friends = new Map<number, number[]>();
  for (let from = 0; from < memberIds.length; from += IDS_PER_READ) {
    const rows = await em.find(
      FriendshipSchema,
      { memberId: { $in: memberIds.slice(from, from + IDS_PER_READ) } },
      { fields: ['memberId', 'friendId'], disableIdentityMap: true },
    );
    for (const row of rows) {
      const ids = friends.get(row.memberId);
      if (ids) ids.push(row.friendId);
      else friends.set(row.memberId, [row.friendId]);
    }
  }
  return friends;
}
