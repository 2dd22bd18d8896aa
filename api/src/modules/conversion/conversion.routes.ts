import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { intParam, message, validate } from '../../platform/validate.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount, type Asset } from '../ledger/money.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import { amountParam } from '../ledger/wallet.schema.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { PageQuerySchema } from '../withdrawal/withdrawal.schema.ts';
import type { Conversion } from './conversion.entity.ts';
import type { ConversionService } from './conversion.service.ts';

export const percentOf = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
export const rateOf = (rateMicro: bigint) => formatAmount(rateMicro, 'USDT');

const QuoteSchema = z.object({
  from: z.enum(['INR', 'USDT'], message('conversion.fromInvalid')),
  amount: z.string(message('wallet.amountInvalid')),
});
const ConfirmSchema = z.object({
  quoteId: intParam().pipe(z.number().int().min(1)),
  paymentPassword: z
    .string(message('security.paymentPasswordRequired'))
    .min(1, message('security.paymentPasswordRequired'))
    .regex(/^\d{6}$/, message('security.paymentPasswordFormat')),
});

const present = (c: Conversion) => ({
  id: c.id,
  from: c.fromAsset,
  to: c.toAsset,
  amount: formatAmount(BigInt(c.amount), c.fromAsset as Asset),
  receive: formatAmount(BigInt(c.receive), c.toAsset as Asset),
  fee: formatAmount(BigInt(c.fee), c.toAsset as Asset),
  rate: rateOf(BigInt(c.rateMicro)),
  createdAt: c.createdAt.toISOString(),
});

type Deps = {
  em: EntityManager;
  auth: Auth;
  conversions: ConversionService;
  wallet: WalletService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
};

/** `/api/Wallet/conversion*`: INR ↔ USDT for the logged-in member. */
export function conversionRoutes({ em, auth, conversions, wallet, idempotent, paymentPasswords }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Wallet' });

  router.get('/conversion/rate', auth(), async (ctx) => {
    const rate = await conversions.rate(em.fork());
    if (!rate) throw new ApiError(503, 'conversion.noRate');
    sendOk(ctx, {
      usdtToInr: rateOf(rate.rateMicro),
      inrToUsdt: formatAmount(10n ** 12n / rate.rateMicro, 'USDT'),
      spreadPercent: percentOf(rate.spreadBps),
      publishedAt: rate.publishedAt.toISOString(),
    });
  });

  router.post('/conversion/quote', auth(), async (ctx) => {
    const input = validate(QuoteSchema, ctx.request.body ?? {});
    const amount = validate(z.object({ amount: amountParam(input.from) }), input).amount;
    const quote = await conversions.quote(em.fork(), ctx.state.member!.id, input.from, amount);
    const { id, createdAt: _createdAt, ...rest } = present(quote);
    sendOk(ctx, { quoteId: id, ...rest, expiresAt: quote.expiresAt.toISOString() });
  });

  router.post('/conversion/confirm', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const input = validate(ConfirmSchema, ctx.request.body ?? {});
    await idempotent(
      ctx,
      async (tx) => {
        const done = await conversions.confirm(tx, memberId, input.quoteId);
        return {
          conversion: present(done),
          summary: presentWalletSummary(await wallet.summary(tx, memberId)),
        };
      },
      async () => {
        const fork = em.fork();
        await conversions.assertUsable(fork, memberId, input.quoteId);
        await paymentPasswords.verifyPaymentPassword(fork, memberId, input.paymentPassword, requestMeta(ctx));
      },
    );
  });

  router.get('/conversions', auth(), async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const { list, total } = await conversions.list(em.fork(), ctx.state.member!.id, query);
    sendOk(ctx, { list: list.map(present), total });
  });

  return router;
}
