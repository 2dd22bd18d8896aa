import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/i18n.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount } from '../ledger/money.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { FundOrderService, OrderView } from './fund-order.service.ts';
import type { FundPurchaser } from './fund-purchaser.ts';
import {
  presentEstimate,
  presentFundDetail,
  presentFundOrder,
  presentFundSummary,
  presentOrderDetail,
} from './fund.presenter.ts';
import {
  agreed,
  EstimateQuerySchema,
  FundIdQuerySchema,
  FundListQuerySchema,
  HoldingQuerySchema,
  KlineQuerySchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  PageQuerySchema,
  PurchaseSchema,
} from './fund.schema.ts';
import type { FundService, FundView } from './fund.service.ts';
import type { TrialQuotaService } from './trial-quota.service.ts';

type Deps = {
  em: EntityManager;
  auth: Auth;
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
export function fundRoutes(deps: Deps) {
  const { em, auth, funds, orders, purchaser, trialQuotas, idempotent } = deps;
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/Fund/list', async (ctx) => {
    const query = validate(FundListQuerySchema, ctx.query);
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

  router.get('/Fund/detail', auth({ optional: true }), async (ctx) => {
    const { id } = validate(FundIdQuerySchema, ctx.query);
    const fork = em.fork();
    const fund = await funds.get(fork, id);
    const market = (await funds.dayIncreaseRates(fork, [id])).get(id)!;
    const memberId = ctx.state.member?.id;
    const member =
      memberId === undefined
        ? { principal: 0n, quotas: [] }
        : {
            principal: await orders.principalInProgress(fork, memberId, id),
            quotas: await trialQuotas.unused(fork, memberId, id),
          };
    sendOk(ctx, presentFundDetail(fund, ctx.state.lang, market, member));
  });

  router.get('/Fund/kline', async (ctx) => {
    const query = validate(KlineQuerySchema, ctx.query);
    sendOk(ctx, await funds.kline(em.fork(), query.fund_id, query.type));
  });

  router.get('/Fund/estimate', async (ctx) => {
    const query = validate(EstimateQuerySchema, ctx.query);
    sendOk(ctx, presentEstimate(await funds.estimate(em.fork(), query.fund_id, query.amount)));
  });

  router.post('/Fund/purchase', auth(), async (ctx) => {
    const body = validate(PurchaseSchema, ctx.request.body ?? {});
    if (!agreed(body.agree)) throw new ApiError(400, 'fund.termsRequired');
    const lang = ctx.state.lang;
    const answer = await purchaser.purchase({
      memberId: ctx.state.member!.id,
      input: { fundId: body.fund_id, amount: body.amount, trialQuotaId: body.trialQuotaId },
      paymentPassword: body.paymentPassword,
      meta: requestMeta(ctx),
      idempotency: idempotent.keyOf(ctx),
      answer: (order, fund, summary) => ({
        order: presentFundOrder(order, fund.name[lang]),
        summary: presentWalletSummary(summary),
      }),
    });
    sendOk(ctx, answer);
  });

  router.get('/Fund/purchases', auth(), async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const { list, total, funds: byId } = await orders.list(em.fork(), ctx.state.member!.id, query);
    sendOk(ctx, { list: presentOrders(list, byId, ctx.state.lang), total });
  });

  router.get('/Fund/holdings', auth(), async (ctx) => {
    const holdings = await orders.holdings(em.fork(), ctx.state.member!.id);
    sendOk(ctx, {
      totalPrincipal: inr(holdings.totalPrincipal),
      totalIncome: inr(holdings.totalIncome),
      todayIncome: inr(holdings.todayIncome),
      list: holdings.list.map((item) => ({
        fundId: item.fund.id,
        fundName: item.fund.name[ctx.state.lang],
        principal: inr(item.principal),
        cumulativeIncome: inr(item.cumulativeIncome),
        orders: item.orders,
      })),
    });
  });

  router.get('/Fund/holding', auth(), async (ctx) => {
    const { fund_id: fundId } = validate(HoldingQuerySchema, ctx.query);
    const memberId = ctx.state.member!.id;
    const fork = em.fork();
    const fund = await funds.get(fork, fundId);
    const rate = (await funds.dayIncreaseRates(fork, [fundId])).get(fundId)!.rate;
    const holding = await orders.holding(fork, memberId, fundId);
    const { list, funds: byId } = await orders.list(fork, memberId, { page: 1, rows: 100, fundId });
    sendOk(ctx, {
      fund: presentFundSummary(fund, ctx.state.lang, rate),
      principal: inr(holding.principal),
      cumulativeIncome: inr(holding.cumulativeIncome),
      orders: presentOrders(list, byId, ctx.state.lang),
    });
  });

  router.get('/Order/list', auth(), async (ctx) => {
    const query = validate(OrderListQuerySchema, ctx.query);
    const { list, total, funds: byId } = await orders.list(em.fork(), ctx.state.member!.id, query);
    sendOk(ctx, { list: presentOrders(list, byId, ctx.state.lang), total });
  });

  router.get('/Order/detail', auth(), async (ctx) => {
    const { id } = validate(OrderIdQuerySchema, ctx.query);
    const { order, schedule, fund } = await orders.detail(em.fork(), ctx.state.member!.id, id);
    sendOk(ctx, presentOrderDetail(order, fund.name[ctx.state.lang], schedule));
  });

  return router;
}
