import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { runStatement } from '../ledger/sql.ts';
import { MAX_FEE_BPS } from './swap-math.ts';
import { ensurePoolRow, lockPoolRow } from './swap-pool.ts';
import { POOL_ID } from './swap-pool.entity.ts';

type Deps = { clock: Clock; dialect: Dialect };

/**
 * Finance's settings of the pool (audited): the fee and pausing. Each takes the pool row's lock, so
 * a batch of swaps is decided under one fee and one state from start to end.
 */
export function createSwapAdminService({ clock, dialect }: Deps) {
  async function change(
    em: EntityManager,
    by: ActedBy,
    apply: (tx: EntityManager, now: Date) => Promise<{ action: string; detail: Record<string, unknown> }>,
  ) {
    await em.transactional(async (tx) => {
      const now = clock.now();
      await ensurePoolRow(tx, dialect, now);
      const recorded = await apply(tx, now);
      await recordOperatorAction(tx, clock, { ...by, ...recorded });
    });
  }

  return {
    /** Sets the fee on what goes into the pool, 0–10 % (in basis points). */
    async setFee(em: EntityManager, feeBps: number, by: ActedBy): Promise<void> {
      if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > MAX_FEE_BPS)
        throw new ApiError(422, 'swap.feeInvalid');
      await change(em, by, async (tx, now) => {
        const before = await lockPoolRow(tx, dialect);
        await runStatement(tx, 'update swap_pool set fee_bps = ?, updated_at = ? where id = ?', [
          feeBps,
          now,
          POOL_ID,
        ]);
        return { action: 'swap_fee_set', detail: { feeBps, before: before.feeBps } };
      });
    },

    /** Pauses the pool (swaps and adds refused, removals go on) or opens it again. */
    async setPaused(em: EntityManager, paused: boolean, by: ActedBy): Promise<void> {
      await change(em, by, async (tx, now) => {
        const before = await lockPoolRow(tx, dialect);
        await runStatement(tx, 'update swap_pool set paused = ?, updated_at = ? where id = ?', [
          paused,
          now,
          POOL_ID,
        ]);
        return { action: paused ? 'swap_pause' : 'swap_resume', detail: { paused, before: before.paused } };
      });
    },
  };
}

export type SwapAdminService = ReturnType<typeof createSwapAdminService>;
