import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import { toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { earnedSince, removeLiquidity, type Reserves } from './swap-math.ts';
import type { PoolBalances, PoolSettings } from './swap-pool.ts';

/** What a provider's fees were settled at: the pool's fee growth then, and what was earned up to then. */
export type PositionCheckpoint = { checkpoint: Reserves; earned: Reserves };

const NONE: PositionCheckpoint = { checkpoint: { inr: 0n, usdt: 0n }, earned: { inr: 0n, usdt: 0n } };

/** A provider's liquidity now: their shares, what those would take out, and the fees they earned. */
export type PositionView = {
  shares: bigint;
  totalShares: bigint;
  /** What removing every share would take out now (rounded down, as removing does). */
  inr: bigint;
  usdt: bigint;
  earned: Reserves;
};

export async function readCheckpoint(em: EntityManager, memberId: number): Promise<PositionCheckpoint> {
  const [row] = await queryRows<Record<string, unknown>>(
    em,
    'select growth_inr_checkpoint, growth_usdt_checkpoint, earned_inr, earned_usdt from swap_position where member_id = ?',
    [memberId],
  );
  if (!row) return NONE;
  return {
    checkpoint: {
      inr: BigInt(String(row.growth_inr_checkpoint)),
      usdt: BigInt(String(row.growth_usdt_checkpoint)),
    },
    earned: { inr: toBigInt(row.earned_inr), usdt: toBigInt(row.earned_usdt) },
  };
}

/** The fees `shares` have earned in all: settled at earlier moves, and since the last one. */
export const earnedOf = (shares: bigint, growth: Reserves, stored: PositionCheckpoint): Reserves => ({
  inr: stored.earned.inr + earnedSince(shares, growth.inr, stored.checkpoint.inr),
  usdt: stored.earned.usdt + earnedSince(shares, growth.usdt, stored.checkpoint.usdt),
});

export function positionOf(
  shares: bigint,
  pool: Pick<PoolSettings, 'growth'> & PoolBalances,
  stored: PositionCheckpoint,
): PositionView {
  const out = shares > 0n ? removeLiquidity(shares, pool.reserves, pool.totalShares) : undefined;
  return {
    shares,
    totalShares: pool.totalShares,
    inr: out?.inr ?? 0n,
    usdt: out?.usdt ?? 0n,
    earned: earnedOf(shares, pool.growth, stored),
  };
}

/**
 * Settles what the member's shares before a move earned, and sets the checkpoints to the pool's
 * fee growth (in the move's transaction, under the member's row lock).
 */
export async function settlePosition(
  tx: EntityManager,
  dialect: Dialect,
  input: { memberId: number; sharesBefore: bigint; growth: Reserves; stored: PositionCheckpoint; now: Date },
): Promise<PositionCheckpoint> {
  const earned = earnedOf(input.sharesBefore, input.growth, input.stored);
  const upsert =
    dialect === 'mysql'
      ? `on duplicate key update updated_at = values(updated_at), growth_inr_checkpoint = values(growth_inr_checkpoint),
         growth_usdt_checkpoint = values(growth_usdt_checkpoint), earned_inr = values(earned_inr), earned_usdt = values(earned_usdt)`
      : `on conflict (member_id) do update set updated_at = excluded.updated_at,
         growth_inr_checkpoint = excluded.growth_inr_checkpoint, growth_usdt_checkpoint = excluded.growth_usdt_checkpoint,
         earned_inr = excluded.earned_inr, earned_usdt = excluded.earned_usdt`;
  await runStatement(
    tx,
    `insert into swap_position (created_at, updated_at, member_id, growth_inr_checkpoint, growth_usdt_checkpoint, earned_inr, earned_usdt)
     values (?, ?, ?, ?, ?, ?, ?) ${upsert}`,
    [
      input.now,
      input.now,
      input.memberId,
      String(input.growth.inr),
      String(input.growth.usdt),
      earned.inr,
      earned.usdt,
    ],
  );
  return { checkpoint: { ...input.growth }, earned };
}
