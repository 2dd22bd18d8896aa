import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import {
  contains,
  recordOperatorAction,
  startsWith,
  type ActedBy,
} from '../audit/operator-action.service.ts';
import { toBigInt, type Asset } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { MemberSchema, type Member } from './member.entity.ts';
import { SessionSchema } from './session.entity.ts';

export const FREEZE_SCOPES = ['login', 'withdrawal'] as const;
export type FreezeScope = (typeof FREEZE_SCOPES)[number];

export const MEMBER_STATES = ['active', 'loginFrozen', 'withdrawalFrozen'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const MEMBER_SORTS = ['id', 'createdAt', 'mailbox'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** A member as operators list them: who, since when, frozen or not, and their two main balances. */
export type MemberSummaryView = Pick<
  Member,
  'id' | 'mailbox' | 'nickname' | 'vipLevel' | 'createdAt' | 'loginFrozenAt' | 'withdrawalFrozenAt'
> & { balance: bigint; usdt: bigint };

export type MemberListQuery = {
  q?: string | undefined;
  state?: MemberState | undefined;
  sort: MemberSort;
  order: 'asc' | 'desc';
  page: number;
  rows: number;
};

const SORT_COLUMNS: Record<MemberSort, string> = { id: 'id', createdAt: 'created_at', mailbox: 'mailbox' };

const STATE_CONDITIONS: Record<MemberState, string> = {
  active: 'login_frozen_at is null and withdrawal_frozen_at is null',
  loginFrozen: 'login_frozen_at is not null',
  withdrawalFrozen: 'withdrawal_frozen_at is not null',
};

/**
 * How a search names members: all digits is a member id; with an `@`, the start of a mailbox
 * (mailboxes are stored lower-cased); anything else, part of a nickname, in any case.
 */
function searchCondition(q: string): { sql: string; params: unknown[] } {
  if (/^\d+$/.test(q)) return { sql: 'id = ?', params: [q.length > 10 ? -1 : Number(q)] };
  if (q.includes('@')) return { sql: "mailbox like ? escape '!'", params: [startsWith(q.toLowerCase())] };
  return { sql: "lower(nickname) like ? escape '!'", params: [contains(q.toLowerCase())] };
}

type Deps = { clock: Clock };

/** Members as operators see them: search, one member's account, and freezing it (audited). */
export function createMemberAdminService({ clock }: Deps) {
  /** The INR balance and the USDT account of each member. */
  async function mainBalances(em: EntityManager, ids: number[]) {
    const found = new Map<number, { balance: bigint; usdt: bigint }>(
      ids.map((id) => [id, { balance: 0n, usdt: 0n }]),
    );
    if (!ids.length) return found;
    const rows = await queryRows<{ member_id: unknown; kind: string; balance: unknown }>(
      em,
      `select member_id, kind, balance from ledger_account
       where member_id in (${ids.map(() => '?').join(', ')}) and owner = 'member'
         and ((kind = 'balance' and asset = 'INR') or (kind = 'usdt' and asset = 'USDT'))`,
      ids,
    );
    for (const row of rows) {
      const of = found.get(Number(row.member_id))!;
      if (row.kind === 'balance') of.balance = toBigInt(row.balance);
      else of.usdt = toBigInt(row.balance);
    }
    return found;
  }

  /** The member with their INR balance and USDT account. */
  async function summaryOf(em: EntityManager, member: Member): Promise<Member & MemberSummaryView> {
    const balances = (await mainBalances(em, [member.id])).get(member.id)!;
    return { ...member, ...balances };
  }

  async function find(em: EntityManager, id: number): Promise<Member> {
    const member = await em.findOne(MemberSchema, { id });
    if (!member) throw new ApiError(404, 'account.memberNotFound', { params: { id } });
    return member;
  }

  return {
    find,
    summaryOf,

    /** A page of members found by `q` and `state`, sorted as asked (ties by id). */
    async list(em: EntityManager, query: MemberListQuery) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (query.q) {
        const search = searchCondition(query.q);
        conditions.push(search.sql);
        params.push(...search.params);
      }
      if (query.state) conditions.push(STATE_CONDITIONS[query.state]);
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const order = query.order === 'asc' ? 'asc' : 'desc';
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from member ${where}`,
        params,
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select id, mailbox, nickname, vip_level, created_at, login_frozen_at, withdrawal_frozen_at
         from member ${where} order by ${SORT_COLUMNS[query.sort]} ${order}, id ${order} limit ? offset ?`,
        [...params, query.rows, (query.page - 1) * query.rows],
      );
      const balances = await mainBalances(
        em,
        rows.map((row) => Number(row.id)),
      );
      const list = rows.map((row): MemberSummaryView => ({
        id: Number(row.id),
        mailbox: String(row.mailbox),
        nickname: String(row.nickname),
        vipLevel: Number(row.vip_level),
        createdAt: toDate(row.created_at),
        loginFrozenAt: row.login_frozen_at == null ? null : toDate(row.login_frozen_at),
        withdrawalFrozenAt: row.withdrawal_frozen_at == null ? null : toDate(row.withdrawal_frozen_at),
        ...balances.get(Number(row.id))!,
      }));
      return { list, total: Number(count?.total ?? 0) };
    },

    /** Every ledger account of the member, by asset and kind. */
    async balances(em: EntityManager, memberId: number) {
      const rows = await queryRows<{ kind: string; asset: string; balance: unknown }>(
        em,
        "select kind, asset, balance from ledger_account where member_id = ? and owner = 'member' order by asset, kind",
        [memberId],
      );
      return rows.map((row) => ({
        kind: String(row.kind),
        asset: String(row.asset) as Asset,
        balance: toBigInt(row.balance),
      }));
    },

    /**
     * Freezes or unfreezes one scope of a member, with its `operator_action` (the reason kept), in
     * one transaction. A login freeze ends every session of the member at once. Freezing what is
     * already frozen (or the reverse) changes nothing and records nothing.
     */
    async setFrozen(
      em: EntityManager,
      memberId: number,
      scope: FreezeScope,
      frozen: boolean,
      by: ActedBy,
    ): Promise<MemberSummaryView> {
      const member = await em.transactional(async (tx) => {
        // Writes the member's row first: two operators freezing at once take turns.
        await runStatement(tx, 'update member set updated_at = updated_at where id = ?', [memberId]);
        const found = await find(tx, memberId);
        const column = scope === 'login' ? 'loginFrozenAt' : 'withdrawalFrozenAt';
        if ((found[column] != null) === frozen) return found;
        const now = clock.now();
        found[column] = frozen ? now : null;
        if (frozen) found.frozenReason = by.reason?.trim().slice(0, 255) || null;
        else if (!found.loginFrozenAt && !found.withdrawalFrozenAt) found.frozenReason = null;
        found.updatedAt = now;
        await tx.flush();
        if (frozen && scope === 'login')
          await tx.nativeUpdate(
            SessionSchema,
            { memberId, revokedAt: null },
            { revokedAt: now, revokedReason: 'frozen', updatedAt: now },
          );
        await recordOperatorAction(tx, clock, {
          ...by,
          action: frozen ? 'member_freeze' : 'member_unfreeze',
          detail: { memberId, scope, mailbox: found.mailbox },
        });
        return found;
      });
      return summaryOf(em, member);
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
