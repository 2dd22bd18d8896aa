import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/orm.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import {
  InsufficientFundsError,
  type LedgerService,
  type Statement,
  type StatementResult,
} from '../ledger/ledger.service.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { summaryOf, summaryStatement, toDate, type WalletSummary } from '../ledger/wallet.service.ts';
import { createBatchPoster } from './fund-ledger-batch.ts';
import type { OrderView } from './fund-order.service.ts';
import { DAY_MS, splitDaily } from './fund-split.ts';
import type { FundService, FundView } from './fund.service.ts';

export type PurchaseInput = { fundId: number; amount: bigint; trialQuotaId?: number | undefined };

export type TrialQuotaView = { id: number; amount: bigint; fundId: number | null; expiresAt: Date | null };

const money = (amount: bigint) => formatAmount(amount, 'INR');

type Deps = { clock: Clock; ledger: LedgerService; funds: FundService; dialect: Dialect };

/**
 * Buys fund orders. A purchase moves the principal from the member's balance to their locked
 * account (`fund_purchase`); a trial purchase moves the quota's amount from promotions to the
 * platform's trial account (`trial_principal`) and spends the quota. The fund's `sold` grows
 * with a conditional update (on sale, within its size) written last, so the hot fund row is held
 * for as short a time as possible; the member's row is written first, so one member's purchases
 * run one after another and the per-member maximum holds.
 */
export function createFundPurchaser({ clock, ledger, funds, dialect }: Deps) {
  const accounts = createBatchPoster({ dialect, clock });
  const quotaColumns = 'id, member_id, amount, fund_id, expires_at, state';
  const quotaOf = (row: Record<string, unknown>): TrialQuotaView => ({
    id: Number(row.id),
    amount: toBigInt(row.amount),
    fundId: row.fund_id == null ? null : Number(row.fund_id),
    expiresAt: row.expires_at == null ? null : toDate(row.expires_at),
  });

  /** The member's unused, unexpired trial quotas (those usable for `fundId` when given). */
  async function unusedQuotas(
    em: EntityManager,
    memberId: number,
    fundId?: number,
  ): Promise<TrialQuotaView[]> {
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select ${quotaColumns} from trial_quota where member_id = ? and state = 'unused'
         and (expires_at is null or expires_at > ?)${fundId === undefined ? '' : ' and (fund_id is null or fund_id = ?)'}
       order by id`,
      fundId === undefined ? [memberId, clock.now()] : [memberId, clock.now(), fundId],
    );
    return rows.map(quotaOf);
  }

  /** Income account, where the principal sits, and where it returns to. */
  const accountsOf = (memberId: number, trial: boolean) =>
    trial
      ? [
          memberAccount(memberId, 'balance'),
          platformAccount('trial_orders', 'INR'),
          platformAccount('promotions', 'INR'),
        ]
      : [
          memberAccount(memberId, 'balance'),
          memberAccount(memberId, 'locked'),
          memberAccount(memberId, 'balance'),
        ];

  // A fund as read at most a second ago. Its name, cycle, rate and limits never change; its status
  // and sales may have, and the conditional update of every purchase decides on those.
  const recent = new Map<number, { fund: FundView; at: number }>();
  async function fundOf(em: EntityManager, fundId: number): Promise<FundView> {
    const cached = recent.get(fundId);
    if (cached && performance.now() - cached.at < 1000) return cached.fund;
    const fund = await funds.get(em, fundId);
    recent.set(fundId, { fund, at: performance.now() });
    return fund;
  }

  /** Why the fund, read fresh, refuses `amount` now (not on sale, or not that much left); undefined when it does not. */
  async function freshRefusal(
    em: EntityManager,
    fundId: number,
    amount: bigint,
  ): Promise<ApiError | undefined> {
    recent.delete(fundId);
    const fresh = await funds.get(em, fundId);
    if (fresh.status !== 'on_sale') return new ApiError(422, 'fund.notOnSale');
    const left = fresh.totalSize > fresh.sold ? fresh.totalSize - fresh.sold : 0n;
    if (amount > left) return new ApiError(422, 'fund.aboveSize', { params: { amount: money(left) } });
    return undefined;
  }

  /**
   * The business rules of a purchase, with the message the member sees for each; the member's
   * maximum only inside the purchase, given what the member `held` once their row was locked.
   */
  async function check(
    em: EntityManager,
    memberId: number,
    fund: FundView,
    input: PurchaseInput,
    held: bigint | undefined,
  ) {
    if (fund.status !== 'on_sale') throw new ApiError(422, 'fund.notOnSale');
    if (input.trialQuotaId !== undefined) {
      const [row] = await queryRows<Record<string, unknown>>(
        em,
        `select ${quotaColumns} from trial_quota where id = ? and member_id = ?`,
        [input.trialQuotaId, memberId],
      );
      const quota = row ? quotaOf(row) : undefined;
      if (!quota || row!.state !== 'unused' || (quota.expiresAt && quota.expiresAt <= clock.now()))
        throw new ApiError(422, 'fund.trialNotUsable');
      if (quota.fundId !== null && quota.fundId !== fund.id) throw new ApiError(422, 'fund.trialOtherFund');
      if (quota.amount !== input.amount)
        throw new ApiError(422, 'fund.trialAmount', { params: { amount: money(quota.amount) } });
    } else {
      if (input.amount < fund.minimum)
        throw new ApiError(422, 'fund.belowMinimum', { params: { amount: money(fund.minimum) } });
      if ((held ?? 0n) + input.amount > fund.maximumPerMember) {
        const left = fund.maximumPerMember > (held ?? 0n) ? fund.maximumPerMember - (held ?? 0n) : 0n;
        throw new ApiError(422, 'fund.aboveMemberMaximum', { params: { amount: money(left) } });
      }
    }
    const left = fund.totalSize > fund.sold ? fund.totalSize - fund.sold : 0n;
    if (input.amount > left) throw new ApiError(422, 'fund.aboveSize', { params: { amount: money(left) } });
  }

  return {
    unusedQuotas,

    /**
     * The checks a purchase makes outside its transaction, so bad input never costs a
     * payment-password try; and the accounts it moves, created and committed beforehand.
     */
    async assertPurchasable(em: EntityManager, memberId: number, input: PurchaseInput) {
      await check(em, memberId, await fundOf(em, input.fundId), input, undefined);
      await accounts.prepareAccounts(em, accountsOf(memberId, input.trialQuotaId !== undefined));
    },

    /**
     * Buys an order in the caller's transaction (inside `idempotent`); `answer` builds the reply
     * from the order, its fund and the member's wallet after the purchase.
     */
    async purchase<T>(
      tx: EntityManager,
      memberId: number,
      input: PurchaseInput,
      answer: (order: OrderView, fund: FundView, wallet: WalletSummary) => T,
    ): Promise<T> {
      const fund = await fundOf(tx, input.fundId);
      // The member's row first, locked (SQLite has one writer): one member's purchases run one
      // after another, so what they hold in the fund, read with it, keeps the maximum.
      const [member] = await queryRows<{ held: unknown }>(
        tx,
        `select (select coalesce(sum(amount), 0) from fund_order where member_id = ? and fund_id = ? and state = 'in_progress') as held
         from member where id = ?${dialect === 'mysql' ? ' for update' : ''}`,
        [memberId, fund.id, memberId],
      );
      await check(tx, memberId, fund, input, toBigInt(member?.held ?? 0));
      const trial = input.trialQuotaId !== undefined;
      const now = clock.now();
      const [balance, principal, back] = await accounts.ensureAccounts(tx, accountsOf(memberId, trial));
      const split = splitDaily(input.amount, fund.monthlyRateBps);
      const inserted = await runStatement(
        tx,
        `insert into fund_order (created_at, updated_at, member_id, fund_id, amount, is_trial, trial_quota_id,
           cycle_days, monthly_rate_bps, gross_daily, member_daily, fee_daily, dividend_daily,
           income_account_id, principal_account_id, return_account_id, purchased_at, state, next_period,
           next_due_at, completed_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'in_progress', 1, ?, null)`,
        [
          now,
          now,
          memberId,
          fund.id,
          input.amount,
          trial,
          input.trialQuotaId ?? null,
          fund.cycleDays,
          fund.monthlyRateBps,
          split.gross,
          split.member,
          split.fee,
          split.dividend,
          balance!.id,
          principal!.id,
          back!.id,
          now,
          new Date(now.getTime() + DAY_MS),
        ],
      );
      const orderId = Number(inserted.insertId);
      // The rows that go with the money move, in its round trip: the quota spent (trial), the
      // member's wallet as it now stands, and last the fund's sales, so its row (every purchase of
      // the fund writes it) is locked only until the commit that follows.
      const after: Statement[] = [
        ...(trial
          ? [
              {
                sql: `update trial_quota set state = 'used', order_id = ?, used_at = ?, updated_at = ?
                 where id = ? and member_id = ? and state = 'unused' and (expires_at is null or expires_at > ?)`,
                params: [orderId, now, now, input.trialQuotaId, memberId, now],
              },
            ]
          : []),
        summaryStatement(memberId),
        {
          sql: `update fund set status = case when sold + ? >= total_size then 'sold_out' else status end,
             sold = sold + ?, updated_at = ?
           where id = ? and status = 'on_sale' and sold + ? <= total_size`,
          params: [input.amount, input.amount, now, fund.id, input.amount],
        },
      ];
      let results: StatementResult[];
      try {
        ({ after: results } = await ledger.postThen(
          tx,
          {
            type: trial ? 'trial_principal' : 'fund_purchase',
            actor: `member:${memberId}`,
            memo: `fund order #${orderId}`,
            lines: trial
              ? [
                  { account: back!, amount: -input.amount },
                  { account: principal!, amount: input.amount },
                ]
              : [
                  { account: balance!, amount: -input.amount },
                  { account: principal!, amount: input.amount },
                ],
          },
          after,
        ));
      } catch (error) {
        // The fund may have closed or sold out meanwhile (it was read from the cache): that comes first.
        const refusal = await freshRefusal(tx, fund.id, input.amount);
        if (refusal) throw refusal;
        // Promotions cannot lend the trial principal now: the member is told so, not the account's name.
        if (trial && error instanceof InsufficientFundsError)
          throw new ApiError(422, 'fund.trialUnavailable');
        throw error;
      }
      const [used, summary, sold] = trial ? results : [undefined, ...results];
      if (used && used.affectedRows !== 1) throw new ApiError(422, 'fund.trialNotUsable');
      if (sold!.affectedRows !== 1)
        throw (await freshRefusal(tx, fund.id, input.amount)) ?? new ApiError(422, 'fund.notOnSale');
      const reply = answer(
        {
          id: orderId,
          memberId,
          fundId: fund.id,
          amount: input.amount,
          isTrial: trial,
          cycleDays: fund.cycleDays,
          monthlyRateBps: fund.monthlyRateBps,
          memberDaily: split.member,
          purchasedAt: now,
          state: 'in_progress',
          nextDueAt: new Date(now.getTime() + DAY_MS),
          todayIncome: 0n,
          cumulativeIncome: 0n,
          pendingIncome: 0n,
          paidPeriods: 0,
        },
        fund,
        summaryOf(summary!.rows),
      );
      return reply;
    },

    /** Grants a member a trial quota (operator), audited. */
    async grantTrial(
      em: EntityManager,
      input: { memberId: number; amount: bigint; fundId: number | null; expiresAt: Date | null },
      actor: string,
    ): Promise<number> {
      return em.transactional(async (tx) => {
        const [member] = await queryRows<{ id: unknown }>(tx, 'select id from member where id = ?', [
          input.memberId,
        ]);
        if (!member) throw new ApiError(404, 'errors.notFound');
        if (input.fundId !== null) await funds.get(tx, input.fundId);
        const now = clock.now();
        const inserted = await runStatement(
          tx,
          `insert into trial_quota (created_at, updated_at, member_id, amount, fund_id, expires_at, state, order_id, used_at, granted_by)
           values (?, ?, ?, ?, ?, ?, 'unused', null, null, ?)`,
          [now, now, input.memberId, input.amount, input.fundId, input.expiresAt, actor.slice(0, 80)],
        );
        const id = Number(inserted.insertId);
        await recordOperatorAction(tx, clock, {
          actor,
          action: 'trial_grant',
          detail: {
            trialQuotaId: id,
            memberId: input.memberId,
            amount: money(input.amount),
            fundId: input.fundId,
            expiresAt: input.expiresAt?.toISOString() ?? null,
          },
        });
        return id;
      });
    },
  };
}

export type FundPurchaser = ReturnType<typeof createFundPurchaser>;
