import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope.ts';
import {
  amount,
  flag,
  id,
  optional,
  optionalReason,
  paging,
  PageQuerySchema,
} from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { message } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { CHAINS, TX_HASH } from '../withdrawal/withdrawal.service.ts';
import { DEPOSIT_STATES } from './deposit.entity.ts';
import { presentDeposit, presentOperatorDeposit } from './deposit.presenter.ts';
import type { DepositService } from './deposit.service.ts';

export { presentOperatorDeposit };

const chain = () => z.enum(CHAINS, message('withdrawal.chainInvalid'));

const ChainQuerySchema = z.object({ chain: chain() });

const AdminDepositQuerySchema = z.object({
  ...paging,
  state: optional(z.enum(DEPOSIT_STATES, message('deposit.stateInvalid'))),
  /** Credited deposits whose block a reorg removed since (for an operator to settle). */
  reorged: flag(),
});

const ConfirmDepositSchema = z.object({
  memberId: id('member'),
  chain: chain(),
  amount: amount('USDT'),
  txHash: z
    .string(message('operator.txHashInvalid'))
    .trim()
    .regex(TX_HASH, message('operator.txHashInvalid')),
  reason: optionalReason(),
});

type Deps = { em: EntityManager; deposits: DepositService; idempotent: Idempotent };

/** `/api/Wallet/deposit/address`, `/deposit/networks` and `/deposits`: the member's own. */
export const depositRoutes = ({ em, deposits }: Deps) =>
  defineRoutes('/api/Wallet', (route) => {
    route.get(
      '/deposit/address',
      { guard: guard.member, query: ChainQuerySchema },
      async (ctx, { actor, query }) => {
        sendOk(ctx, await deposits.address(em.fork(), actor, query.chain));
      },
    );

    route.get('/deposit/networks', { guard: guard.member }, async (ctx) => {
      sendOk(ctx, deposits.networks());
    });

    route.get('/deposits', { guard: guard.member, query: PageQuerySchema }, async (ctx, { actor, query }) => {
      const { list, total } = await deposits.list(em.fork(), actor, query);
      sendOk(ctx, { list: list.map(presentDeposit), total });
    });
  });

/** Every member's deposits for operators (finance and support), and crediting one (finance). */
export const adminDepositRoutes = ({ em, deposits, idempotent }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    route.get(
      '/deposits',
      { guard: guard.operator(OPERATOR_POLICY.read), query: AdminDepositQuerySchema },
      async (ctx, { query }) => {
        const { list, total } = await deposits.listAll(em.fork(), query);
        sendOk(ctx, { list: list.map(presentOperatorDeposit), total });
      },
    );

    route.post(
      '/deposits/confirm',
      { guard: guard.operator(OPERATOR_POLICY.finance), body: ConfirmDepositSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) => {
          const { deposit, entry } = await deposits.confirm(tx, body, actedBy(actor, body.reason));
          return { deposit: presentOperatorDeposit(deposit), entryId: entry.id };
        });
      },
    );
  });
