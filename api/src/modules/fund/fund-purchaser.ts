import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import {
  balancesOf,
  createBatchedCalls,
  keyRecordsStatement,
  lockAccountsStatement,
  lockMembersStatement,
  replayed,
  screenCalls,
  storedKeysOf,
  storedKeysStatement,
  walletsOf,
  walletsStatement,
  type Outcome,
  type PaidCall,
} from '../ledger/batched-calls.ts';
import type { IdempotencyKey } from '../ledger/idempotency.ts';
import {
  InsufficientFundsError,
  LedgerError,
  type LedgerService,
  type PostInput,
  type ResolvedAccount,
} from '../ledger/ledger.service.ts';
import { toBigInt } from '../ledger/money.ts';
import { runInOrder, type Statement } from '../ledger/sql.ts';
import type { WalletSummary } from '../ledger/wallet.service.ts';
import { rateOf, rateStatement } from '../conversion/conversion.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import type { OrderView } from './fund-order.service.ts';
import { checkPurchase, purchaseAccounts, type PurchaseInput } from './fund-purchase-rules.ts';
import { DAY_MS, splitDaily } from './fund-split.ts';
import { fundsStatement, fundOf, type FundService, type FundView } from './fund.service.ts';
import { quotaColumns, quotaOf } from './trial-quota.service.ts';

/** One member's purchase as the route hands it over; `answer` builds the reply (kept for the key). */
export type PurchaseRequest<T> = {
  actor: MemberActor;
  input: PurchaseInput;
  paymentPassword: string;
  meta: RequestMeta;
  idempotency: IdempotencyKey;
  /** `usdtRate`: the published rate (INR per USDT × 10⁶) the batch read, for the wallet summary. */
  answer: (order: OrderView, fund: FundView, wallet: WalletSummary, usdtRate: bigint | null) => T;
};

type Pending = Omit<PurchaseRequest<unknown>, 'actor'> &
  PaidCall & {
    /** The accounts the purchase moves: where the principal comes from, where it sits, where it returns. */
    accounts?: { income: ResolvedAccount; principal: ResolvedAccount; back: ResolvedAccount };
  };

/** A purchase the batch accepted, with the order it becomes. */
type Accepted = { call: Pending; fund: FundView; wallet: WalletSummary; orderId?: number };

/** Purchases written in one transaction at most. */
const MAX_BATCH = 50;

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

type Deps = {
  em: EntityManager;
  clock: Clock;
  ledger: LedgerService;
  funds: FundService;
  paymentPasswords: PaymentPasswordService;
  dialect: Dialect;
};

/**
 * Buys fund orders, many per transaction (group commit, ADR 0018). A purchase moves the principal
 * from the member's balance to their locked account (`fund_purchase`); a trial purchase moves the
 * quota's amount from promotions to the platform's trial account (`trial_principal`) and spends
 * the quota. Requests that arrive while a batch is being written form the next one.
 *
 * A batch first screens its requests without locks (a stored answer for the key, the fund's
 * rules, the payment password), so bad input never costs a payment-password try and a retried
 * key answers its first answer. It then locks, in this order, the members (so one member's
 * purchases run one after another and their maximum holds), the funds, every ledger account the
 * entries move and the trial quotas; decides each purchase against what it locked and what the
 * purchases before it in the batch took; and writes the accepted ones with a few statements for
 * all of them: the orders, their journal entries (`ledger.postMany()`), the funds' sales, the
 * quotas spent and the keys' answers. Each request gets its own answer or its own refusal.
 */
export function createFundPurchaser(deps: Deps) {
  const { em, clock, ledger, funds, paymentPasswords, dialect } = deps;
  const mysql = dialect === 'mysql';
  const forUpdate = mysql ? ' for update' : '';
  const accounts = createBatchPoster({ dialect, clock });
  // A fund as read at most a second ago, for screening. Its name, cycle, rate and limits never
  // change; its status and sales may have, and the batch decides on the locked row.
  const recent = new Map<number, { fund: FundView; at: number }>();
  async function cachedFund(fundId: number): Promise<FundView> {
    const cached = recent.get(fundId);
    if (cached && performance.now() - cached.at < 1000) return cached.fund;
    const fund = await funds.get(em.fork(), fundId);
    recent.set(fundId, { fund, at: performance.now() });
    return fund;
  }

  /** What each member of the batch holds in the fund they buy (for the per-member maximum). */
  const heldStatement = (batch: Pending[]): Statement => {
    const pairs = [
      ...new Map(
        batch
          .filter((p) => p.input.trialQuotaId === undefined)
          .map((p) => [`${p.memberId}:${p.input.fundId}`, [p.memberId, p.input.fundId]]),
      ).values(),
    ];
    return {
      // Each pair one range of the (member, fund, state, amount) index, read from the index alone.
      sql: `select member_id, fund_id, sum(amount) as held from fund_order where ${
        pairs.map(() => "(member_id = ? and fund_id = ? and state = 'in_progress')").join(' or ') || '1 = 0'
      } group by member_id, fund_id`,
      params: pairs.flat(),
    };
  };

  const quotaStatement = (quotaIds: number[], lock: boolean): Statement => ({
    sql: `select ${quotaColumns} from trial_quota where id in (${placeholders(quotaIds)}) order by id${lock ? forUpdate : ''}`,
    params: quotaIds,
  });

  /**
   * The checks made before any lock is taken: a stored answer for the key, the fund's rules, the
   * payment password last. Settles the requests they decide and answers the rest.
   */
  async function screen(batch: Pending[]): Promise<Pending[]> {
    const quotaIds = [...new Set(batch.flatMap((p) => p.input.trialQuotaId ?? []))];
    return screenCalls(
      { em, dialect, paymentPasswords },
      batch,
      quotaIds.length ? [quotaStatement(quotaIds, false)] : [],
      async (pending, [quotas]) => {
        const quotaById = new Map((quotas?.rows ?? []).map((row) => [Number(row.id), quotaOf(row)]));
        const fund = await cachedFund(pending.input.fundId);
        const quota =
          pending.input.trialQuotaId === undefined ? undefined : quotaById.get(pending.input.trialQuotaId);
        checkPurchase(fund, pending.memberId, pending.input, { held: 0n, quota, now: clock.now() });
        const refs = purchaseAccounts(pending.memberId, pending.input.trialQuotaId !== undefined);
        const [income, principal, back] = await accounts.prepareAccounts(em, [
          refs.income,
          refs.principal,
          refs.back,
        ]);
        pending.accounts = { income: income!, principal: principal!, back: back! };
      },
    );
  }

  /**
   * Locks, in a fixed order, the batch's members, funds, the accounts its entries move and its
   * trial quotas, and reads in the same round trip what they guard: the keys again, what each
   * member holds in the fund they buy, and the members' wallets.
   */
  async function lock(tx: EntityManager, batch: Pending[]) {
    const memberIds = [...new Set(batch.map((p) => p.memberId))].sort((a, b) => a - b);
    const fundIds = [...new Set(batch.map((p) => p.input.fundId))].sort((a, b) => a - b);
    const quotaIds = [...new Set(batch.flatMap((p) => p.input.trialQuotaId ?? []))].sort((a, b) => a - b);
    const accountIds = [
      ...new Set(
        batch.flatMap((p) => [p.accounts!.income.id, p.accounts!.principal.id, p.accounts!.back.id]),
      ),
    ].sort((a, b) => a - b);
    const [, funds, accounts, stored, held, wallets, rate, quotas] = await runInOrder(tx, dialect, [
      lockMembersStatement(memberIds, mysql),
      fundsStatement(fundIds, mysql),
      lockAccountsStatement(accountIds, mysql),
      storedKeysStatement(batch),
      heldStatement(batch),
      walletsStatement(memberIds),
      rateStatement,
      ...(quotaIds.length ? [quotaStatement(quotaIds, true)] : []),
    ]);
    return {
      funds: new Map(funds!.rows.map((row) => [Number(row.id), fundOf(row)])),
      balances: balancesOf(accounts!.rows),
      stored: storedKeysOf(stored!.rows),
      held: new Map(
        held!.rows.map((row) => [`${Number(row.member_id)}:${Number(row.fund_id)}`, toBigInt(row.held)]),
      ),
      wallets: walletsOf(wallets!.rows, memberIds),
      quotas: new Map((quotas?.rows ?? []).map((row) => [Number(row.id), quotaOf(row)])),
      usdtRate: rateOf(rate!.rows)?.rateMicro ?? null,
    };
  }

  type Locked = Awaited<ReturnType<typeof lock>>;

  /**
   * Decides each purchase in order against what was locked, leaving in `locked` what each
   * accepted one takes (balance, holding, fund sales, quota, wallet) for the ones after it.
   */
  function decide(batch: Pending[], locked: Locked, outcomes: Map<Pending, Outcome>): Accepted[] {
    const accepted: Accepted[] = [];
    const now = clock.now();
    for (const pending of batch) {
      try {
        const replay = replayed(pending, locked.stored);
        if (replay) {
          outcomes.set(pending, { ok: true, answer: replay.answer });
          continue;
        }
        const { input, memberId } = pending;
        const fund = locked.funds.get(input.fundId);
        if (!fund) throw new ApiError(404, 'fund.notFound');
        const heldKey = `${memberId}:${fund.id}`;
        const quota = input.trialQuotaId === undefined ? undefined : locked.quotas.get(input.trialQuotaId);
        checkPurchase(fund, memberId, input, { held: locked.held.get(heldKey) ?? 0n, quota, now });
        const { back, principal } = pending.accounts!;
        const available = locked.balances.get(back.id) ?? 0n;
        if (available < input.amount) {
          // Promotions cannot lend the trial principal now: the member is told so, not the account's name.
          if (quota) throw new ApiError(422, 'fund.trialUnavailable');
          throw new InsufficientFundsError(back.code, 'INR', available, input.amount);
        }
        locked.balances.set(back.id, available - input.amount);
        locked.balances.set(principal.id, (locked.balances.get(principal.id) ?? 0n) + input.amount);
        const sold = fund.sold + input.amount;
        locked.funds.set(fund.id, {
          ...fund,
          sold,
          status: sold >= fund.totalSize ? 'sold_out' : fund.status,
        });
        if (quota) locked.quotas.set(quota.id, { ...quota, state: 'used' });
        else locked.held.set(heldKey, (locked.held.get(heldKey) ?? 0n) + input.amount);
        const before = locked.wallets.get(memberId)!;
        const wallet = quota
          ? before
          : { ...before, balance: before.balance - input.amount, locked: before.locked + input.amount };
        locked.wallets.set(memberId, wallet);
        accepted.push({ call: pending, fund, wallet });
      } catch (error) {
        outcomes.set(pending, { ok: false, error });
      }
    }
    return accepted;
  }

  /**
   * Writes the accepted purchases: their orders (one round trip), their journal entries
   * (`ledger.postMany()`), then the funds' sales, the quotas spent and the keys' records with
   * their answers (one round trip). Answers each purchase's answer.
   */
  async function record(tx: EntityManager, accepted: Accepted[], locked: Locked): Promise<unknown[]> {
    const now = clock.now();
    const nextDue = new Date(now.getTime() + DAY_MS);
    const orders = await runInOrder(
      tx,
      dialect,
      accepted.map(({ call: pending, fund }) => {
        const split = splitDaily(pending.input.amount, fund.monthlyRateBps);
        const { income, principal, back } = pending.accounts!;
        return {
          sql: `insert into fund_order (created_at, updated_at, member_id, fund_id, amount, is_trial, trial_quota_id,
                  cycle_days, monthly_rate_bps, gross_daily, member_daily, fee_daily, dividend_daily,
                  income_account_id, principal_account_id, return_account_id, purchased_at, state, next_period,
                  next_due_at, completed_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'in_progress', 1, ?, null)`,
          params: [
            now,
            now,
            pending.memberId,
            fund.id,
            pending.input.amount,
            pending.input.trialQuotaId !== undefined,
            pending.input.trialQuotaId ?? null,
            fund.cycleDays,
            fund.monthlyRateBps,
            split.gross,
            split.member,
            split.fee,
            split.dividend,
            income.id,
            principal.id,
            back.id,
            now,
            nextDue,
          ],
        };
      }),
    );
    accepted.forEach((item, i) => (item.orderId = orders[i]!.insertId));

    const entries: PostInput[] = accepted.map(({ call: pending, orderId }) => ({
      type: pending.input.trialQuotaId !== undefined ? 'trial_principal' : 'fund_purchase',
      actor: `member:${pending.memberId}`,
      memo: `fund order #${orderId}`,
      lines: [
        { account: pending.accounts!.back, amount: -pending.input.amount },
        { account: pending.accounts!.principal, amount: pending.input.amount },
      ],
    }));
    // The balances were locked and checked: a refusal here is a fault, and fails the batch.
    for (const outcome of await ledger.postMany(tx, entries))
      if (!outcome.ok) throw new LedgerError(`a checked purchase was refused: ${outcome.error.message}`);

    const answers = accepted.map(({ call: pending, fund, wallet, orderId }) =>
      pending.answer(
        {
          id: orderId!,
          memberId: pending.memberId,
          fundId: fund.id,
          amount: pending.input.amount,
          isTrial: pending.input.trialQuotaId !== undefined,
          cycleDays: fund.cycleDays,
          monthlyRateBps: fund.monthlyRateBps,
          memberDaily: splitDaily(pending.input.amount, fund.monthlyRateBps).member,
          purchasedAt: now,
          state: 'in_progress',
          nextDueAt: nextDue,
          todayIncome: 0n,
          cumulativeIncome: 0n,
          pendingIncome: 0n,
          paidPeriods: 0,
        },
        fund,
        wallet,
        locked.usdtRate,
      ),
    );
    const soldFunds = [...new Set(accepted.map(({ fund }) => fund.id))].map((id) => locked.funds.get(id)!);
    await runInOrder(tx, dialect, [
      ...soldFunds.map((fund) => ({
        sql: 'update fund set sold = ?, status = ?, updated_at = ? where id = ?',
        params: [fund.sold, fund.status, now, fund.id],
      })),
      ...accepted.flatMap(({ call: pending, orderId }) =>
        pending.input.trialQuotaId === undefined
          ? []
          : [
              {
                sql: `update trial_quota set state = 'used', order_id = ?, used_at = ?, updated_at = ? where id = ?`,
                params: [orderId, now, now, pending.input.trialQuotaId],
              },
            ],
      ),
      keyRecordsStatement(
        now,
        accepted.map(({ call }, i) => ({ call, answer: answers[i] })),
      ),
    ]);
    for (const fund of soldFunds) recent.set(fund.id, { fund, at: performance.now() });
    return answers;
  }

  const calls = createBatchedCalls({ em, dialect, maxBatch: MAX_BATCH, screen, lock, decide, record });

  return {
    /** Queues the actor's purchase with the others arriving meanwhile; resolves with its own answer once committed. */
    purchase<T>({ actor, ...request }: PurchaseRequest<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        calls.push({ ...request, memberId: actor.id, resolve: resolve as (answer: unknown) => void, reject });
      });
    },
  };
}

export type FundPurchaser = ReturnType<typeof createFundPurchaser>;
