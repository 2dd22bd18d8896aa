import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type {
  AddLiquidityQuote,
  LiquidityAnswer,
  LiquidityPosition,
  SwapAnswer,
  SwapChart,
  SwapPool,
  SwapQuote,
} from './swap.contract.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount } from '../ledger/money.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import type { SwapExecutor, SwapView } from './swap-executor.ts';
import type { LiquidityMoveView, SwapLiquidityService } from './swap-liquidity.service.ts';
import { assertSeeded, type SwapMarketService } from './swap-market.service.ts';
import { readPool } from './swap-pool.ts';
import type { PositionView } from './swap-position.ts';
import {
  presentMove,
  presentPool,
  presentPosition,
  presentQuote,
  presentSwap,
  priceText,
} from './swap.presenter.ts';
import {
  AddLiquiditySchema,
  LiquidityQuoteQuerySchema,
  RemoveLiquiditySchema,
  SwapBodySchema,
  SwapChartQuerySchema,
  SwapHistoryQuerySchema,
  SwapQuoteQuerySchema,
} from './swap.schema.ts';

type Deps = {
  em: EntityManager;
  dialect: Dialect;
  market: SwapMarketService;
  executor: SwapExecutor;
  liquidity: SwapLiquidityService;
  wallet: WalletService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
};

/**
 * `/api/Swap/*`: the INR/USDT pool for the logged-in member (ADR 0032). Every call acts on the
 * member's own balances, shares and history: no route names anyone else's.
 */
export const swapRoutes = (deps: Deps) =>
  defineRoutes('/api/Swap', (route) => {
    const { em, dialect, market, executor, liquidity, wallet, idempotent, paymentPasswords } = deps;

    /** A liquidity move's answer: the move, the position after it and the wallet. */
    const liquidityAnswer = async (
      tx: EntityManager,
      actor: MemberActor,
      done: { move: LiquidityMoveView; position: PositionView },
    ): Promise<LiquidityAnswer> => ({
      move: presentMove(done.move),
      position: presentPosition(done.position),
      summary: presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx)),
    });

    /**
     * Before a liquidity move's payment password is tried: a pool it cannot move now refuses
     * without costing a try (decided again under the locks).
     */
    const precheck = (ctx: AppContext, actor: MemberActor, password: string, open: boolean) => async () => {
      const fork = em.fork();
      const pool = await readPool(fork, dialect);
      if (open) {
        assertSeeded(pool);
        if (pool.paused) throw new ApiError(409, 'swap.paused');
      }
      await paymentPasswords.verifyPaymentPassword(fork, actor, password, requestMeta(ctx));
    };

    route.get('/pool', { guard: guard.member }, async (ctx) => {
      sendOk<SwapPool>(ctx, presentPool(await market.pool(em.fork())));
    });

    route.get('/quote', { guard: guard.member, query: SwapQuoteQuerySchema }, async (ctx, { query }) => {
      sendOk<SwapQuote>(
        ctx,
        presentQuote(await market.quote(em.fork(), query.from, query.amount, query.slippage)),
      );
    });

    route.post(
      '/swap',
      { guard: guard.member, body: SwapBodySchema, idempotent: true },
      async (ctx, { actor, body }) => {
        const answer = await executor.swap<SwapAnswer>({
          actor,
          from: body.from,
          amountIn: body.amount,
          minOut: body.minOut,
          paymentPassword: body.paymentPassword,
          meta: requestMeta(ctx),
          idempotency: idempotent.keyOf(ctx),
          answer: (swap: SwapView, summary, usdtRate) => ({
            swap: presentSwap(swap),
            summary: presentWalletSummary(summary, usdtRate),
          }),
        });
        sendOk(ctx, answer);
      },
    );

    route.get('/position', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk<LiquidityPosition>(ctx, presentPosition(await market.position(em.fork(), actor.id)));
    });

    route.get(
      '/liquidity/quote',
      { guard: guard.member, query: LiquidityQuoteQuerySchema },
      async (ctx, { query }) => {
        const taken = await market.liquidityQuote(em.fork(), query);
        sendOk<AddLiquidityQuote>(ctx, {
          inr: formatAmount(taken.inr, 'INR'),
          usdt: formatAmount(taken.usdt, 'USDT'),
          shares: formatAmount(taken.shares, 'LP'),
        });
      },
    );

    route.post(
      '/liquidity/add',
      { guard: guard.member, body: AddLiquiditySchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx) =>
            liquidityAnswer(
              tx,
              actor,
              await liquidity.add(tx, actor, { inr: body.inr, usdt: body.usdt }, body.minShares),
            ),
          precheck(ctx, actor, body.paymentPassword, true),
        );
      },
    );

    route.post(
      '/liquidity/remove',
      { guard: guard.member, body: RemoveLiquiditySchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx) =>
            liquidityAnswer(
              tx,
              actor,
              await liquidity.remove(tx, actor, body.shares, { inr: body.minInr, usdt: body.minUsdt }),
            ),
          precheck(ctx, actor, body.paymentPassword, false),
        );
      },
    );

    route.get(
      '/history',
      { guard: guard.member, query: SwapHistoryQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        assertSeeded(await readPool(fork, dialect));
        const { list, total } = await market.history(fork, actor.id, query);
        sendOk(ctx, {
          list: list.map((item) =>
            query.kind === 'swap' ? presentSwap(item as SwapView) : presentMove(item as LiquidityMoveView),
          ),
          total,
        });
      },
    );

    route.get('/chart', { guard: guard.member, query: SwapChartQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      assertSeeded(await readPool(fork, dialect));
      const points = await market.chart(fork, query.range);
      sendOk<SwapChart>(ctx, {
        range: query.range,
        points: points.map((point) => ({ at: point.at.toISOString(), price: priceText(point.priceMicro) })),
      });
    });
  });
