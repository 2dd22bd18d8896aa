import type { SessionAnswer } from './account.contract.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { authorize } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { uploadPolicy } from '../upload/upload.policy.ts';
import type { UploadService } from '../upload/upload.service.ts';
import {
  ChangePasswordSchema,
  ForgetSchema,
  LoginSchema,
  RebindMailboxSchema,
  RegisterSchema,
  UpdateProfileSchema,
} from './account.schema.ts';
import type { AccountService } from './account.service.ts';
import type { Member } from './member.entity.ts';
import { presentUserInfo } from './member.presenter.ts';

type Deps = { accounts: AccountService; uploads: UploadService; clock: Clock };

/** `/api/User/*`: registration, login and the member's own account. */
export const accountRoutes = ({ accounts, uploads, clock }: Deps) =>
  defineRoutes('/api/User', (route) => {
    const session = (opened: { member: Member; token: string; expiresAt: Date }): SessionAnswer => ({
      token: opened.token,
      expiresAt: opened.expiresAt.toISOString(),
      user: presentUserInfo(opened.member, clock.now()),
    });

    route.post('/register', { guard: guard.public, body: RegisterSchema }, async (ctx, { body }) => {
      sendOk(ctx, session(await accounts.register(body, ctx.state.lang, requestMeta(ctx))));
    });

    route.post('/login', { guard: guard.public, body: LoginSchema }, async (ctx, { body }) => {
      sendOk(ctx, session(await accounts.login(body, ctx.state.lang, requestMeta(ctx))));
    });

    route.post('/logout', { guard: guard.member }, async (ctx, { actor }) => {
      await accounts.logout(actor, requestMeta(ctx));
      sendOk(ctx, {});
    });

    route.post('/forget', { guard: guard.public, body: ForgetSchema }, async (ctx, { body }) => {
      await accounts.forget(body, requestMeta(ctx));
      sendOk(ctx, {});
    });

    route.post(
      '/changePassword',
      { guard: guard.member, body: ChangePasswordSchema },
      async (ctx, { actor, body }) => {
        await accounts.changePassword(actor, body, requestMeta(ctx));
        sendOk(ctx, {});
      },
    );

    route.post(
      '/rebindMailbox',
      { guard: guard.member, body: RebindMailboxSchema },
      async (ctx, { actor, body }) => {
        const member = await accounts.rebindMailbox(actor, body, requestMeta(ctx));
        sendOk(ctx, presentUserInfo(member, clock.now()));
      },
    );

    route.get('/info', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk(ctx, presentUserInfo(await accounts.member(actor), clock.now()));
    });

    route.post(
      '/updateProfile',
      { guard: guard.member, body: UpdateProfileSchema },
      async (ctx, { actor, body }) => {
        // Only an image this member uploaded may become their avatar.
        if (body.avatar) authorize(actor, uploadPolicy, 'use', await uploads.byPath(body.avatar));
        sendOk(ctx, presentUserInfo(await accounts.updateProfile(actor, body), clock.now()));
      },
    );
  });
