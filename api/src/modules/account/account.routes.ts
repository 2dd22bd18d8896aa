import Router from '@koa/router';
import type { SessionAnswer } from '../../contract/index.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
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

type Deps = { accounts: AccountService; auth: Auth; clock: Clock };

/** `/api/User/*`: the member's account. */
export function accountRoutes({ accounts, auth, clock }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/User' });
  const session = (opened: { member: Member; token: string; expiresAt: Date }): SessionAnswer => ({
    token: opened.token,
    expiresAt: opened.expiresAt.toISOString(),
    user: presentUserInfo(opened.member, clock.now()),
  });

  router.post('/register', async (ctx) => {
    const input = validate(RegisterSchema, ctx.request.body ?? {});
    sendOk(ctx, session(await accounts.register(input, ctx.state.lang, requestMeta(ctx))));
  });

  router.post('/login', async (ctx) => {
    const input = validate(LoginSchema, ctx.request.body ?? {});
    sendOk(ctx, session(await accounts.login(input, ctx.state.lang, requestMeta(ctx))));
  });

  router.post('/logout', auth(), async (ctx) => {
    const { id, sessionId } = ctx.state.member!;
    await accounts.logout(id, sessionId, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.post('/forget', async (ctx) => {
    const input = validate(ForgetSchema, ctx.request.body ?? {});
    await accounts.forget(input, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.post('/changePassword', auth(), async (ctx) => {
    const input = validate(ChangePasswordSchema, ctx.request.body ?? {});
    const { id, sessionId } = ctx.state.member!;
    await accounts.changePassword(id, sessionId, input, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.post('/rebindMailbox', auth(), async (ctx) => {
    const input = validate(RebindMailboxSchema, ctx.request.body ?? {});
    const member = await accounts.rebindMailbox(ctx.state.member!.id, input, requestMeta(ctx));
    sendOk(ctx, presentUserInfo(member, clock.now()));
  });

  router.get('/info', auth(), async (ctx) => {
    sendOk(ctx, presentUserInfo(await accounts.member(ctx.state.member!.id), clock.now()));
  });

  router.post('/updateProfile', auth(), async (ctx) => {
    const input = validate(UpdateProfileSchema, ctx.request.body ?? {});
    sendOk(ctx, presentUserInfo(await accounts.updateProfile(ctx.state.member!.id, input), clock.now()));
  });

  return router;
}
