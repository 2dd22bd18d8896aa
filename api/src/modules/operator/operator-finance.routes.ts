import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { operatorActor, type OperatorAuth } from '../../platform/operator-auth.ts';
import { validate } from '../../platform/validate.ts';
import { percentOf, rateOf } from '../conversion/conversion.routes.ts';
import type { ConversionService } from '../conversion/conversion.service.ts';
import type { DepositService } from '../deposit/deposit.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import type { PlatformAccountsService } from '../ledger/platform-accounts.service.ts';
import type { WithdrawalService } from '../withdrawal/withdrawal.service.ts';
import { OPERATOR_POLICY } from './operator.policy.ts';
import {
  presentFunding,
  presentOperatorDeposit,
  presentPlatformAccount,
  presentQueuedWithdrawal,
  presentWithdrawalSettings,
} from './operator.presenter.ts';
import {
  ApproveSchema,
  ConfirmDepositSchema,
  FundSchema,
  PageQuerySchema,
  PaySchema,
  QueueQuerySchema,
  RejectSchema,
  SetRateSchema,
  WithdrawalSettingsSchema,
} from './operator.schema.ts';

type Deps = {
  em: EntityManager;
  operatorAuth: OperatorAuth;
  idempotent: Idempotent;
  withdrawals: WithdrawalService;
  deposits: DepositService;
  conversions: ConversionService;
  platformAccounts: PlatformAccountsService;
};

/**
 * The operator API for money (ADR 0011): the same service calls as `npm run admin`, as the
 * signed-in operator (`operator:<username>` in the audit). Every call that moves money takes an
 * `Idempotency-Key`, kept per operator.
 */
export function operatorFinanceRoutes(deps: Deps) {
  const { em, operatorAuth, idempotent, withdrawals, deposits, conversions, platformAccounts } = deps;
  const router = new Router<AppState>({ prefix: '/api/Admin' });
  const read = operatorAuth(OPERATOR_POLICY.read);
  const finance = operatorAuth(OPERATOR_POLICY.finance);

  router.get('/withdrawals', read, async (ctx) => {
    const query = validate(QueueQuerySchema, ctx.query);
    const { list, total } = await withdrawals.queue(em.fork(), query);
    sendOk(ctx, { list: list.map((w) => presentQueuedWithdrawal(w, ctx.state.lang)), total });
  });

  router.post('/withdrawals/approve', finance, async (ctx) => {
    const { id } = validate(ApproveSchema, ctx.request.body ?? {});
    const actor = operatorActor(ctx.state.operator!);
    await idempotent(ctx, async (tx) =>
      presentQueuedWithdrawal(await withdrawals.transition(tx, id, 'approve', actor), ctx.state.lang),
    );
  });

  router.post('/withdrawals/reject', finance, async (ctx) => {
    const { id, reason } = validate(RejectSchema, ctx.request.body ?? {});
    const actor = operatorActor(ctx.state.operator!);
    await idempotent(ctx, async (tx) =>
      presentQueuedWithdrawal(
        await withdrawals.transition(tx, id, 'reject', actor, { reason }),
        ctx.state.lang,
      ),
    );
  });

  router.post('/withdrawals/pay', finance, async (ctx) => {
    const { id, txHash } = validate(PaySchema, ctx.request.body ?? {});
    const actor = operatorActor(ctx.state.operator!);
    await idempotent(ctx, async (tx) =>
      presentQueuedWithdrawal(await withdrawals.transition(tx, id, 'pay', actor, { txHash }), ctx.state.lang),
    );
  });

  router.get('/deposits', read, async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const { list, total } = await deposits.listAll(em.fork(), query);
    sendOk(ctx, { list: list.map(presentOperatorDeposit), total });
  });

  router.post('/deposits/confirm', finance, async (ctx) => {
    const input = validate(ConfirmDepositSchema, ctx.request.body ?? {});
    const actor = operatorActor(ctx.state.operator!);
    await idempotent(ctx, async (tx) => {
      const { deposit, entry } = await deposits.confirm(tx, { ...input, actor });
      return { deposit: presentOperatorDeposit(deposit), entryId: entry.id };
    });
  });

  router.post('/rates/set', finance, async (ctx) => {
    const input = validate(SetRateSchema, ctx.request.body ?? {});
    const rate = await conversions.setRate(
      em.fork(),
      { rateMicro: input.usdtInr, spreadBps: input.spread },
      operatorActor(ctx.state.operator!),
    );
    sendOk(ctx, {
      usdtToInr: rateOf(rate.rateMicro),
      spreadPercent: percentOf(rate.spreadBps),
      publishedAt: rate.publishedAt.toISOString(),
    });
  });

  router.get('/accounts', read, async (ctx) => {
    const list = await platformAccounts.balances(em.fork());
    sendOk(ctx, { list: list.map(presentPlatformAccount) });
  });

  router.post('/pool/fund', finance, async (ctx) => {
    const input = validate(FundSchema, ctx.request.body ?? {});
    const actor = operatorActor(ctx.state.operator!);
    await idempotent(ctx, async (tx) => presentFunding(await platformAccounts.fund(tx, input, actor)));
  });

  router.post('/settings/withdrawal', finance, async (ctx) => {
    const input = validate(WithdrawalSettingsSchema, ctx.request.body ?? {});
    const saved = await withdrawals.saveSettings(em.fork(), input, operatorActor(ctx.state.operator!));
    sendOk(ctx, presentWithdrawalSettings(saved));
  });

  return router;
}
