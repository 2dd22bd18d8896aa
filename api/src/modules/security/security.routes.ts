import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
import { presentUserInfo } from '../account/member.presenter.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import {
  BindAuthenticatorSchema,
  ChangeAuthenticatorSchema,
  ChangePaymentPasswordSchema,
  SetPaymentPasswordSchema,
  UnbindAuthenticatorSchema,
} from './security.schema.ts';

type Deps = {
  em: EntityManager;
  clock: Clock;
  auth: Auth;
  paymentPasswords: PaymentPasswordService;
  authenticator: AuthenticatorService;
};

/** `/api/Security/*`: payment password and authenticator of the logged-in member. */
export function securityRoutes({ em, clock, auth, paymentPasswords, authenticator }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Security' });

  router.post('/setPaymentPassword', auth(), async (ctx) => {
    const input = validate(SetPaymentPasswordSchema, ctx.request.body ?? {});
    await paymentPasswords.set(em, ctx.state.member!.id, input, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.post('/changePaymentPassword', auth(), async (ctx) => {
    const input = validate(ChangePaymentPasswordSchema, ctx.request.body ?? {});
    await paymentPasswords.change(em, ctx.state.member!.id, input, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.post('/authenticator/prepare', auth(), async (ctx) => {
    sendOk(ctx, await authenticator.prepare(em, ctx.state.member!.id));
  });

  router.post('/authenticator/bind', auth(), async (ctx) => {
    const { code } = validate(BindAuthenticatorSchema, ctx.request.body ?? {});
    const member = await authenticator.bind(em, ctx.state.member!.id, code, requestMeta(ctx));
    sendOk(ctx, presentUserInfo(member, clock.now()));
  });

  router.post('/authenticator/change', auth(), async (ctx) => {
    const input = validate(ChangeAuthenticatorSchema, ctx.request.body ?? {});
    const member = await authenticator.change(em, ctx.state.member!.id, input, requestMeta(ctx));
    sendOk(ctx, presentUserInfo(member, clock.now()));
  });

  router.post('/authenticator/unbind', auth(), async (ctx) => {
    const input = validate(UnbindAuthenticatorSchema, ctx.request.body ?? {});
    const member = await authenticator.unbind(em, ctx.state.member!.id, input, requestMeta(ctx));
    sendOk(ctx, presentUserInfo(member, clock.now()));
  });

  return router;
}
