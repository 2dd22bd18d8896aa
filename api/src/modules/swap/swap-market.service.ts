import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { indiaDayStart, type Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { accountCode, memberAccount } from '../ledger/ledger-accounts.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import type { SwapAsset, SwapChartRange, SwapHistoryKind } from './swap.contract.ts';
import type { SwapView } from './swap-executor.ts';
import type { LiquidityMoveView } from './swap-liquidity.service.ts';
import {
  addLiquidity,
  HIGH_IMPACT_BPS,
  minReceived,
  priceImpactBps,
  priceMicro,
  quoteSwap,
  type Reserves,
} from './swap-math.ts';
import {
  hourStart,
  LOCKED_SHARES_ACCOUNT,
  otherAsset,
  PLATFORM_SHARES_ACCOUNT,
  readPool,
  type PoolBalances,
  type PoolSettings,
} from './swap-pool.ts';
import { positionOf, readCheckpoint, type PositionView } from './swap-position.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type Volume = { inr: bigint; usdt: bigint; swaps: number };

/** The pool as members see it: settings, reserves, shares, its price and the last 24 hours' volume. */
export type PoolView = PoolSettings & PoolBalances & { priceMicro: bigint; volume24h: Volume };

export type SwapQuoteView = {
  from: SwapAsset;
  to: SwapAsset;
  amountIn: bigint;
  amountOut: bigint;
  fee: bigint;
  priceMicro: bigint;
  poolPriceMicro: bigint;
  impactBps: bigint;
  highImpact: boolean;
  slippageBps: number;
  minReceived: bigint;
};

/** Every member call but the pool's own is refused until the pool is seeded. */
export function assertSeeded(pool: PoolSettings) {
  if (!pool.seededAt) throw new ApiError(503, 'swap.notSeeded');
}

type Deps = { clock: Clock; dialect: Dialect };

/** What members and finance read of the pool: its state, quotes, positions, history and chart. */
export function createSwapMarketService({ clock, dialect }: Deps) {
  async function volumeSince(em: EntityManager, since: Date): Promise<Volume> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select coalesce(sum(volume_inr), 0) as inr, coalesce(sum(volume_usdt), 0) as usdt, coalesce(sum(swaps), 0) as swaps
       from swap_hour where hour_start >= ?`,
      [since],
    );
    return { inr: toBigInt(row?.inr ?? 0), usdt: toBigInt(row?.usdt ?? 0), swaps: Number(row?.swaps ?? 0) };
  }

  /** The volume of the last `hours` hourly rows, this hour's included. */
  const volumeOfHours = (em: EntityManager, hours: number) =>
    volumeSince(em, new Date(hourStart(clock.now()).getTime() - (hours - 1) * HOUR_MS));

  async function pool(em: EntityManager): Promise<PoolView> {
    const state = await readPool(em, dialect);
    return {
      ...state,
      priceMicro: priceMicro(state.reserves.inr, state.reserves.usdt),
      volume24h: await volumeOfHours(em, 24),
    };
  }

  /** A seeded pool that is not paused, for a quote of what it would do. */
  async function openPool(em: EntityManager) {
    const state = await readPool(em, dialect);
    assertSeeded(state);
    if (state.paused) throw new ApiError(409, 'swap.paused');
    return state;
  }

  return {
    pool,

    /** The pool for finance: as members see it, with the last 7 days, the providers and the platform's shares. */
    async adminPool(em: EntityManager) {
      const view = await pool(em);
      const [shares] = await queryRows<Record<string, unknown>>(
        em,
        `select
           (select count(*) from ledger_account where owner = 'member' and kind = 'lp' and balance > 0) as providers,
           (select coalesce(sum(balance), 0) from ledger_account where code = ?) as locked_shares,
           (select coalesce(sum(balance), 0) from ledger_account where code = ?) as platform_shares`,
        [accountCode(LOCKED_SHARES_ACCOUNT), accountCode(PLATFORM_SHARES_ACCOUNT)],
      );
      return {
        ...view,
        volume7d: await volumeOfHours(em, 7 * 24),
        providers: Number(shares?.providers ?? 0),
        lockedShares: toBigInt(shares?.locked_shares ?? 0),
        platformShares: toBigInt(shares?.platform_shares ?? 0),
      };
    },

    /** What `amountIn` of `from` would give now, and the least to accept under `slippageBps`. Not a promise. */
    async quote(
      em: EntityManager,
      from: SwapAsset,
      amountIn: bigint,
      slippageBps: number,
    ): Promise<SwapQuoteView> {
      const state = await openPool(em);
      const to = otherAsset(from);
      const reserveOf = (asset: SwapAsset) => (asset === 'INR' ? state.reserves.inr : state.reserves.usdt);
      const quoted = quoteSwap(amountIn, reserveOf(from), reserveOf(to), state.feeBps);
      if ('refusal' in quoted) throw new ApiError(422, `swap.${quoted.refusal}`);
      const impactBps = priceImpactBps(amountIn, quoted.amountOut, reserveOf(from), reserveOf(to));
      return {
        from,
        to,
        amountIn,
        amountOut: quoted.amountOut,
        fee: quoted.fee,
        priceMicro:
          from === 'INR' ? priceMicro(amountIn, quoted.amountOut) : priceMicro(quoted.amountOut, amountIn),
        poolPriceMicro: priceMicro(state.reserves.inr, state.reserves.usdt),
        impactBps,
        highImpact: impactBps > HIGH_IMPACT_BPS,
        slippageBps,
        minReceived: minReceived(quoted.amountOut, slippageBps),
      };
    },

    /** What adding at most `desired` would take at the pool's ratio, and the shares it would give. */
    async liquidityQuote(em: EntityManager, desired: Reserves) {
      const state = await openPool(em);
      const taken = addLiquidity(desired, state.reserves, state.totalShares);
      if (!taken) throw new ApiError(422, 'swap.addTooSmall');
      return taken;
    },

    async position(em: EntityManager, memberId: number): Promise<PositionView> {
      const state = await readPool(em, dialect);
      assertSeeded(state);
      const [held] = await queryRows<{ balance: unknown }>(
        em,
        'select balance from ledger_account where code = ?',
        [accountCode(memberAccount(memberId, 'lp'))],
      );
      return positionOf(toBigInt(held?.balance ?? 0), state, await readCheckpoint(em, memberId));
    },

    /** The member's swaps or liquidity moves, newest first. */
    async history(
      em: EntityManager,
      memberId: number,
      query: { kind: SwapHistoryKind; page: number; rows: number },
    ): Promise<{ list: (SwapView | LiquidityMoveView)[]; total: number }> {
      const table = query.kind === 'swap' ? 'swap' : 'swap_liquidity_move';
      const columns =
        query.kind === 'swap'
          ? 'id, from_asset, to_asset, amount_in, amount_out, fee, price_micro, created_at'
          : 'id, member_id, kind, inr, usdt, shares, created_at';
      const [count] = await queryRows<{ total: unknown }>(
        em,
        `select count(*) as total from ${table} where member_id = ?`,
        [memberId],
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${columns} from ${table} where member_id = ? order by id desc limit ? offset ?`,
        [memberId, query.rows, (query.page - 1) * query.rows],
      );
      const list = rows.map((row): SwapView | LiquidityMoveView =>
        query.kind === 'swap'
          ? {
              id: Number(row.id),
              from: row.from_asset as SwapAsset,
              to: row.to_asset as SwapAsset,
              amountIn: toBigInt(row.amount_in),
              amountOut: toBigInt(row.amount_out),
              fee: toBigInt(row.fee),
              priceMicro: toBigInt(row.price_micro),
              createdAt: toDate(row.created_at),
            }
          : {
              id: Number(row.id),
              memberId: Number(row.member_id),
              kind: row.kind as 'add' | 'remove',
              inr: toBigInt(row.inr),
              usdt: toBigInt(row.usdt),
              shares: toBigInt(row.shares),
              createdAt: toDate(row.created_at),
            },
      );
      return { list, total: Number(count?.total ?? 0) };
    },

    /**
     * The pool's price over `range`: one point per hour of the last 24 (1D) or per day in India of
     * the last 7 or 30 (1W, 1M), each the price at its end (now, for the last), carried over hours
     * without a change. Points before the pool had a price are left out.
     */
    async chart(em: EntityManager, range: SwapChartRange): Promise<{ at: Date; priceMicro: bigint }[]> {
      const now = clock.now();
      const hourly = range === '1D';
      const count = hourly ? 24 : range === '1W' ? 7 : 30;
      const step = hourly ? HOUR_MS : DAY_MS;
      const last = hourly ? hourStart(now) : indiaDayStart(now);
      const starts = Array.from(
        { length: count },
        (_, i) => new Date(last.getTime() - (count - 1 - i) * step),
      );
      const from = starts[0]!;
      const [before] = await queryRows<Record<string, unknown>>(
        em,
        'select hour_start, price_micro from swap_hour where hour_start < ? order by hour_start desc limit 1',
        [from],
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        'select hour_start, price_micro from swap_hour where hour_start >= ? order by hour_start',
        [from],
      );
      const prices = [...(before ? [before] : []), ...rows].map((row) => ({
        at: toDate(row.hour_start).getTime(),
        priceMicro: toBigInt(row.price_micro),
      }));
      const points: { at: Date; priceMicro: bigint }[] = [];
      let next = 0;
      let price: bigint | undefined;
      for (const start of starts) {
        // The price at the point's end: the last hour row that began before it ended.
        const end = start.getTime() + step;
        while (next < prices.length && prices[next]!.at < end) price = prices[next++]!.priceMicro;
        if (price !== undefined) points.push({ at: start, priceMicro: price });
      }
      return points;
    },
  };
}

export type SwapMarketService = ReturnType<typeof createSwapMarketService>;
