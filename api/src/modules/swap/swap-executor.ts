import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import { rateOf, rateStatement } from '../conversion/conversion.service.ts';
import { createBatchPoster } from '../ledger/batch-poster.ts';
import {
  balancesOf,
  createBatchedCalls,
  keyRecordsStatement,
  lockAccountsStatement,
  lockedAccountsOf,
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
import { formatAmount } from '../ledger/money.ts';
import { runInOrder } from '../ledger/sql.ts';
import type { WalletSummary } from '../ledger/wallet.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import type { SwapAsset, SwapPriceMoved } from './swap.contract.ts';
import { feeGrowthOf, priceMicro, quoteSwap } from './swap-math.ts';
import {
  hourStatement,
  memberAccountOf,
  otherAsset,
  POOL_ACCOUNTS,
  poolBalancesOf,
  poolBalancesStatement,
  poolOf,
  poolRowStatement,
  readPool,
  type PoolSettings,
} from './swap-pool.ts';
import { POOL_ID } from './swap-pool.entity.ts';

/** A swap as done: what went in and out, its fee (in `from`) and its price (INR per USDT × 10⁶). */
export type SwapView = {
  id: number;
  from: SwapAsset;
  to: SwapAsset;
  amountIn: bigint;
  amountOut: bigint;
  fee: bigint;
  priceMicro: bigint;
  createdAt: Date;
};

/** One member's swap as the route hands it over; `answer` builds the reply (kept for the key). */
export type SwapRequest<T> = {
  actor: MemberActor;
  from: SwapAsset;
  amountIn: bigint;
  /** The least of the other asset the member accepts: less is refused (`swap.priceMoved`). */
  minOut: bigint;
  paymentPassword: string;
  meta: RequestMeta;
  idempotency: IdempotencyKey;
  answer: (swap: SwapView, wallet: WalletSummary, usdtRate: bigint | null) => T;
};

type Accounts = {
  memberIn: ResolvedAccount;
  memberOut: ResolvedAccount;
  poolIn: ResolvedAccount;
  poolOut: ResolvedAccount;
};

type Pending = Omit<SwapRequest<unknown>, 'actor'> & PaidCall & { accounts?: Accounts };

type Accepted = {
  call: Pending;
  amountOut: bigint;
  fee: bigint;
  priceMicro: bigint;
  wallet: WalletSummary;
  entryId?: number;
};

/** Swaps written in one transaction at most. */
const MAX_BATCH = 100;

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  ledger: LedgerService;
  paymentPasswords: PaymentPasswordService;
};

/**
 * Swaps against the pool, many per transaction (group commit, as fund purchases: ADR 0018, 0032).
 * A batch screens its swaps without locks (a stored answer for the key, a pool that is open, the
 * payment password last), then locks the members (one member's swaps run in turn), the pool row
 * (every change to the pool takes it: two batches never both see the old reserves) and the ledger
 * accounts the swaps move, and decides each swap in order against the reserves the ones before it
 * left: a paused pool, a price that moved below the member's minimum or a short balance refuses
 * that swap alone. The accepted ones are written with a few statements for all: their journal
 * entries (`ledger.postMany()`), their rows, the pool's fee growth, the hour's price and volume and
 * the keys' answers.
 */
export function createSwapExecutor(deps: Deps) {
  const { em, clock, dialect, ledger, paymentPasswords } = deps;
  const mysql = dialect === 'mysql';
  const accounts = createBatchPoster({ dialect, clock });

  // The pool as read at most a second ago, for screening, kept only while it is open: a pool
  // that is not yet seeded or paused is read again each time, so it opens the moment it is. The
  // swaps of a batch screened at once share one read.
  let recent: { pool: Promise<PoolSettings>; at: number } | undefined;
  function openPool(): Promise<PoolSettings> {
    if (recent && performance.now() - recent.at < 1000) return recent.pool;
    const read = { pool: readPool(em.fork(), dialect), at: performance.now() };
    recent = read;
    void read.pool.then(
      (pool) => {
        if ((!pool.seededAt || pool.paused) && recent === read) recent = undefined;
      },
      () => {
        if (recent === read) recent = undefined;
      },
    );
    return read.pool;
  }

  /** Refuses a swap the pool cannot take now, whatever its amounts. */
  function checkOpen(pool: PoolSettings) {
    if (!pool.seededAt) throw new ApiError(503, 'swap.notSeeded');
    if (pool.paused) throw new ApiError(409, 'swap.paused');
  }

  async function screen(batch: Pending[]): Promise<Pending[]> {
    return screenCalls({ em, dialect, paymentPasswords }, batch, [], async (pending) => {
      checkOpen(await openPool());
      const to = otherAsset(pending.from);
      const [memberIn, memberOut, poolIn, poolOut] = await accounts.prepareAccounts(em, [
        memberAccountOf(pending.memberId, pending.from),
        memberAccountOf(pending.memberId, to),
        POOL_ACCOUNTS[pending.from],
        POOL_ACCOUNTS[to],
      ]);
      pending.accounts = { memberIn: memberIn!, memberOut: memberOut!, poolIn: poolIn!, poolOut: poolOut! };
    });
  }

  /**
   * Locks, in this order, the batch's members, the pool row and the accounts its swaps move, and
   * reads in the same round trip the pool's total shares (for the fee growth), the keys again, the
   * members' wallets and the published rate (for the wallet summaries).
   */
  async function lock(tx: EntityManager, batch: Pending[]) {
    const memberIds = [...new Set(batch.map((p) => p.memberId))].sort((a, b) => a - b);
    const accountIds = [
      ...new Set(batch.flatMap((p) => Object.values(p.accounts!).map((account) => account.id))),
    ].sort((a, b) => a - b);
    const [, pool, locked, shares, stored, wallets, rate] = await runInOrder(tx, dialect, [
      lockMembersStatement(memberIds, mysql),
      poolRowStatement(true, dialect),
      lockAccountsStatement(accountIds, mysql),
      // Shares change only under the pool row's lock, which this batch holds: a plain read.
      poolBalancesStatement(false, dialect),
      storedKeysStatement(batch),
      walletsStatement(memberIds),
      rateStatement,
    ]);
    const settings = poolOf(pool!.rows);
    return {
      pool: { ...settings, growth: { ...settings.growth } },
      totalShares: poolBalancesOf(shares!.rows).totalShares,
      balances: balancesOf(locked!.rows),
      // As locked, for `ledger.postMany()`, which then need not lock them again.
      accounts: lockedAccountsOf(locked!.rows),
      stored: storedKeysOf(stored!.rows),
      wallets: walletsOf(wallets!.rows, memberIds),
      usdtRate: rateOf(rate!.rows)?.rateMicro ?? null,
      volume: { INR: 0n, USDT: 0n } as Record<SwapAsset, bigint>,
    };
  }

  type Locked = Awaited<ReturnType<typeof lock>>;

  /**
   * Decides each swap in order against what was locked, leaving in `locked` what each accepted
   * one moved (reserves, balances, wallet, fee growth, volume) for the ones after it.
   */
  function decide(batch: Pending[], locked: Locked, outcomes: Map<Pending, Outcome>): Accepted[] {
    const accepted: Accepted[] = [];
    const { balances } = locked;
    const balance = (account: ResolvedAccount) => balances.get(account.id) ?? 0n;
    for (const pending of batch) {
      try {
        const replay = replayed(pending, locked.stored);
        if (replay) {
          outcomes.set(pending, { ok: true, answer: replay.answer });
          continue;
        }
        checkOpen(locked.pool);
        const { memberIn, memberOut, poolIn, poolOut } = pending.accounts!;
        const quoted = quoteSwap(pending.amountIn, balance(poolIn), balance(poolOut), locked.pool.feeBps);
        if ('refusal' in quoted) throw new ApiError(422, `swap.${quoted.refusal}`);
        if (quoted.amountOut < pending.minOut) {
          const data: SwapPriceMoved = {
            code: 'price_moved',
            amountOut: formatAmount(quoted.amountOut, otherAsset(pending.from)),
          };
          throw new ApiError(409, 'swap.priceMoved', { data });
        }
        const available = balance(memberIn);
        if (available < pending.amountIn)
          throw new InsufficientFundsError(memberIn.code, pending.from, available, pending.amountIn);

        balances.set(memberIn.id, available - pending.amountIn);
        balances.set(poolIn.id, balance(poolIn) + pending.amountIn);
        balances.set(poolOut.id, balance(poolOut) - quoted.amountOut);
        balances.set(memberOut.id, balance(memberOut) + quoted.amountOut);
        const growth = feeGrowthOf(quoted.fee, locked.totalShares);
        if (pending.from === 'INR') locked.pool.growth.inr += growth;
        else locked.pool.growth.usdt += growth;
        locked.volume[pending.from] += pending.amountIn;

        const before = locked.wallets.get(pending.memberId)!;
        const wallet =
          pending.from === 'INR'
            ? { ...before, balance: before.balance - pending.amountIn, usdt: before.usdt + quoted.amountOut }
            : { ...before, usdt: before.usdt - pending.amountIn, balance: before.balance + quoted.amountOut };
        locked.wallets.set(pending.memberId, wallet);
        accepted.push({
          call: pending,
          amountOut: quoted.amountOut,
          fee: quoted.fee,
          priceMicro:
            pending.from === 'INR'
              ? priceMicro(pending.amountIn, quoted.amountOut)
              : priceMicro(quoted.amountOut, pending.amountIn),
          wallet,
        });
      } catch (error) {
        outcomes.set(pending, { ok: false, error });
      }
    }
    return accepted;
  }

  /**
   * Writes the accepted swaps: their journal entries (`ledger.postMany()`), then in one round trip
   * their rows (each with its entry's id), the pool's fee growth, the hour's row and the keys'
   * records with their answers.
   */
  async function record(tx: EntityManager, accepted: Accepted[], locked: Locked): Promise<unknown[]> {
    const now = clock.now();
    const entries: PostInput[] = accepted.map(({ call, amountOut }) => {
      const { memberIn, memberOut, poolIn, poolOut } = call.accounts!;
      const to = otherAsset(call.from);
      return {
        type: 'swap',
        actor: `member:${call.memberId}`,
        memo: `swap ${formatAmount(call.amountIn, call.from)} ${call.from} → ${formatAmount(amountOut, to)} ${to}`,
        lines: [
          { account: memberIn, amount: -call.amountIn },
          { account: poolIn, amount: call.amountIn },
          { account: poolOut, amount: -amountOut },
          { account: memberOut, amount: amountOut },
        ],
      };
    });
    // The balances were locked and checked: a refusal here is a fault, and fails the batch.
    const posted = await ledger.postMany(tx, entries, { locked: locked.accounts });
    posted.forEach((outcome, i) => {
      if (!outcome.ok) throw new LedgerError(`a checked swap was refused: ${outcome.error.message}`);
      accepted[i]!.entryId = outcome.entry.id;
    });

    // A swap is one journal entry, and takes its id: its row, the pool's fee growth, the hour's
    // row and the keys' answers then go together in one round trip.
    const answers = accepted.map(({ call, amountOut, fee, priceMicro: price, wallet, entryId }) =>
      call.answer(
        {
          id: entryId!,
          from: call.from,
          to: otherAsset(call.from),
          amountIn: call.amountIn,
          amountOut,
          fee,
          priceMicro: price,
          createdAt: now,
        },
        wallet,
        locked.usdtRate,
      ),
    );
    const { call: first } = accepted[0]!;
    const reserveOf = (asset: SwapAsset) => {
      const { poolIn, poolOut } = first.accounts!;
      return locked.balances.get((first.from === asset ? poolIn : poolOut).id) ?? 0n;
    };
    await runInOrder(tx, dialect, [
      {
        sql:
          'insert into swap (id, created_at, updated_at, member_id, from_asset, to_asset, amount_in, amount_out, fee, price_micro, entry_id) values ' +
          accepted.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', '),
        params: accepted.flatMap(({ call, amountOut, fee, priceMicro: price, entryId }) => [
          entryId,
          now,
          now,
          call.memberId,
          call.from,
          otherAsset(call.from),
          call.amountIn,
          amountOut,
          fee,
          price,
          entryId,
        ]),
      },
      {
        sql: 'update swap_pool set fee_growth_inr = ?, fee_growth_usdt = ?, updated_at = ? where id = ?',
        params: [String(locked.pool.growth.inr), String(locked.pool.growth.usdt), now, POOL_ID],
      },
      hourStatement(dialect, now, {
        priceMicro: priceMicro(reserveOf('INR'), reserveOf('USDT')),
        volumeInr: locked.volume.INR,
        volumeUsdt: locked.volume.USDT,
        swaps: accepted.length,
      }),
      keyRecordsStatement(
        now,
        accepted.map(({ call }, i) => ({ call, answer: answers[i] })),
      ),
    ]);
    return answers;
  }

  // Three batches at once: every batch waits for the pool row, and with two the row sat idle while
  // the next batch was screened (bench:swap p99 90–236 ms with two, 75–80 ms with three).
  const calls = createBatchedCalls({
    em,
    dialect,
    maxBatch: MAX_BATCH,
    inFlight: 3,
    screen,
    lock,
    decide,
    record,
  });

  return {
    /** Queues the actor's swap with the others arriving meanwhile; resolves with its own answer once committed. */
    swap<T>({ actor, ...request }: SwapRequest<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        calls.push({ ...request, memberId: actor.id, resolve: resolve as (answer: unknown) => void, reject });
      });
    },
  };
}

export type SwapExecutor = ReturnType<typeof createSwapExecutor>;
