import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { presentUserInfo } from '../account/member.presenter.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import {
  BindAuthenticatorSchema,
  ChangeAuthenticatorSchema,
  ChangePaymentPasswordSchema,
  PrepareAuthenticatorSchema,
  SetPaymentPasswordSchema,
  UnbindAuthenticatorSchema,
} from './security.schema.ts';

type Deps = {
  clock: Clock;
  paymentPasswords: PaymentPasswordService;
  authenticator: AuthenticatorService;
};

/** `/api/Security/*`: payment password and authenticator of the logged-in member. */
export const securityRoutes = ({ clock, paymentPasswords, authenticator }: Deps) =>
  defineRoutes('/api/Security', (route) => {
    route.post(
      '/setPaymentPassword',
      { guard: guard.member, body: SetPaymentPasswordSchema },
      async (ctx, { actor, body }) => {
        await paymentPasswords.set(actor, body, requestMeta(ctx));
        sendOk(ctx, {});
      },
    );

    route.post(
      '/changePaymentPassword',
      { guard: guard.member, body: ChangePaymentPasswordSchema },
      async (ctx, { actor, body }) => {
        await paymentPasswords.change(actor, body, requestMeta(ctx));
        sendOk(ctx, {});
      },
    );

    route.post(
      '/authenticator/prepare',
      { guard: guard.member, body: PrepareAuthenticatorSchema },
      async (ctx, { actor, body }) => {
        sendOk(ctx, await authenticator.prepare(actor, body));
      },
    );

    route.post(
      '/authenticator/bind',
      { guard: guard.member, body: BindAuthenticatorSchema },
      async (ctx, { actor, body }) => {
        const member = await authenticator.bind(actor, body.code, requestMeta(ctx));
        sendOk(ctx, presentUserInfo(member, clock.now()));
      },
    );

    route.post(
      '/authenticator/change',
      { guard: guard.member, body: ChangeAuthenticatorSchema },
      async (ctx, { actor, body }) => {
        const member = await authenticator.change(actor, body, requestMeta(ctx));
        sendOk(ctx, presentUserInfo(member, clock.now()));
      },
    );

    route.post(
      '/authenticator/unbind',
      { guard: guard.member, body: UnbindAuthenticatorSchema },
      async (ctx, { actor, body }) => {
        const member = await authenticator.unbind(actor, body, requestMeta(ctx));
        sendOk(ctx, presentUserInfo(member, clock.now()));
      },
    );
  });
