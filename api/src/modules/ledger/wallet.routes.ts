import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { validate } from '../../platform/validate.ts';
import type { PiggyInterestService } from '../piggy/piggy-interest.service.ts';
import type { Idempotent } from './idempotency.ts';
import {
  presentEntryTypes,
  presentPiggy,
  presentWalletLine,
  presentWalletSummary,
} from './wallet.presenter.ts';
import { EntriesQuerySchema, PiggyMoveSchema } from './wallet.schema.ts';
import type { WalletService } from './wallet.service.ts';

type Deps = {
  em: EntityManager;
  auth: Auth;
  wallet: WalletService;
  idempotent: Idempotent;
  piggyInterest: PiggyInterestService;
};

/** `/api/Wallet/*`: the logged-in member's own money; every move takes an `Idempotency-Key`. */
export function walletRoutes({ em, auth, wallet, idempotent, piggyInterest }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Wallet' });

  router.get('/summary', auth(), async (ctx) => {
    sendOk(ctx, presentWalletSummary(await wallet.summary(em, ctx.state.member!.id)));
  });

  router.get('/entries', auth(), async (ctx) => {
    const query = validate(EntriesQuerySchema, ctx.query);
    const { list, total } = await wallet.entries(em, ctx.state.member!.id, query);
    const lang = ctx.state.lang;
    sendOk(ctx, {
      list: list.map((line) => presentWalletLine(line, lang)),
      total,
      types: presentEntryTypes(lang),
    });
  });

  router.get('/piggy', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const { piggyBank } = await wallet.summary(em, memberId);
    sendOk(
      ctx,
      presentPiggy(
        piggyBank,
        await piggyInterest.annualBps(em.fork()),
        await piggyInterest.interestTotal(em, memberId),
      ),
    );
  });

  router.post('/piggy/in', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const { amount } = validate(PiggyMoveSchema, ctx.request.body ?? {});
    await idempotent(ctx, async (tx) => {
      await wallet.piggyIn(tx, memberId, amount);
      return { summary: presentWalletSummary(await wallet.summary(tx, memberId)) };
    });
  });

  router.post('/piggy/out', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const { amount } = validate(PiggyMoveSchema, ctx.request.body ?? {});
    await idempotent(ctx, async (tx) => {
      await wallet.piggyOut(tx, memberId, amount);
      return { summary: presentWalletSummary(await wallet.summary(tx, memberId)) };
    });
  });

  return router;
}
