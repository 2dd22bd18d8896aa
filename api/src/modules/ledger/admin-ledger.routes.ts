import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope.ts';
import { amount, text } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { message } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { Idempotent } from './idempotency.ts';
import { presentFunding, presentPlatformAccount } from './platform-accounts.presenter.ts';
import type { PlatformAccountsService } from './platform-accounts.service.ts';

const funding = {
  account: z
    .string(message('operator.accountRequired'))
    .trim()
    .min(1, message('operator.accountRequired'))
    .max(40, message('operator.accountRequired')),
  memo: text(255, { required: 'operator.memoRequired', tooLong: 'operator.memoTooLong' }),
};

/** `{ account, asset, amount, memo }`: the amount in the asset named (2 decimals for INR, 6 for USDT). */
const PoolFundSchema = z.discriminatedUnion(
  'asset',
  [
    z.object({ ...funding, asset: z.literal('INR'), amount: amount('INR') }),
    z.object({ ...funding, asset: z.literal('USDT'), amount: amount('USDT') }),
  ],
  message('operator.assetInvalid'),
);

type Deps = { em: EntityManager; idempotent: Idempotent; platformAccounts: PlatformAccountsService };

/** The platform's accounts for operators: balances (finance and support) and top-ups (finance). */
export const adminLedgerRoutes = ({ em, idempotent, platformAccounts }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    route.get('/accounts', { guard: guard.operator(OPERATOR_POLICY.read) }, async (ctx) => {
      const list = await platformAccounts.balances(em.fork());
      sendOk(ctx, { list: list.map(presentPlatformAccount) });
    });

    route.post(
      '/pool/fund',
      { guard: guard.operator(OPERATOR_POLICY.finance), body: PoolFundSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) =>
          presentFunding(await platformAccounts.fund(tx, body, actedBy(actor))),
        );
      },
    );
  });
