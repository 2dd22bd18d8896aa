import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope.ts';
import { optional, paging } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { message } from '../../platform/validate.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { ChainStatusAnswer } from './chain.contract.ts';
import { PAYOUT_STATES } from './chain.entity.ts';
import { CHAIN_NAMES, type ChainSettings } from './chain-settings.ts';
import { chainStatus, listPayouts, servedChains } from './chain-status.ts';

const PayoutsQuerySchema = z.object({
  ...paging,
  state: optional(z.enum(PAYOUT_STATES, message('operator.stateInvalid'))),
  chain: optional(z.enum(CHAIN_NAMES, message('withdrawal.chainInvalid'))),
});

type Deps = { em: EntityManager; chains: readonly ChainSettings[] };

/**
 * `GET /api/Admin/chain/status` and `GET /api/Admin/payouts` (ADR 0037, Console): what every
 * operator reads of the chains, the hot wallets (their addresses, never their keys) and payouts.
 */
export const chainStatusRoutes = ({ em, chains }: Deps) => {
  const served = servedChains(chains);
  return defineRoutes('/api/Admin', (route) => {
    const read = guard.operator(OPERATOR_POLICY.read);

    route.get('/chain/status', { guard: read }, async (ctx) => {
      const answer: ChainStatusAnswer = { list: await chainStatus(em.fork(), served) };
      sendOk(ctx, answer);
    });

    route.get('/payouts', { guard: read, query: PayoutsQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, await listPayouts(em.fork(), query));
    });
  });
};
