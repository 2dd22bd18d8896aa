import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { operatorActor, type OperatorAuth } from '../../platform/operator-auth.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { validate } from '../../platform/validate.ts';
import type { OperatorLoginService } from './operator-login.service.ts';
import { OPERATOR_POLICY } from './operator.policy.ts';
import { presentOperator, presentOperatorAccount } from './operator.presenter.ts';
import { CreateOperatorSchema, OperatorLoginSchema, OperatorUsernameSchema } from './operator.schema.ts';
import type { OperatorService } from './operator.service.ts';

type Deps = {
  em: EntityManager;
  operators: OperatorService;
  logins: OperatorLoginService;
  operatorAuth: OperatorAuth;
};

/** `/api/Admin/login`, `logout`, `me` and operator accounts (admin only). */
export function operatorRoutes({ em, operators, logins, operatorAuth }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Admin' });

  router.post('/login', async (ctx) => {
    const input = validate(OperatorLoginSchema, ctx.request.body ?? {});
    const opened = await logins.login(em.fork(), input, requestMeta(ctx));
    sendOk(ctx, {
      token: opened.token,
      expiresAt: opened.expiresAt.toISOString(),
      operator: presentOperator(opened.operator),
    });
  });

  router.post('/logout', operatorAuth(), async (ctx) => {
    await logins.logout(em.fork(), ctx.state.operator!, requestMeta(ctx));
    sendOk(ctx, {});
  });

  router.get('/me', operatorAuth(), (ctx) => {
    sendOk(ctx, presentOperator(ctx.state.operator!));
  });

  router.get('/operators', operatorAuth(OPERATOR_POLICY.operators), async (ctx) => {
    const list = await operators.list(em.fork());
    sendOk(ctx, { list: list.map(presentOperatorAccount) });
  });

  router.post('/operators/create', operatorAuth(OPERATOR_POLICY.operators), async (ctx) => {
    const input = validate(CreateOperatorSchema, ctx.request.body ?? {});
    const created = await operators.create(em.fork(), input, operatorActor(ctx.state.operator!));
    // A generated password is answered this once; a given one is never echoed.
    sendOk(ctx, {
      operator: presentOperatorAccount(created.operator),
      password: created.generated ? created.password : null,
    });
  });

  router.post('/operators/disable', operatorAuth(OPERATOR_POLICY.operators), async (ctx) => {
    const { username } = validate(OperatorUsernameSchema, ctx.request.body ?? {});
    const operator = ctx.state.operator!;
    const disabled = await operators.disable(em.fork(), username, operatorActor(operator), {
      operatorId: operator.id,
    });
    sendOk(ctx, presentOperatorAccount(disabled));
  });

  router.post('/operators/enable', operatorAuth(OPERATOR_POLICY.operators), async (ctx) => {
    const { username } = validate(OperatorUsernameSchema, ctx.request.body ?? {});
    const enabled = await operators.enable(em.fork(), username, operatorActor(ctx.state.operator!));
    sendOk(ctx, presentOperatorAccount(enabled));
  });

  return router;
}
