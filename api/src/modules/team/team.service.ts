import type { EntityManager } from '@mikro-orm/core';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { TEAM_LEVELS } from '../account/member-tree.entity.ts';

export type TeamRow = {
  memberId: number;
  level: number;
  nickname: string;
  mailbox: string;
  joinedAt: Date;
  invested: boolean;
};

/** Whether a member has put money in a product: a fund order, an equity holding or a stake. */
const INVESTED = `(exists (select 1 from fund_order o where o.member_id = m.id)
  or exists (select 1 from equity_holding h where h.member_id = m.id)
  or exists (select 1 from stake s where s.member_id = m.id))`;

/**
 * A member's team, three levels deep, read from the invitation tree (ADR 0027): each level's size is
 * kept beside the tree (`team_size`), and a page of a level is the next `rows` of its index range,
 * newest first.
 */
export function createTeamService() {
  return {
    /** How many members each level holds (levels with none included). */
    async levels(em: EntityManager, memberId: number): Promise<{ level: number; count: number }[]> {
      const rows = await queryRows<{ depth: unknown; n: unknown }>(
        em,
        'select depth, members as n from team_size where member_id = ?',
        [memberId],
      );
      const counts = new Map(rows.map((row) => [Number(row.depth), Number(row.n)]));
      return Array.from({ length: TEAM_LEVELS }, (_, index) => ({
        level: index + 1,
        count: counts.get(index + 1) ?? 0,
      }));
    },

    /** Who invited the member (their nickname), if anyone did. */
    async inviterOf(em: EntityManager, memberId: number): Promise<string | null> {
      const [row] = await queryRows<{ nickname: string }>(
        em,
        'select i.nickname from member m join member i on i.id = m.inviter_id where m.id = ?',
        [memberId],
      );
      return row ? row.nickname : null;
    },

    /** A page of one level, newest first, with each member's name, mailbox, join date and whether they invested. */
    async members(
      em: EntityManager,
      memberId: number,
      query: { level: number; page: number; rows: number },
    ): Promise<{ list: TeamRow[]; total: number }> {
      const [count] = await queryRows<{ n: unknown }>(
        em,
        'select members as n from team_size where member_id = ? and depth = ?',
        [memberId, query.level],
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select m.id, m.nickname, m.mailbox, m.created_at, ${INVESTED} as invested
         from (select descendant_id from member_tree where ancestor_id = ? and depth = ?
               order by descendant_id desc limit ? offset ?) t
         join member m on m.id = t.descendant_id
         order by m.id desc`,
        [memberId, query.level, query.rows, (query.page - 1) * query.rows],
      );
      return {
        total: Number(count?.n ?? 0),
        list: rows.map((row) => ({
          memberId: Number(row.id),
          level: query.level,
          nickname: String(row.nickname),
          mailbox: String(row.mailbox),
          joinedAt: toDate(row.created_at),
          invested: Boolean(Number(row.invested)),
        })),
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
