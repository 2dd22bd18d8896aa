import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { DAY_MS } from './fund-split.ts';
import type { FundService } from './fund.service.ts';

export type TrialQuotaView = { id: number; amount: bigint; fundId: number | null; expiresAt: Date | null };

/** The columns `quotaOf()` reads. */
export const quotaColumns = 'id, member_id, amount, fund_id, expires_at, state';

/** A trial quota row with its owner and state. */
export const quotaOf = (
  row: Record<string, unknown>,
): TrialQuotaView & { memberId: number; state: string } => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  amount: toBigInt(row.amount),
  fundId: row.fund_id == null ? null : Number(row.fund_id),
  expiresAt: row.expires_at == null ? null : toDate(row.expires_at),
  state: String(row.state),
});

/**
 * Trial (experience) quotas: an amount a member may buy a fund order with, lent from promotions
 * (spent by the purchaser). Operators grant them here; 30 days of check-in earn one (the checkin module).
 */
export function createTrialQuotaService({ clock, funds }: { clock: Clock; funds: FundService }) {
  /** Writes an unused quota in the caller's transaction; answers its id. */
  async function insertQuota(
    tx: EntityManager,
    quota: { memberId: number; amount: bigint; fundId: number | null; expiresAt: Date | null },
    grantedBy: string,
  ): Promise<number> {
    const now = clock.now();
    const inserted = await runStatement(
      tx,
      `insert into trial_quota (created_at, updated_at, member_id, amount, fund_id, expires_at, state, order_id, used_at, granted_by)
       values (?, ?, ?, ?, ?, ?, 'unused', null, null, ?)`,
      [now, now, quota.memberId, quota.amount, quota.fundId, quota.expiresAt, grantedBy.slice(0, 80)],
    );
    return Number(inserted.insertId);
  }

  return {
    insertQuota,

    /** The member's unused, unexpired trial quotas (those usable for `fundId` when given). */
    /** A quota by id, whoever's it is: the route authorizes it (`trialQuotaPolicy`). */
    async find(em: EntityManager, id: number) {
      const [row] = await queryRows<Record<string, unknown>>(
        em,
        `select ${quotaColumns} from trial_quota where id = ?`,
        [id],
      );
      return row ? quotaOf(row) : null;
    },

    async unused(em: EntityManager, actor: MemberActor, fundId?: number): Promise<TrialQuotaView[]> {
      const memberId = actor.id;
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${quotaColumns} from trial_quota where member_id = ? and state = 'unused'
           and (expires_at is null or expires_at > ?)${fundId === undefined ? '' : ' and (fund_id is null or fund_id = ?)'}
         order by id`,
        fundId === undefined ? [memberId, clock.now()] : [memberId, clock.now(), fundId],
      );
      return rows
        .map(quotaOf)
        .map(({ id, amount, fundId, expiresAt }) => ({ id, amount, fundId, expiresAt }));
    },

    /**
     * Grants a member a trial quota (operator), audited: for one fund or any (`fundId` null),
     * until `expiresAt`, or for `days` from now, or for ever (neither).
     */
    async grant(
      em: EntityManager,
      input: { memberId: number; amount: bigint; fundId: number | null } & (
        { expiresAt: Date | null } | { days: number | null }
      ),
      by: ActedBy | string,
    ): Promise<number> {
      const { actor, reason } = typeof by === 'string' ? { actor: by, reason: null } : by;
      if (input.amount <= 0n) throw new ApiError(422, 'wallet.amountNotPositive');
      return em.transactional(async (tx) => {
        const [member] = await queryRows<{ id: unknown }>(tx, 'select id from member where id = ?', [
          input.memberId,
        ]);
        if (!member) throw new ApiError(404, 'fund.memberNotFound', { params: { id: input.memberId } });
        if (input.fundId !== null) await funds.get(tx, input.fundId);
        const now = clock.now();
        const expiresAt =
          'expiresAt' in input
            ? input.expiresAt
            : input.days === null
              ? null
              : new Date(now.getTime() + input.days * DAY_MS);
        const id = await insertQuota(tx, { ...input, expiresAt }, actor);
        await recordOperatorAction(tx, clock, {
          actor,
          reason,
          action: 'trial_grant',
          detail: {
            trialQuotaId: id,
            memberId: input.memberId,
            amount: formatAmount(input.amount, 'INR'),
            fundId: input.fundId,
            expiresAt: expiresAt?.toISOString() ?? null,
          },
        });
        return id;
      });
    },
  };
}

export type TrialQuotaService = ReturnType<typeof createTrialQuotaService>;
