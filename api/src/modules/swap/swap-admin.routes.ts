import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { AdminSwapChange, AdminSwapPool } from './swap.contract.ts';
import type { SwapAdminService } from './swap-admin.service.ts';
import { SwapPauseSchema, SwapSeedSchema, SwapSettingsSchema } from './swap-admin.schema.ts';
import type { SwapLiquidityService } from './swap-liquidity.service.ts';
import type { SwapMarketService } from './swap-market.service.ts';
import { presentAdminPool } from './swap.presenter.ts';

type Deps = {
  em: EntityManager;
  market: SwapMarketService;
  admin: SwapAdminService;
  liquidity: SwapLiquidityService;
  idempotent: Idempotent;
};

/**
 * `/api/Admin/swap*` (finance): the pool's state, and its fee, seeding and pausing, each with a
 * reason and audited, each answering the pool as it is after the change.
 */
export const swapAdminRoutes = ({ em, market, admin, liquidity, idempotent }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);
    const state = async () => presentAdminPool(await market.adminPool(em.fork()));

    route.get('/swap', { guard: finance }, async (ctx) => {
      sendOk<AdminSwapPool>(ctx, await state());
    });

    route.post(
      '/swap/settings',
      { guard: finance, body: SwapSettingsSchema },
      async (ctx, { actor, body }) => {
        await admin.setFee(em.fork(), body.feePercent, actedBy(actor, body.reason));
        sendOk<AdminSwapChange>(ctx, await state());
      },
    );

    // Moves the treasury's money: once per Idempotency-Key, as every money call.
    route.post(
      '/swap/seed',
      { guard: finance, body: SwapSeedSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) => {
          await liquidity.seed(tx, { inr: body.inr, usdt: body.usdt }, actedBy(actor, body.reason));
          return presentAdminPool(await market.adminPool(tx));
        });
      },
    );

    route.post('/swap/pause', { guard: finance, body: SwapPauseSchema }, async (ctx, { actor, body }) => {
      await admin.setPaused(em.fork(), body.paused, actedBy(actor, body.reason));
      sendOk<AdminSwapChange>(ctx, await state());
    });
  });
