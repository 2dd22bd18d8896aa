import { defineModule } from '../../platform/module.ts';
import {
  ChainSyncSchema,
  CollectionSchema,
  DepositAddressSchema,
  HotWalletSchema,
  PayoutSchema,
} from './chain.entity.ts';
import { chainStatusRoutes } from './chain-status.routes.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { createPayoutService, type PayoutService } from './payouts.ts';
import { createDepositWatchers, type DepositWatcher } from './deposit-watcher.ts';

declare module '../../platform/module.ts' {
  interface Services {
    payouts: PayoutService;
    /** The deposit watcher of each served chain (ADR 0037). */
    depositWatchers: DepositWatcher[];
  }
}

/**
 * On-chain USDT (ADR 0037): members' deposit addresses derived from each chain's extended public
 * key, the deposit watcher, payouts from the hot wallet and what operators see of them.
 */
export const chainModule = defineModule({
  name: 'chain',
  entities: [DepositAddressSchema, ChainSyncSchema, HotWalletSchema, PayoutSchema, CollectionSchema],
  routes: ({ em, config }) => [chainStatusRoutes({ em, chains: config.chains })],
  services: {
    depositWatchers: ({ em, clock, logger, dialect, events, config, services }) =>
      createDepositWatchers({
        em,
        clock,
        logger,
        dialect,
        events,
        ledger: services.ledger,
        chains: config.chains,
        pollMs: config.chainPollMs,
      }),
    payouts: ({ em, clock, logger, dialect, services }) =>
      createPayoutService({ em, clock, logger, dialect, withdrawals: services.withdrawals }),
  },
  jobs: ({ config, logger, services }) => [
    // The deposit watcher of each served chain: passes never throw (failures go to chain_sync).
    ...services.depositWatchers.map((watcher) =>
      scheduleJob(`deposits ${watcher.chain}`, () => watcher.run().then(() => undefined), {
        everyMs: config.chainPollMs,
        logger,
      }),
    ),
    // Payouts of approved withdrawals on each chain with a hot wallet (the key stays in the signer).
    ...config.chains
      .filter((settings) => settings.hotWalletKey)
      .map((settings) =>
        scheduleJob(
          `payouts ${settings.chain}`,
          async () => {
            try {
              await services.payouts.pass(settings);
            } catch (error) {
              logger.error(
                { chain: settings.chain, error: services.payouts.errorText(error, settings.hotWalletKey) },
                'payout pass failed',
              );
            }
          },
          { everyMs: config.chainPollMs, logger },
        ),
      ),
  ],
});
