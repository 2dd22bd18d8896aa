import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
import { MemberSchema } from '../account/member.entity.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import type { AuthenticatorService } from '../security/authenticator.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { presentAddress, presentSettings, presentWithdrawal } from './withdrawal.presenter.ts';
import {
  AddAddressSchema,
  DeleteAddressSchema,
  PageQuerySchema,
  WithdrawalIdSchema,
  WithdrawalRequestSchema,
} from './withdrawal.schema.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

type Deps = {
  em: EntityManager;
  auth: Auth;
  withdrawals: WithdrawalService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
  authenticator: AuthenticatorService;
  now: () => Date;
};

/** `/api/Wallet/addresses*` and `/api/Wallet/withdrawal*`: the member's own addresses and withdrawals. */
export function withdrawalRoutes({
  em,
  auth,
  withdrawals,
  idempotent,
  paymentPasswords,
  authenticator,
  now,
}: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Wallet' });

  router.get('/addresses', auth(), async (ctx) => {
    const list = await withdrawals.addresses(em.fork(), ctx.state.member!.id);
    sendOk(ctx, { list: list.map(presentAddress) });
  });

  router.post('/addresses/add', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const input = validate(AddAddressSchema, ctx.request.body ?? {});
    const fork = em.fork();
    await authenticator.requireAuthenticator(fork, memberId, input.code, requestMeta(ctx));
    const saved = await withdrawals.addAddress(fork, memberId, input);
    sendOk(ctx, presentAddress(saved));
  });

  router.post('/addresses/delete', auth(), async (ctx) => {
    const { id } = validate(DeleteAddressSchema, ctx.request.body ?? {});
    if (id === undefined) throw new ApiError(400, 'withdrawal.deleteRequired');
    await withdrawals.deleteAddress(em.fork(), ctx.state.member!.id, id);
    sendOk(ctx, {});
  });

  router.get('/withdrawal/settings', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const fork = em.fork();
    const member = await fork.findOne(MemberSchema, { id: memberId });
    const until = member?.withdrawLockedUntil ?? null;
    sendOk(
      ctx,
      presentSettings(
        await withdrawals.settings(fork),
        await withdrawals.usedToday(fork, memberId),
        until && until > now() ? until : null,
      ),
    );
  });

  router.post('/withdrawal/request', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const input = validate(WithdrawalRequestSchema, ctx.request.body ?? {});
    const meta = requestMeta(ctx);
    await idempotent(
      ctx,
      async (tx) => presentWithdrawal(await withdrawals.request(tx, memberId, input), ctx.state.lang),
      async () => {
        const fork = em.fork();
        await withdrawals.assertMayRequest(fork, memberId, input.addressId);
        await paymentPasswords.verifyPaymentPassword(fork, memberId, input.paymentPassword, meta);
        await authenticator.requireAuthenticator(fork, memberId, input.code, meta);
      },
    );
  });

  router.post('/withdrawal/cancel', auth(), async (ctx) => {
    const memberId = ctx.state.member!.id;
    const { id } = validate(WithdrawalIdSchema, ctx.request.body ?? {});
    await idempotent(ctx, async (tx) =>
      presentWithdrawal(await withdrawals.cancel(tx, memberId, id), ctx.state.lang),
    );
  });

  router.get('/withdrawals', auth(), async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const { list, total } = await withdrawals.list(em.fork(), ctx.state.member!.id, query);
    sendOk(ctx, { list: list.map((w) => presentWithdrawal(w, ctx.state.lang)), total });
  });

  return router;
}
