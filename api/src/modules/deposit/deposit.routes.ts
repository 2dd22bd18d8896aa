import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { message, validate } from '../../platform/validate.ts';
import { formatAmount } from '../ledger/money.ts';
import { PageQuerySchema } from '../withdrawal/withdrawal.schema.ts';
import { CHAINS } from '../withdrawal/withdrawal.service.ts';
import type { DepositService } from './deposit.service.ts';

const ChainQuerySchema = z.object({ chain: z.enum(CHAINS, message('withdrawal.chainInvalid')) });

type Deps = { em: EntityManager; auth: Auth; deposits: DepositService };

/** `/api/Wallet/deposit/address` and `/api/Wallet/deposits`: the member's own. */
export function depositRoutes({ em, auth, deposits }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Wallet' });

  router.get('/deposit/address', auth(), async (ctx) => {
    const { chain } = validate(ChainQuerySchema, ctx.query);
    sendOk(ctx, await deposits.address(ctx.state.member!.id, chain));
  });

  router.get('/deposits', auth(), async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const { list, total } = await deposits.list(em.fork(), ctx.state.member!.id, query);
    sendOk(ctx, {
      list: list.map((d) => ({
        id: d.id,
        chain: d.chain,
        amount: formatAmount(BigInt(d.amount), 'USDT'),
        txHash: d.txHash,
        state: d.state,
        createdAt: d.createdAt.toISOString(),
        confirmedAt: d.confirmedAt ? d.confirmedAt.toISOString() : null,
      })),
      total,
    });
  });

  return router;
}
