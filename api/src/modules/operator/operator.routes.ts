import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { OperatorLoginService } from './operator-login.service.ts';
import type { OperatorSessionAnswer } from './operator.contract.ts';
import { OPERATOR_POLICY } from './operator.policy.ts';
import { presentOperator, presentOperatorAccount } from './operator.presenter.ts';
import {
  CreateOperatorSchema,
  DisableOperatorSchema,
  EnableOperatorSchema,
  OperatorLoginSchema,
  OperatorRoleSchema,
  ResetOperatorPasswordSchema,
} from './operator.schema.ts';
import type { OperatorService } from './operator.service.ts';

type Deps = { em: EntityManager; operators: OperatorService; logins: OperatorLoginService };

/** `/api/Admin/login`, `logout`, `me` and operator accounts (admin only). */
export const operatorRoutes = ({ em, operators, logins }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const admin = guard.operator(OPERATOR_POLICY.operators);

    route.post('/login', { guard: guard.public, body: OperatorLoginSchema }, async (ctx, { body }) => {
      const opened = await logins.login(em.fork(), body, requestMeta(ctx));
      const answer: OperatorSessionAnswer = {
        token: opened.token,
        expiresAt: opened.expiresAt.toISOString(),
        operator: presentOperator(opened.operator),
      };
      sendOk(ctx, answer);
    });

    route.post('/logout', { guard: guard.operator(OPERATOR_POLICY.any) }, async (ctx, { actor }) => {
      await logins.logout(em.fork(), actor, requestMeta(ctx));
      sendOk(ctx, {});
    });

    route.get('/me', { guard: guard.operator(OPERATOR_POLICY.any) }, (ctx, { actor }) => {
      sendOk(ctx, presentOperator(actor));
    });

    route.get('/operators', { guard: admin }, async (ctx) => {
      const list = await operators.list(em.fork());
      sendOk(ctx, { list: list.map(presentOperatorAccount) });
    });

    route.post(
      '/operators/create',
      { guard: admin, body: CreateOperatorSchema },
      async (ctx, { actor, body }) => {
        const created = await operators.create(em.fork(), body, actedBy(actor, body.reason));
        // A generated password is answered this once; a given one is never echoed.
        sendOk(ctx, {
          operator: presentOperatorAccount(created.operator),
          password: created.generated ? created.password : null,
        });
      },
    );

    route.post(
      '/operators/disable',
      { guard: admin, body: DisableOperatorSchema },
      async (ctx, { actor, body }) => {
        const disabled = await operators.disable(em.fork(), body.username, actedBy(actor, body.reason), {
          operatorId: actor.id,
        });
        sendOk(ctx, presentOperatorAccount(disabled));
      },
    );

    route.post(
      '/operators/enable',
      { guard: admin, body: EnableOperatorSchema },
      async (ctx, { actor, body }) => {
        const enabled = await operators.enable(em.fork(), body.username, actedBy(actor, body.reason));
        sendOk(ctx, presentOperatorAccount(enabled));
      },
    );

    route.post(
      '/operators/reset-password',
      { guard: admin, body: ResetOperatorPasswordSchema },
      async (ctx, { actor, body }) => {
        const reset = await operators.resetPassword(
          em.fork(),
          body.username,
          actedBy(actor, body.reason),
          body.password,
        );
        // As on creation: a generated password is answered this once, a given one never echoed.
        sendOk(ctx, {
          operator: presentOperatorAccount(reset.operator),
          password: reset.generated ? reset.password : null,
        });
      },
    );

    route.post(
      '/operators/role',
      { guard: admin, body: OperatorRoleSchema },
      async (ctx, { actor, body }) => {
        const changed = await operators.setRole(
          em.fork(),
          body.username,
          body.role,
          actedBy(actor, body.reason),
          {
            operatorId: actor.id,
          },
        );
        sendOk(ctx, presentOperatorAccount(changed));
      },
    );
  });
