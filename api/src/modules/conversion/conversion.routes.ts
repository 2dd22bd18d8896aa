import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { AdminRates, ConversionQuote, ConversionRate, ConversionRecord } from './conversion.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { amount, id, optionalReason, PageQuerySchema, paymentPassword } from '../../platform/params.ts';
import { authorize } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { message } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount, type MoneyAsset } from '../ledger/money.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import type { Conversion } from './conversion.entity.ts';
import { quotePolicy } from './conversion.policy.ts';
import { parseRateMicro, parseSpreadBps, type ConversionService } from './conversion.service.ts';

export const percentOf = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
export const rateOf = (rateMicro: bigint) => formatAmount(rateMicro, 'USDT');

/** `{ from, amount }`: the amount in the asset converted from (2 decimals for INR, 6 for USDT). */
const QuoteSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('INR'), amount: amount('INR') }),
    z.object({ from: z.literal('USDT'), amount: amount('USDT') }),
  ],
  message('conversion.fromInvalid'),
);

const ConfirmSchema = z.object({ quoteId: id('quote'), paymentPassword: paymentPassword() });

/** A decimal string parsed by `parse`, refused with `refusal` when it does not parse. */
const parsed = <T>(
  parse: (value: string) => T | undefined,
  refusal: 'conversion.rateInvalid' | 'conversion.spreadInvalid',
) =>
  z.string(message(refusal)).transform((value, ctx) => {
    const result = parse(value);
    if (result !== undefined) return result;
    ctx.addIssue({ code: 'custom', message: `key:${refusal}` });
    return z.NEVER;
  });

const SetRateSchema = z.object({
  usdtInr: parsed(parseRateMicro, 'conversion.rateInvalid'),
  spread: parsed(parseSpreadBps, 'conversion.spreadInvalid'),
  reason: optionalReason(),
});

const present = (c: Conversion): ConversionRecord => ({
  id: c.id,
  from: c.fromAsset as MoneyAsset,
  to: c.toAsset as MoneyAsset,
  amount: formatAmount(BigInt(c.amount), c.fromAsset as MoneyAsset),
  receive: formatAmount(BigInt(c.receive), c.toAsset as MoneyAsset),
  fee: formatAmount(BigInt(c.fee), c.toAsset as MoneyAsset),
  rate: rateOf(BigInt(c.rateMicro)),
  createdAt: c.createdAt.toISOString(),
});

type Deps = {
  em: EntityManager;
  conversions: ConversionService;
  wallet: WalletService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
};

/** `/api/Wallet/conversion*`: INR ↔ USDT for the logged-in member, at the operator's rate. */
export const conversionRoutes = ({ em, conversions, wallet, idempotent, paymentPasswords }: Deps) =>
  defineRoutes('/api/Wallet', (route) => {
    route.get('/conversion/rate', { guard: guard.member }, async (ctx) => {
      const rate = await conversions.rate(em.fork());
      if (!rate) throw new ApiError(503, 'conversion.noRate');
      sendOk<ConversionRate>(ctx, {
        usdtToInr: rateOf(rate.rateMicro),
        inrToUsdt: formatAmount(10n ** 12n / rate.rateMicro, 'USDT'),
        spreadPercent: percentOf(rate.spreadBps),
        publishedAt: rate.publishedAt.toISOString(),
      });
    });

    route.post(
      '/conversion/quote',
      { guard: guard.member, body: QuoteSchema },
      async (ctx, { actor, body }) => {
        const quote = await conversions.quote(em.fork(), actor, body.from, body.amount);
        const { id: quoteId, createdAt: _createdAt, ...rest } = present(quote);
        sendOk<ConversionQuote>(ctx, { quoteId, ...rest, expiresAt: quote.expiresAt.toISOString() });
      },
    );

    route.post(
      '/conversion/confirm',
      { guard: guard.member, body: ConfirmSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx) => ({
            conversion: present(await conversions.confirm(tx, actor, body.quoteId)),
            summary: presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx)),
          }),
          async () => {
            const fork = em.fork();
            const quote = await conversions.findQuote(fork, body.quoteId);
            authorize(actor, quotePolicy, 'confirm', quote);
            conversions.assertUsable(quote);
            await paymentPasswords.verifyPaymentPassword(fork, actor, body.paymentPassword, requestMeta(ctx));
          },
        );
      },
    );

    route.get(
      '/conversions',
      { guard: guard.member, query: PageQuerySchema },
      async (ctx, { actor, query }) => {
        const { list, total } = await conversions.list(em.fork(), actor, query);
        sendOk(ctx, { list: list.map(present), total });
      },
    );
  });

/**
 * `GET /api/Admin/rates`: the published rate (null before the first); `POST /api/Admin/rates/set`:
 * finance publishes the USDT/INR rate and the spread (audited).
 */
export const adminConversionRoutes = ({ em, conversions }: Pick<Deps, 'em' | 'conversions'>) =>
  defineRoutes('/api/Admin', (route) => {
    route.get('/rates', { guard: guard.operator(OPERATOR_POLICY.finance) }, async (ctx) => {
      const rate = await conversions.rate(em.fork());
      sendOk<AdminRates | null>(
        ctx,
        rate && {
          usdtToInr: rateOf(rate.rateMicro),
          spreadPercent: percentOf(rate.spreadBps),
          publishedAt: rate.publishedAt.toISOString(),
        },
      );
    });

    route.post(
      '/rates/set',
      { guard: guard.operator(OPERATOR_POLICY.finance), body: SetRateSchema },
      async (ctx, { actor, body }) => {
        const rate = await conversions.setRate(
          em.fork(),
          { rateMicro: body.usdtInr, spreadBps: body.spread },
          actedBy(actor, body.reason),
        );
        sendOk(ctx, {
          usdtToInr: rateOf(rate.rateMicro),
          spreadPercent: percentOf(rate.spreadBps),
          publishedAt: rate.publishedAt.toISOString(),
        });
      },
    );
  });
