import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
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
  wallet: WalletService;
  idempotent: Idempotent;
  piggyInterest: PiggyInterestService;
};

/** `/api/Wallet/*`: the logged-in member's own money; every move takes an `Idempotency-Key`. */
export const walletRoutes = ({ em, wallet, idempotent, piggyInterest }: Deps) =>
  defineRoutes('/api/Wallet', (route) => {
    route.get('/summary', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk(ctx, presentWalletSummary(await wallet.summary(em, actor), await wallet.usdtRate(em)));
    });

    route.get(
      '/entries',
      { guard: guard.member, query: EntriesQuerySchema },
      async (ctx, { actor, query }) => {
        const { list, total } = await wallet.entries(em, actor, query);
        const lang = ctx.state.lang;
        sendOk(ctx, {
          list: list.map((line) => presentWalletLine(line, lang)),
          total,
          types: presentEntryTypes(lang),
        });
      },
    );

    route.get('/piggy', { guard: guard.member }, async (ctx, { actor }) => {
      const { piggyBank } = await wallet.summary(em, actor);
      sendOk(
        ctx,
        presentPiggy(
          piggyBank,
          await piggyInterest.annualBps(em.fork()),
          await piggyInterest.interestTotal(em, actor),
        ),
      );
    });

    route.post(
      '/piggy/in',
      { guard: guard.member, body: PiggyMoveSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) => {
          await wallet.piggyIn(tx, actor, body.amount);
          return {
            summary: presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx)),
          };
        });
      },
    );

    route.post(
      '/piggy/out',
      { guard: guard.member, body: PiggyMoveSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) => {
          await wallet.piggyOut(tx, actor, body.amount);
          return {
            summary: presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx)),
          };
        });
      },
    );
  });
