import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { capitalAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount, type MoneyAsset } from '../ledger/money.ts';
import { createSwapLiquidityService } from './swap-liquidity.service.ts';
import { readPool } from './swap-pool.ts';

const ACTOR = 'seed';

/** The demo pool: ₹85,00,000 and 100,000 USDT, a price of 85 INR per USDT. */
export const DEMO_POOL = { inr: 850_000_000n, usdt: 100_000_000_000n };

/**
 * Seeds the demo swap pool once: the treasury is given the pool's INR and USDT from external
 * capital (audited, as the other demo pools are funded), then seeds the pool with them (audited),
 * so a dev server and the end-to-end tests have a market. Nothing when the pool is seeded already.
 */
export async function seedDemoSwapPool(em: EntityManager, clock: Clock, dialect: Dialect): Promise<void> {
  if ((await readPool(em, dialect)).seededAt) return;
  const ledger = createLedgerService({ dialect, clock });
  const liquidity = createSwapLiquidityService({ clock, dialect, ledger });
  await em.transactional(async (tx) => {
    for (const asset of ['INR', 'USDT'] as const satisfies MoneyAsset[]) {
      const amount = asset === 'INR' ? DEMO_POOL.inr : DEMO_POOL.usdt;
      const entry = await ledger.post(tx, {
        type: 'pool_fund',
        actor: ACTOR,
        memo: 'demo swap pool seed',
        lines: [
          { account: capitalAccount(asset), amount: -amount },
          { account: platformAccount('fx_treasury', asset), amount },
        ],
      });
      await recordOperatorAction(tx, clock, {
        actor: ACTOR,
        action: 'pool_fund',
        detail: {
          account: 'fx_treasury',
          asset,
          amount: formatAmount(amount, asset),
          memo: 'demo swap pool seed',
          entryId: entry.id,
        },
      });
    }
    await liquidity.seed(tx, DEMO_POOL, { actor: ACTOR, reason: 'demo swap pool' });
  });
}
