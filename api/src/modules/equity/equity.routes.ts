import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import type { Lang } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import type {
  EquityAutoCompoundAnswer,
  EquityBuybackAnswer,
  EquityHoldingsPage,
  EquityOfferingDetail,
  EquityPriceSeries,
  EquitySubscribeAnswer,
} from './equity.contract.ts';
import { quoteOf, type EquityHoldingService, type HoldingView } from './equity-holding.service.ts';
import { formatShares, inr, valueOf } from './equity-math.ts';
import { holdingPolicy } from './equity.policy.ts';
import { presentHolding, presentOffering, presentPayout, presentQuote } from './equity.presenter.ts';
import {
  AutoCompoundSchema,
  BuybackSchema,
  DividendsQuerySchema,
  HoldingIdQuerySchema,
  HoldingsQuerySchema,
  OfferingIdQuerySchema,
  OfferingListQuerySchema,
  PricesQuerySchema,
  QuoteQuerySchema,
  SubscribeSchema,
} from './equity.schema.ts';
import type { EquityService } from './equity.service.ts';
import type { EquitySubscriber } from './equity-subscriber.ts';

type Deps = {
  em: EntityManager;
  clock: Clock;
  offerings: EquityService;
  holdings: EquityHoldingService;
  subscriber: EquitySubscriber;
  idempotent: Idempotent;
  wallet: WalletService;
  paymentPasswords: PaymentPasswordService;
};

/** `/api/Equity/*`: offerings (public), subscriptions, holdings, buybacks and dividends (the member's own). */
export const equityRoutes = ({
  em,
  clock,
  offerings,
  holdings,
  subscriber,
  idempotent,
  wallet,
  paymentPasswords,
}: Deps) =>
  defineRoutes('/api/Equity', (route) => {
    /** Holdings as their member sees them, with their offerings' names and today's prices. */
    const present = async (fork: EntityManager, list: HoldingView[], lang: Lang) => {
      const ids = list.map((h) => h.offeringId);
      const [byId, prices] = [await offerings.byIds(fork, ids), await offerings.pricesOn(fork, ids)];
      const now = clock.now();
      return list.map((h) =>
        presentHolding(h, byId.get(h.offeringId)?.name[lang] ?? '', prices.get(h.offeringId)?.price, now),
      );
    };

    /** The holding, if the actor's: another member's reads as one that does not exist. */
    const ownHolding = async (fork: EntityManager, actor: MemberActor, id: number) => {
      const holding = await holdings.find(fork, id);
      authorize(actor, holdingPolicy, 'read', holding);
      return holding;
    };

    const summaryOf = async (tx: EntityManager, actor: MemberActor) =>
      presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx));

    route.get('/list', { guard: guard.public, query: OfferingListQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const { list, total } = await offerings.list(fork, query);
      const prices = await offerings.pricesOn(
        fork,
        list.map((o) => o.id),
      );
      sendOk(ctx, { list: list.map((o) => presentOffering(o, prices.get(o.id), ctx.state.lang)), total });
    });

    route.get(
      '/detail',
      { guard: guard.memberIfAny, query: OfferingIdQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const offering = await offerings.get(fork, query.id);
        const price = await offerings.priceOn(fork, offering.id);
        let myShares = 0n;
        if (actor) {
          const condition = holdings.stateCondition(undefined, clock.now());
          const { list } = await holdings.page(
            fork,
            `member_id = ? and offering_id = ? and ${condition.sql}`,
            [actor.id, offering.id, ...condition.params],
            { page: 1, rows: 100 },
          );
          myShares = list.reduce((sum, h) => sum + h.shares, 0n);
        }
        const answer: EquityOfferingDetail = {
          ...presentOffering(offering, price, ctx.state.lang),
          myShares: formatShares(myShares),
          myValue: inr(valueOf(myShares, price?.price ?? 0n)),
        };
        sendOk(ctx, answer);
      },
    );

    route.get('/prices', { guard: guard.public, query: PricesQuerySchema }, async (ctx, { query }) => {
      const series = await offerings.series(em.fork(), query.id, query.type);
      const answer: EquityPriceSeries = {
        type: query.type,
        list: series.map((point) => ({ date: point.date, price: inr(point.price) })),
      };
      sendOk(ctx, answer);
    });

    route.get('/quote', { guard: guard.public, query: QuoteQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const offering = await offerings.get(fork, query.id);
      const price = await offerings.priceOn(fork, offering.id);
      sendOk(ctx, presentQuote(quoteOf(offering, price, query.amount, clock.now())));
    });

    route.post(
      '/subscribe',
      { guard: guard.member, body: SubscribeSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        const lang = ctx.state.lang;
        const answer = await subscriber.subscribe({
          actor,
          offeringId: body.offering_id,
          amount: body.amount,
          paymentPassword: body.paymentPassword,
          meta: requestMeta(ctx),
          idempotency: idempotent.keyOf(ctx),
          answer: (holding, offering, price, summary, usdtRate): EquitySubscribeAnswer => ({
            holding: presentHolding(holding, offering.name[lang], price.price, clock.now()),
            summary: presentWalletSummary(summary, usdtRate),
          }),
        });
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/holdings',
      { guard: guard.member, query: HoldingsQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const { list, total, totals } = await holdings.holdings(fork, actor, query);
        const answer: EquityHoldingsPage = {
          list: await present(fork, list, ctx.state.lang),
          total,
          totals: {
            shares: formatShares(totals.shares),
            amount: inr(totals.amount),
            currentValue: inr(totals.currentValue),
            fees: inr(totals.fees),
            dividends: inr(totals.dividends),
          },
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/subscriptions',
      { guard: guard.member, query: HoldingsQuerySchema.pick({ page: true, rows: true }) },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const { list, total } = await holdings.subscriptions(fork, actor, query);
        const totals = await holdings.holdings(fork, actor, { page: 1, rows: 1 });
        const answer: EquityHoldingsPage = {
          list: await present(fork, list, ctx.state.lang),
          total,
          totals: {
            shares: formatShares(totals.totals.shares),
            amount: inr(totals.totals.amount),
            currentValue: inr(totals.totals.currentValue),
            fees: inr(totals.totals.fees),
            dividends: inr(totals.totals.dividends),
          },
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/holding',
      { guard: guard.member, query: HoldingIdQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const holding = await ownHolding(fork, actor, query.id);
        sendOk(ctx, (await present(fork, [holding], ctx.state.lang))[0]);
      },
    );

    route.post(
      '/buyback',
      { guard: guard.member, body: BuybackSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        const lang = ctx.state.lang;
        await idempotent(
          ctx,
          async (tx): Promise<EquityBuybackAnswer> => {
            authorize(actor, holdingPolicy, 'change', await holdings.find(tx, body.holding_id));
            const { holding, waiting } = await holdings.buyback(tx, body.holding_id, {
              actor,
              forced: false,
            });
            const [presented] = await present(tx, [holding], lang);
            return { holding: presented!, summary: await summaryOf(tx, actor), waiting };
          },
          async () => {
            const fork = em.fork();
            const holding = await ownHolding(fork, actor, body.holding_id);
            holdings.assertHeld(holding);
            await paymentPasswords.verifyPaymentPassword(fork, actor, body.paymentPassword, requestMeta(ctx));
          },
        );
      },
    );

    route.post(
      '/autocompound',
      { guard: guard.member, body: AutoCompoundSchema },
      async (ctx, { actor, body }) => {
        const fork = em.fork();
        const holding = await holdings.find(fork, body.holding_id);
        authorize(actor, holdingPolicy, 'change', holding);
        const changed = await holdings.setAutoCompound(fork, holding.id, body.on);
        const answer: EquityAutoCompoundAnswer = {
          holding: (await present(fork, [changed], ctx.state.lang))[0]!,
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/dividends',
      { guard: guard.member, query: DividendsQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const holding = await ownHolding(fork, actor, query.holding_id);
        const { list, total } = await holdings.dividends(fork, holding.id, query);
        sendOk(ctx, { list: list.map(presentPayout), total });
      },
    );
  });
