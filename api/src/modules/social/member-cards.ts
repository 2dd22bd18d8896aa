import type { EntityManager } from '@mikro-orm/core';
import { MemberSchema } from '../account/member.entity.ts';
import type { MemberCard } from './social.contract.ts';

/**
 * Members as the chat shows them to each other: their nickname and avatar, never their mailbox.
 * Ids of members that do not exist are left out; the order is the ids' order. Read in the caller's
 * `em` (its transaction's connection) without putting partial members in its identity map.
 */
export async function memberCards(em: EntityManager, ids: readonly number[]): Promise<MemberCard[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await em.find(
    MemberSchema,
    { id: { $in: unique } },
    { fields: ['id', 'nickname', 'avatar'], disableIdentityMap: true },
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, nickname: row.nickname, avatar: row.avatar ?? null }] : [];
  });
}

/** The same, by id, for presenting lists. */
export async function memberCardMap(em: EntityManager, ids: readonly number[]) {
  return new Map((await memberCards(em, ids)).map((card) => [card.id, card]));
}
