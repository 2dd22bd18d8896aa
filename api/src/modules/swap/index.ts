import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { swapAdminCommands } from './swap-admin-cli.ts';
import { swapAdminRoutes } from './swap-admin.routes.ts';
import { createSwapAdminService, type SwapAdminService } from './swap-admin.service.ts';
import { createSwapExecutor, type SwapExecutor } from './swap-executor.ts';
import { SwapHourSchema } from './swap-hour.entity.ts';
import { SwapLiquidityMoveSchema } from './swap-liquidity-move.entity.ts';
import { createSwapLiquidityService, type SwapLiquidityService } from './swap-liquidity.service.ts';
import { createSwapMarketService, type SwapMarketService } from './swap-market.service.ts';
import { SwapPoolSchema } from './swap-pool.entity.ts';
import { SwapPositionSchema } from './swap-position.entity.ts';
import { SwapSchema } from './swap.entity.ts';
import { swapRoutes } from './swap.routes.ts';
import { seedDemoSwapPool } from './swap.seed.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    swapMarket: SwapMarketService;
    swapExecutor: SwapExecutor;
    swapLiquidity: SwapLiquidityService;
    swapAdmin: SwapAdminService;
  }
}

/** The INR/USDT swap pool: quotes, batched swaps, liquidity, finance's seeding and settings (ADR 0032). */
export const swapModule = defineModule({
  name: 'swap',
  entities: [SwapPoolSchema, SwapSchema, SwapLiquidityMoveSchema, SwapPositionSchema, SwapHourSchema],
  services: {
    swapMarket: ({ clock, dialect }) => createSwapMarketService({ clock, dialect }),
    swapExecutor: ({ em, clock, dialect, services }) =>
      createSwapExecutor({
        em,
        clock,
        dialect,
        ledger: services.ledger,
        paymentPasswords: services.paymentPasswords,
      }),
    swapLiquidity: ({ clock, dialect, services }) =>
      createSwapLiquidityService({ clock, dialect, ledger: services.ledger }),
    swapAdmin: ({ clock, dialect }) => createSwapAdminService({ clock, dialect }),
  },
  routes: ({ em, dialect, services }) => [
    swapRoutes({
      em,
      dialect,
      market: services.swapMarket,
      executor: services.swapExecutor,
      liquidity: services.swapLiquidity,
      wallet: services.wallet,
      idempotent: services.idempotent,
      paymentPasswords: services.paymentPasswords,
    }),
    swapAdminRoutes({
      em,
      market: services.swapMarket,
      admin: services.swapAdmin,
      liquidity: services.swapLiquidity,
      idempotent: services.idempotent,
    }),
  ],
  adminCommands: swapAdminCommands,
  seed: ({ em, clock, dialect, demoFunds }) =>
    demoFunds ? seedDemoSwapPool(em, clock, dialect) : Promise.resolve(),
});
