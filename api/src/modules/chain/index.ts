import { defineModule } from '../../platform/module.ts';
import {
  ChainSyncSchema,
  CollectionSchema,
  DepositAddressSchema,
  HotWalletSchema,
  PayoutSchema,
} from './chain.entity.ts';
import { chainStatusRoutes } from './chain-status.routes.ts';

/**
 * On-chain USDT (ADR 0037): members' deposit addresses derived from each chain's extended public
 * key, the deposit watcher, payouts from the hot wallet and what operators see of them.
 */
export const chainModule = defineModule({
  name: 'chain',
  entities: [DepositAddressSchema, ChainSyncSchema, HotWalletSchema, PayoutSchema, CollectionSchema],
  routes: ({ em, config }) => [chainStatusRoutes({ em, chains: config.chains })],
});
