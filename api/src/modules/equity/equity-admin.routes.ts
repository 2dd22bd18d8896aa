import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { AdminEquityHolding, AdminEquityPricePoint, ForceBuybackAnswer } from './equity.contract.ts';
import {
  AdminHoldingsQuerySchema,
  AdminOfferingsQuerySchema,
  CreateOfferingSchema,
  DeclareDividendSchema,
  ForceBuybackSchema,
  OfferingQuerySchema,
  OfferingStatusSchema,
  PublishPriceSchema,
  UpdateOfferingSchema,
} from './equity-admin.schema.ts';
import type { EquityDividends } from './equity-dividend.service.ts';
import type { EquityHoldingService } from './equity-holding.service.ts';
import { inr } from './equity-math.ts';
import { offeringOverview, presentAdminOffering } from './equity-overview.ts';
import { presentAdminDividend, presentHolding } from './equity.presenter.ts';
import type { EquityService } from './equity.service.ts';

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  offerings: EquityService;
  holdings: EquityHoldingService;
  dividends: EquityDividends;
};

/**
 * Equity for operators (`/api/Admin/equity/*`): everyone reads, finance changes, through the same
 * services as `npm run admin -- equity:*`.
 */
export const equityAdminRoutes = ({ em, clock, dialect, offerings, holdings, dividends }: Deps) =>
  defineRoutes('/api/Admin/equity', (route) => {
    const read = guard.operator(OPERATOR_POLICY.read);
    const finance = guard.operator(OPERATOR_POLICY.finance);
    const overviewDeps = () => ({ offerings, dialect, now: clock.now() });

    const answerOffering = async (id: number) => {
      const { list } = await offeringOverview(em.fork(), overviewDeps(), { page: 1, rows: 1, ids: [id] });
      if (!list[0]) throw new ApiError(404, 'equity.notFound');
      return presentAdminOffering(list[0]);
    };

    route.get('/offerings', { guard: read, query: AdminOfferingsQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await offeringOverview(em.fork(), overviewDeps(), query);
      sendOk(ctx, { list: list.map(presentAdminOffering), total });
    });

    route.post(
      '/offerings/create',
      { guard: finance, body: CreateOfferingSchema },
      async (ctx, { actor, body }) => {
        const { feeRatePercent, reason, ...fields } = body;
        const id = await offerings.create(
          em.fork(),
          { ...fields, feeRateBps: feeRatePercent },
          actedBy(actor, reason),
        );
        sendOk(ctx, await answerOffering(id));
      },
    );

    route.post(
      '/offerings/update',
      { guard: finance, body: UpdateOfferingSchema },
      async (ctx, { actor, body }) => {
        const { offeringId, feeRatePercent, reason, ...fields } = body;
        await offerings.update(
          em.fork(),
          offeringId,
          { ...fields, feeRateBps: feeRatePercent },
          actedBy(actor, reason),
        );
        sendOk(ctx, await answerOffering(offeringId));
      },
    );

    route.post(
      '/offerings/status',
      { guard: finance, body: OfferingStatusSchema },
      async (ctx, { actor, body }) => {
        await offerings.setStatus(em.fork(), body.offeringId, body.status, actedBy(actor, body.reason));
        sendOk(ctx, await answerOffering(body.offeringId));
      },
    );

    route.get('/prices', { guard: read, query: OfferingQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      await offerings.get(fork, query.offeringId);
      const list: AdminEquityPricePoint[] = (await offerings.prices(fork, query.offeringId)).map((p) => ({
        date: p.date,
        price: inr(p.price),
      }));
      sendOk(ctx, { list });
    });

    route.post('/price', { guard: finance, body: PublishPriceSchema }, async (ctx, { actor, body }) => {
      await offerings.publishPrice(
        em.fork(),
        body.offeringId,
        body.date,
        body.price,
        actedBy(actor, body.reason),
      );
      const point: AdminEquityPricePoint & { offeringId: number } = {
        offeringId: body.offeringId,
        date: body.date,
        price: inr(body.price),
      };
      sendOk(ctx, point);
    });

    route.get('/dividends', { guard: read, query: OfferingQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      await offerings.get(fork, query.offeringId);
      sendOk(ctx, { list: (await dividends.list(fork, query.offeringId)).map(presentAdminDividend) });
    });

    route.post('/dividend', { guard: finance, body: DeclareDividendSchema }, async (ctx, { actor, body }) => {
      const declared = await dividends.declare(
        em.fork(),
        body.offeringId,
        body.period,
        body.perShare,
        actedBy(actor, body.reason),
      );
      sendOk(ctx, presentAdminDividend(declared));
    });

    route.post(
      '/force-buyback',
      { guard: finance, body: ForceBuybackSchema },
      async (ctx, { actor, body }) => {
        const target =
          body.holdingId !== undefined ? { holdingId: body.holdingId } : { offeringId: body.offeringId! };
        const result = await holdings.forceBuyback(em.fork(), target, actor, actedBy(actor, body.reason));
        const answer: ForceBuybackAnswer = { ...result, paid: inr(result.paid) };
        sendOk(ctx, answer);
      },
    );

    route.get('/holdings', { guard: read, query: AdminHoldingsQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const { list, total } = await holdings.adminList(fork, query);
      const ids = list.map((h) => h.offeringId);
      const [byId, prices] = [await offerings.byIds(fork, ids), await offerings.pricesOn(fork, ids)];
      const now = clock.now();
      const lang = ctx.state.lang;
      sendOk(ctx, {
        list: list.map((h): AdminEquityHolding => ({
          ...presentHolding(
            h,
            byId.get(h.offeringId)?.name[lang] ?? '',
            prices.get(h.offeringId)?.price,
            now,
          ),
          memberId: h.memberId,
          memberAccount: h.memberAccount,
        })),
        total,
      });
    });
  });
