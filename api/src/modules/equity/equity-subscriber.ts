import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
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
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import {
  InsufficientFundsError,
  LedgerError,
  type LedgerService,
  type PostInput,
  type ResolvedAccount,
} from '../ledger/ledger.service.ts';
import { runInOrder } from '../ledger/sql.ts';
import type { WalletSummary } from '../ledger/wallet.service.ts';
import { rateOf, rateStatement } from '../conversion/conversion.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { quoteOf, type HoldingView, type Quote } from './equity-holding.service.ts';
import {
  dayPriceOf,
  dayPriceStatement,
  offeringOf,
  offeringsStatement,
  type DayPrice,
  type EquityService,
  type OfferingView,
} from './equity.service.ts';

/** One member's subscription as the route hands it over; `answer` builds the reply (kept for the key). */
export type SubscribeRequest<T> = {
  actor: MemberActor;
  offeringId: number;
  amount: bigint;
  paymentPassword: string;
  meta: RequestMeta;
  idempotency: IdempotencyKey;
  /** `usdtRate`: the published rate (INR per USDT × 10⁶) the batch read, for the wallet summary. */
  answer: (
    holding: HoldingView,
    offering: OfferingView,
    price: DayPrice,
    wallet: WalletSummary,
    usdtRate: bigint | null,
  ) => T;
};

type Pending = Omit<SubscribeRequest<unknown>, 'actor'> &
  PaidCall & {
    /** The accounts the subscription moves: the balance pays, the equity account holds, fee income earns. */
    accounts?: { balance: ResolvedAccount; equity: ResolvedAccount; fee: ResolvedAccount };
  };

/** A subscription the batch accepted, with the holding it becomes. */
type Accepted = {
  call: Pending;
  quote: Quote;
  offering: OfferingView;
  price: DayPrice;
  wallet: WalletSummary;
  holdingId?: number;
};

/** Subscriptions written in one transaction at most. */
const MAX_BATCH = 50;

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  ledger: LedgerService;
  offerings: EquityService;
  paymentPasswords: PaymentPasswordService;
};

/**
 * Subscribes to equity offerings, many per transaction (group commit, as fund purchases: ADR 0018,
 * ADR 0024). A subscription posts one entry: balance −(amount + fee), the member's equity account
 * +amount, fee income +fee; its shares count against the offering's total.
 *
 * A batch first screens its requests without locks (a stored answer for the key, the offering's
 * rules at a price read at most a second ago, the payment password last), so bad input never costs
 * a payment-password try. It then locks the members, the offerings and every account the entries
 * move, reads the keys again, today's prices and the members' wallets in the same round trip;
 * decides each subscription against them and what the ones before it took (shares left, balance);
 * and writes the accepted ones with a few statements for all: the holdings, their journal entries,
 * the offerings' shares sold and the keys' answers.
 */
export function createEquitySubscriber(deps: Deps) {
  const { em, clock, dialect, ledger, offerings, paymentPasswords } = deps;
  const mysql = dialect === 'mysql';
  const accounts = createBatchPoster({ dialect, clock });

  // An offering and its price as read at most a second ago, for screening: the batch decides on
  // the locked row and the price it reads itself.
  const recent = new Map<number, { offering: OfferingView; price: DayPrice | undefined; at: number }>();
  async function cachedOffering(id: number) {
    const cached = recent.get(id);
    if (cached && performance.now() - cached.at < 1000) return cached;
    const fork = em.fork();
    const read = {
      offering: await offerings.get(fork, id),
      price: await offerings.priceOn(fork, id),
      at: performance.now(),
    };
    recent.set(id, read);
    return read;
  }

  /** The checks made before any lock: a stored answer, the offering's rules, the payment password last. */
  const screen = (batch: Pending[]) =>
    screenCalls({ em, dialect, paymentPasswords }, batch, [], async (pending) => {
      const { offering, price } = await cachedOffering(pending.offeringId);
      quoteOf(offering, price, pending.amount, clock.now());
      const [balance, equity, fee] = await accounts.prepareAccounts(em, [
        memberAccount(pending.memberId, 'balance'),
        memberAccount(pending.memberId, 'equity'),
        platformAccount('fee_income', 'INR'),
      ]);
      pending.accounts = { balance: balance!, equity: equity!, fee: fee! };
    });

  /**
   * Locks, in a fixed order, the batch's members, offerings and the accounts its entries move, and
   * reads in the same round trip the keys again, today's prices and the members' wallets.
   */
  async function lock(tx: EntityManager, batch: Pending[]) {
    const memberIds = [...new Set(batch.map((p) => p.memberId))].sort((a, b) => a - b);
    const offeringIds = [...new Set(batch.map((p) => p.offeringId))].sort((a, b) => a - b);
    const accountIds = [
      ...new Set(batch.flatMap((p) => [p.accounts!.balance.id, p.accounts!.equity.id, p.accounts!.fee.id])),
    ].sort((a, b) => a - b);
    const today = offerings.today();
    const [, locked, balances, stored, wallets, rate, ...prices] = await runInOrder(tx, dialect, [
      lockMembersStatement(memberIds, mysql),
      offeringsStatement(offeringIds, mysql),
      lockAccountsStatement(accountIds, mysql),
      storedKeysStatement(batch),
      walletsStatement(memberIds),
      rateStatement,
      ...offeringIds.map((id) => dayPriceStatement(id, today)),
    ]);
    return {
      offerings: new Map(locked!.rows.map((row) => [Number(row.id), offeringOf(row)])),
      prices: new Map(offeringIds.map((id, i) => [id, dayPriceOf(prices[i]!.rows)])),
      balances: balancesOf(balances!.rows),
      stored: storedKeysOf(stored!.rows),
      wallets: walletsOf(wallets!.rows, memberIds),
      usdtRate: rateOf(rate!.rows)?.rateMicro ?? null,
    };
  }

  type Locked = Awaited<ReturnType<typeof lock>>;

  /**
   * Decides each subscription in order against what was locked, leaving in `locked` what each
   * accepted one takes (balance, shares, wallet) for the ones after it.
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
        const offering = locked.offerings.get(pending.offeringId);
        if (!offering) throw new ApiError(404, 'equity.notFound');
        const price = locked.prices.get(offering.id);
        const quote = quoteOf(offering, price, pending.amount, now);
        const { balance, equity, fee } = pending.accounts!;
        const available = locked.balances.get(balance.id) ?? 0n;
        if (available < quote.total)
          throw new InsufficientFundsError(balance.code, 'INR', available, quote.total);
        locked.balances.set(balance.id, available - quote.total);
        locked.balances.set(equity.id, (locked.balances.get(equity.id) ?? 0n) + quote.amount);
        locked.balances.set(fee.id, (locked.balances.get(fee.id) ?? 0n) + quote.fee);
        const sold = { ...offering, sharesSold: offering.sharesSold + quote.shares };
        locked.offerings.set(offering.id, sold);
        const before = locked.wallets.get(pending.memberId)!;
        const wallet = {
          ...before,
          balance: before.balance - quote.total,
          equity: before.equity + quote.amount,
        };
        locked.wallets.set(pending.memberId, wallet);
        accepted.push({ call: pending, quote, offering: sold, price: price!, wallet });
      } catch (error) {
        outcomes.set(pending, { ok: false, error });
      }
    }
    return accepted;
  }

  /**
   * Writes the accepted subscriptions: their holdings (one round trip), their journal entries
   * (`ledger.postMany()`), then the offerings' shares sold and the keys' records with their answers
   * (one round trip). Answers each subscription's answer.
   */
  async function record(tx: EntityManager, accepted: Accepted[], locked: Locked): Promise<unknown[]> {
    const now = clock.now();
    const inserted = await runInOrder(
      tx,
      dialect,
      accepted.map(({ call, quote }) => ({
        sql: `insert into equity_holding (created_at, updated_at, member_id, offering_id, amount, fee, shares,
                subscription_price, subscribed_at, expires_at, auto_compound, state, dividends_paid,
                dividends_reinvested, equity_account_id, balance_account_id)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'held', 0, 0, ?, ?)`,
        params: [
          now,
          now,
          call.memberId,
          call.offeringId,
          quote.amount,
          quote.fee,
          quote.shares,
          quote.price,
          now,
          quote.expiresAt,
          false,
          call.accounts!.equity.id,
          call.accounts!.balance.id,
        ],
      })),
    );
    accepted.forEach((item, i) => (item.holdingId = inserted[i]!.insertId));

    const entries: PostInput[] = accepted.map(({ call, quote, holdingId }) => ({
      type: 'equity_subscribe',
      actor: `member:${call.memberId}`,
      memo: `equity offering #${call.offeringId}, holding #${holdingId}`,
      lines: [
        { account: call.accounts!.balance, amount: -quote.total },
        { account: call.accounts!.equity, amount: quote.amount },
        { account: call.accounts!.fee, amount: quote.fee },
      ].filter((line) => line.amount !== 0n),
    }));
    // The balances were locked and checked: a refusal here is a fault, and fails the batch.
    for (const outcome of await ledger.postMany(tx, entries))
      if (!outcome.ok) throw new LedgerError(`a checked subscription was refused: ${outcome.error.message}`);

    const answers = accepted.map(({ call, quote, offering, price, wallet, holdingId }) =>
      call.answer(
        {
          id: holdingId!,
          memberId: call.memberId,
          offeringId: call.offeringId,
          amount: quote.amount,
          fee: quote.fee,
          shares: quote.shares,
          subscriptionPrice: quote.price,
          subscribedAt: now,
          expiresAt: quote.expiresAt,
          autoCompound: false,
          state: 'held',
          buybackKind: null,
          buybackRequestedAt: null,
          buybackPrice: null,
          buybackAmount: null,
          buybackAt: null,
          buybackReason: null,
          dividendsPaid: 0n,
          dividendsReinvested: 0n,
        },
        offering,
        price,
        wallet,
        locked.usdtRate,
      ),
    );
    const sold = [...new Set(accepted.map(({ offering }) => offering.id))].map((id) =>
      locked.offerings.get(id)!,
    );
    await runInOrder(tx, dialect, [
      ...sold.map((offering) => ({
        sql: 'update equity_offering set shares_sold = ?, updated_at = ? where id = ?',
        params: [offering.sharesSold, now, offering.id],
      })),
      keyRecordsStatement(
        now,
        accepted.map(({ call }, i) => ({ call, answer: answers[i] })),
      ),
    ]);
    for (const offering of sold) {
      const cached = recent.get(offering.id);
      if (cached) recent.set(offering.id, { ...cached, offering });
    }
    return answers;
  }

  const calls = createBatchedCalls({ em, dialect, maxBatch: MAX_BATCH, screen, lock, decide, record });

  return {
    /** Queues the actor's subscription with the others arriving meanwhile; resolves with its own answer once committed. */
    subscribe<T>({ actor, ...request }: SubscribeRequest<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        calls.push({ ...request, memberId: actor.id, resolve: resolve as (answer: unknown) => void, reject });
      });
    },
  };
}

export type EquitySubscriber = ReturnType<typeof createEquitySubscriber>;
