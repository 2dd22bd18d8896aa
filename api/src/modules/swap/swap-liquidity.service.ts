import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel, type MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { memberAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { InsufficientFundsError, type LedgerService, type PostLine } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows, runInOrder, runStatement } from '../ledger/sql.ts';
import {
  addLiquidity,
  firstSeedShares,
  MINIMUM_LIQUIDITY,
  priceMicro,
  removeLiquidity,
  type Reserves,
} from './swap-math.ts';
import {
  ensurePoolRow,
  hourStatement,
  LOCKED_SHARES_ACCOUNT,
  lockBalances,
  lockPoolRow,
  memberAccountOf,
  PLATFORM_SHARES_ACCOUNT,
  POOL_ACCOUNTS,
  SHARES_ACCOUNT,
  type PoolSettings,
} from './swap-pool.ts';
import { POOL_ID } from './swap-pool.entity.ts';
import { positionOf, readCheckpoint, settlePosition, type PositionView } from './swap-position.ts';
import type { LiquidityPriceMoved } from './swap.contract.ts';

/** A liquidity move as written: a member's (or the platform's seed, `memberId` null). */
export type LiquidityMoveView = {
  id: number;
  memberId: number | null;
  kind: 'add' | 'remove';
  inr: bigint;
  usdt: bigint;
  shares: bigint;
  createdAt: Date;
};

type Deps = { clock: Clock; dialect: Dialect; ledger: LedgerService };

/**
 * The 409 of a liquidity move that would give less than the member's minimum (the price moved
 * since their quote): what the move would be now. Thrown before anything is written.
 */
const priceMoved = (now: Reserves & { shares: bigint }) => {
  const data: LiquidityPriceMoved = {
    code: 'price_moved',
    inr: formatAmount(now.inr, 'INR'),
    usdt: formatAmount(now.usdt, 'USDT'),
    shares: formatAmount(now.shares, 'LP'),
  };
  return new ApiError(409, 'swap.liquidityPriceMoved', { data });
};

/**
 * Liquidity in and out of the swap pool (ADR 0032): members' adds and removals and finance's seeds.
 * Each is its own transaction (the route's idempotent one), taking the locks in the order swaps
 * take them: the member's row, the pool row, then the ledger accounts in id order.
 */
export function createSwapLiquidityService({ clock, dialect, ledger }: Deps) {
  const mysql = dialect === 'mysql';

  const lockMember = (tx: EntityManager, memberId: number) =>
    queryRows(tx, `select id from member where id = ?${mysql ? ' for update' : ''}`, [memberId]);

  async function insertMove(
    tx: EntityManager,
    move: Omit<LiquidityMoveView, 'id' | 'createdAt'> & { actor: string; entryId: number },
    now: Date,
  ): Promise<LiquidityMoveView> {
    const inserted = await runStatement(
      tx,
      `insert into swap_liquidity_move (created_at, updated_at, member_id, actor, kind, inr, usdt, shares, entry_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        now,
        now,
        move.memberId,
        move.actor.slice(0, 80),
        move.kind,
        move.inr,
        move.usdt,
        move.shares,
        move.entryId,
      ],
    );
    const { actor: _actor, entryId: _entryId, ...view } = move;
    return { ...view, id: inserted.insertId, createdAt: now };
  }

  /** The hour's price after a move that changed it (a seed, or rounding of an add or removal). */
  const notePrice = (tx: EntityManager, now: Date, reserves: Reserves) =>
    runInOrder(tx, dialect, [
      hourStatement(dialect, now, {
        priceMicro: priceMicro(reserves.inr, reserves.usdt),
        volumeInr: 0n,
        volumeUsdt: 0n,
        swaps: 0,
      }),
    ]);

  /**
   * Locks the member's row and the pool's, and the accounts a member's move touches, reading
   * their balances: the member's INR, USDT and shares, the reserves and the shares there are.
   */
  async function lockForMember(tx: EntityManager, memberId: number) {
    await lockMember(tx, memberId);
    const pool = await lockPoolRow(tx, dialect);
    // Named by reference: the entry opens the member's shares account at their first add.
    const accounts = {
      inr: memberAccountOf(memberId, 'INR'),
      usdt: memberAccountOf(memberId, 'USDT'),
      lp: memberAccount(memberId, 'lp'),
      poolInr: POOL_ACCOUNTS.INR,
      poolUsdt: POOL_ACCOUNTS.USDT,
      shares: SHARES_ACCOUNT,
    };
    const balance = await lockBalances(tx, dialect, Object.values(accounts));
    return {
      pool,
      accounts,
      held: balance(accounts.lp),
      reserves: { inr: balance(accounts.poolInr), usdt: balance(accounts.poolUsdt) },
      totalShares: -balance(accounts.shares),
    };
  }

  /** The member's position after a move: `shares` of a pool with these reserves. */
  const positionAfter = (
    shares: bigint,
    pool: PoolSettings,
    reserves: Reserves,
    totalShares: bigint,
    settled: Awaited<ReturnType<typeof settlePosition>>,
  ): PositionView => positionOf(shares, { growth: pool.growth, reserves, totalShares }, settled);

  return {
    /**
     * Adds at most `desired` of each asset at the pool's ratio, for shares; the rest stays with
     * the member. Refused while the pool is not seeded or paused, when it comes to no share, and
     * (409, nothing moved) when it comes to fewer than `minShares` (the price moved since the quote).
     */
    async add(tx: EntityManager, actor: MemberActor, desired: Reserves, minShares = 0n) {
      const memberId = actor.id;
      const locked = await lockForMember(tx, memberId);
      const { pool, accounts } = locked;
      if (!pool.seededAt) throw new ApiError(503, 'swap.notSeeded');
      if (pool.paused) throw new ApiError(409, 'swap.paused');
      const taken = addLiquidity(desired, locked.reserves, locked.totalShares);
      if (!taken) throw new ApiError(422, 'swap.addTooSmall');
      if (taken.shares < minShares) throw priceMoved(taken);
      const entry = await ledger.post(tx, {
        type: 'swap_liquidity_add',
        actor: actorLabel(actor),
        memo: `liquidity ${formatAmount(taken.inr, 'INR')} INR + ${formatAmount(taken.usdt, 'USDT')} USDT`,
        lines: [
          { account: accounts.inr, amount: -taken.inr },
          { account: accounts.poolInr, amount: taken.inr },
          { account: accounts.usdt, amount: -taken.usdt },
          { account: accounts.poolUsdt, amount: taken.usdt },
          { account: accounts.shares, amount: -taken.shares },
          { account: accounts.lp, amount: taken.shares },
        ],
      });
      const now = clock.now();
      const settled = await settlePosition(tx, dialect, {
        memberId,
        sharesBefore: locked.held,
        growth: pool.growth,
        stored: await readCheckpoint(tx, memberId),
        now,
      });
      const reserves = { inr: locked.reserves.inr + taken.inr, usdt: locked.reserves.usdt + taken.usdt };
      await notePrice(tx, now, reserves);
      const move = await insertMove(
        tx,
        { memberId, actor: actorLabel(actor), kind: 'add', ...taken, entryId: entry.id },
        now,
      );
      const position = positionAfter(
        locked.held + taken.shares,
        pool,
        reserves,
        locked.totalShares + taken.shares,
        settled,
      );
      return { move, position };
    },

    /**
     * Takes `shares` out for their part of each reserve, rounded down. Allowed while the pool is
     * paused: a member can always leave. Refused beyond the member's shares, when it comes to
     * nothing of either asset, and (409, nothing moved) when it pays less than `least` of either
     * asset (the price moved since the estimate).
     */
    async remove(
      tx: EntityManager,
      actor: MemberActor,
      shares: bigint,
      least: Reserves = { inr: 0n, usdt: 0n },
    ) {
      const memberId = actor.id;
      const locked = await lockForMember(tx, memberId);
      const { pool, accounts } = locked;
      if (shares > locked.held) throw new ApiError(422, 'swap.sharesTooMany');
      const out = removeLiquidity(shares, locked.reserves, locked.totalShares);
      if (!out) throw new ApiError(422, 'swap.removeTooSmall');
      if (out.inr < least.inr || out.usdt < least.usdt) throw priceMoved({ ...out, shares });
      const entry = await ledger.post(tx, {
        type: 'swap_liquidity_remove',
        actor: actorLabel(actor),
        memo: `liquidity out ${formatAmount(out.inr, 'INR')} INR + ${formatAmount(out.usdt, 'USDT')} USDT`,
        lines: [
          { account: accounts.lp, amount: -shares },
          { account: accounts.shares, amount: shares },
          { account: accounts.poolInr, amount: -out.inr },
          { account: accounts.inr, amount: out.inr },
          { account: accounts.poolUsdt, amount: -out.usdt },
          { account: accounts.usdt, amount: out.usdt },
        ],
      });
      const now = clock.now();
      const settled = await settlePosition(tx, dialect, {
        memberId,
        sharesBefore: locked.held,
        growth: pool.growth,
        stored: await readCheckpoint(tx, memberId),
        now,
      });
      const reserves = { inr: locked.reserves.inr - out.inr, usdt: locked.reserves.usdt - out.usdt };
      await notePrice(tx, now, reserves);
      const move = await insertMove(
        tx,
        { memberId, actor: actorLabel(actor), kind: 'remove', ...out, shares, entryId: entry.id },
        now,
      );
      const position = positionAfter(
        locked.held - shares,
        pool,
        reserves,
        locked.totalShares - shares,
        settled,
      );
      return { move, position };
    },

    /**
     * Finance seeds the pool from the treasury (audited), in the caller's transaction. The first
     * seed sets the price: √(inr·usdt) shares, of which MINIMUM_LIQUIDITY are locked forever and
     * the rest are the platform's. A later seed adds at the pool's ratio, like a member's add (the
     * rest stays in the treasury). Refused, nothing moved, when the treasury holds too little.
     */
    async seed(tx: EntityManager, desired: Reserves, by: ActedBy): Promise<LiquidityMoveView> {
      const now = clock.now();
      await ensurePoolRow(tx, dialect, now);
      const pool = await lockPoolRow(tx, dialect);
      const treasuryInr = platformAccount('fx_treasury', 'INR');
      const treasuryUsdt = platformAccount('fx_treasury', 'USDT');
      const { INR: poolInr, USDT: poolUsdt } = POOL_ACCOUNTS;
      const balance = await lockBalances(tx, dialect, [
        treasuryInr,
        treasuryUsdt,
        poolInr,
        poolUsdt,
        SHARES_ACCOUNT,
      ]);
      const reserves = { inr: balance(poolInr), usdt: balance(poolUsdt) };
      const totalShares = -balance(SHARES_ACCOUNT);

      let taken: Reserves & { shares: bigint };
      const shareLines: PostLine[] = [];
      if (!pool.seededAt) {
        const first = firstSeedShares(desired.inr, desired.usdt);
        if (!first)
          throw new ApiError(422, 'swap.seedTooSmall', {
            params: { locked: formatAmount(MINIMUM_LIQUIDITY, 'LP') },
          });
        taken = { ...desired, shares: first.total };
        shareLines.push(
          { account: SHARES_ACCOUNT, amount: -first.total },
          { account: LOCKED_SHARES_ACCOUNT, amount: first.locked },
          { account: PLATFORM_SHARES_ACCOUNT, amount: first.owned },
        );
      } else {
        const added = addLiquidity(desired, reserves, totalShares);
        if (!added) throw new ApiError(422, 'swap.addTooSmall');
        taken = added;
        shareLines.push(
          { account: SHARES_ACCOUNT, amount: -added.shares },
          { account: PLATFORM_SHARES_ACCOUNT, amount: added.shares },
        );
      }
      if (balance(treasuryInr) < taken.inr || balance(treasuryUsdt) < taken.usdt)
        throw new ApiError(422, 'swap.treasuryShort');

      let entryId: number;
      try {
        const entry = await ledger.post(tx, {
          type: 'swap_seed',
          actor: by.actor,
          memo: by.reason ?? 'swap pool seed',
          lines: [
            { account: treasuryInr, amount: -taken.inr },
            { account: poolInr, amount: taken.inr },
            { account: treasuryUsdt, amount: -taken.usdt },
            { account: poolUsdt, amount: taken.usdt },
            ...shareLines,
          ],
        });
        entryId = entry.id;
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new ApiError(422, 'swap.treasuryShort');
        throw error;
      }
      if (!pool.seededAt)
        await runStatement(tx, 'update swap_pool set seeded_at = ?, updated_at = ? where id = ?', [
          now,
          now,
          POOL_ID,
        ]);
      await notePrice(tx, now, { inr: reserves.inr + taken.inr, usdt: reserves.usdt + taken.usdt });
      const move = await insertMove(
        tx,
        { memberId: null, actor: by.actor, kind: 'add', ...taken, entryId },
        now,
      );
      await recordOperatorAction(tx, clock, {
        ...by,
        action: 'swap_seed',
        detail: {
          inr: formatAmount(taken.inr, 'INR'),
          usdt: formatAmount(taken.usdt, 'USDT'),
          shares: formatAmount(taken.shares, 'LP'),
          first: !pool.seededAt,
          entryId,
        },
      });
      return move;
    },
  };
}

export type SwapLiquidityService = ReturnType<typeof createSwapLiquidityService>;
