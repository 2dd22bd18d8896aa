import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import type { Lang } from '../../platform/i18n.ts';
import { PageQuerySchema } from '../../platform/params.ts';
import { authorize } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount } from '../ledger/money.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { FundOrderService, OrderView } from './fund-order.service.ts';
import type { FundPurchaser } from './fund-purchaser.ts';
import { orderPolicy, trialQuotaPolicy } from './fund.policy.ts';
import {
  presentEstimate,
  presentFundDetail,
  presentFundOrder,
  presentFundSummary,
  presentHoldings,
  presentOrderDetail,
} from './fund.presenter.ts';
import type { FundHolding } from './fund.contract.ts';
import {
  EstimateQuerySchema,
  FundIdQuerySchema,
  FundListQuerySchema,
  HoldingQuerySchema,
  KlineQuerySchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  PurchaseSchema,
} from './fund.schema.ts';
import type { FundService, FundView } from './fund.service.ts';
import type { TrialQuotaService } from './trial-quota.service.ts';

type Deps = {
  em: EntityManager;
  funds: FundService;
  orders: FundOrderService;
  purchaser: FundPurchaser;
  trialQuotas: TrialQuotaService;
  idempotent: Idempotent;
};

const inr = (amount: bigint) => formatAmount(amount, 'INR');

const presentOrders = (list: OrderView[], funds: Map<number, FundView>, lang: Lang) =>
  list.map((order) => presentFundOrder(order, funds.get(order.fundId)?.name[lang] ?? ''));

/** `/api/Fund/*` (products public, purchases and holdings the member's own) and `/api/Order/*`. */
export const fundRoutes = ({ em, funds, orders, purchaser, trialQuotas, idempotent }: Deps) =>
  defineRoutes('/api', (route) => {
    route.get('/Fund/list', { guard: guard.public, query: FundListQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const { list, total } = await funds.list(fork, query);
      const rates = await funds.dayIncreaseRates(
        fork,
        list.map((fund) => fund.id),
      );
      sendOk(ctx, {
        list: list.map((fund) => presentFundSummary(fund, ctx.state.lang, rates.get(fund.id)!.rate)),
        total,
      });
    });

    route.get(
      '/Fund/detail',
      { guard: guard.memberIfAny, query: FundIdQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const fund = await funds.get(fork, query.id);
        const market = (await funds.dayIncreaseRates(fork, [query.id])).get(query.id)!;
        const member = actor
          ? {
              principal: await orders.principalInProgress(fork, actor, query.id),
              quotas: await trialQuotas.unused(fork, actor, query.id),
            }
          : { principal: 0n, quotas: [] };
        sendOk(ctx, presentFundDetail(fund, ctx.state.lang, market, member));
      },
    );

    route.get('/Fund/kline', { guard: guard.public, query: KlineQuerySchema }, async (ctx, { query }) => {
      sendOk(ctx, await funds.kline(em.fork(), query.fund_id, query.type));
    });

    route.get(
      '/Fund/estimate',
      { guard: guard.public, query: EstimateQuerySchema },
      async (ctx, { query }) => {
        sendOk(ctx, presentEstimate(await funds.estimate(em.fork(), query.fund_id, query.amount)));
      },
    );

    route.post(
      '/Fund/purchase',
      { guard: guard.member, body: PurchaseSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        if (body.trialQuotaId !== undefined)
          authorize(actor, trialQuotaPolicy, 'use', await trialQuotas.find(em.fork(), body.trialQuotaId));
        const lang = ctx.state.lang;
        const answer = await purchaser.purchase({
          actor,
          input: { fundId: body.fund_id, amount: body.amount, trialQuotaId: body.trialQuotaId },
          paymentPassword: body.paymentPassword,
          meta: requestMeta(ctx),
          idempotency: idempotent.keyOf(ctx),
          answer: (order, fund, summary, usdtRate) => ({
            order: presentFundOrder(order, fund.name[lang]),
            summary: presentWalletSummary(summary, usdtRate),
          }),
        });
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/Fund/purchases',
      { guard: guard.member, query: PageQuerySchema },
      async (ctx, { actor, query }) => {
        const { list, total, funds: byId } = await orders.list(em.fork(), actor, query);
        sendOk(ctx, { list: presentOrders(list, byId, ctx.state.lang), total });
      },
    );

    route.get('/Fund/holdings', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk(ctx, presentHoldings(await orders.holdings(em.fork(), actor), ctx.state.lang));
    });

    route.get(
      '/Fund/holding',
      { guard: guard.member, query: HoldingQuerySchema },
      async (ctx, { actor, query }) => {
        const fundId = query.fund_id;
        const fork = em.fork();
        const fund = await funds.get(fork, fundId);
        const rate = (await funds.dayIncreaseRates(fork, [fundId])).get(fundId)!.rate;
        const holding = await orders.holding(fork, actor, fundId);
        const { list, funds: byId } = await orders.list(fork, actor, { page: 1, rows: 100, fundId });
        const answer: FundHolding = {
          fund: presentFundSummary(fund, ctx.state.lang, rate),
          principal: inr(holding.principal),
          cumulativeIncome: inr(holding.cumulativeIncome),
          orders: presentOrders(list, byId, ctx.state.lang),
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/Order/list',
      { guard: guard.member, query: OrderListQuerySchema },
      async (ctx, { actor, query }) => {
        const { list, total, funds: byId } = await orders.list(em.fork(), actor, query);
        sendOk(ctx, { list: presentOrders(list, byId, ctx.state.lang), total });
      },
    );

    route.get(
      '/Order/detail',
      { guard: guard.member, query: OrderIdQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const order = await orders.find(fork, query.id);
        authorize(actor, orderPolicy, 'read', order);
        const { schedule, fund } = await orders.detail(fork, order);
        sendOk(ctx, presentOrderDetail(order, fund.name[ctx.state.lang], schedule));
      },
    );
  });
