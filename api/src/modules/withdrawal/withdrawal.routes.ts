import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { PageQuerySchema } from '../../platform/params.ts';
import type { AppContext } from '../../platform/context.ts';
import { authorize, type OperatorActor } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import type { AuthenticatorService, CheckedCode } from '../security/authenticator.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import {
  presentAddress,
  presentQueuedWithdrawal,
  presentSettings,
  presentWithdrawal,
  presentWithdrawalSettings,
} from './withdrawal.presenter.ts';
import { addressPolicy, withdrawalPolicy } from './withdrawal.policy.ts';
import {
  AddAddressSchema,
  ApproveSchema,
  DeleteAddressSchema,
  PaySchema,
  QueueQuerySchema,
  RejectSchema,
  WithdrawalIdSchema,
  WithdrawalRequestSchema,
  WithdrawalSettingsSchema,
} from './withdrawal.schema.ts';
import type { Transition, WithdrawalService } from './withdrawal.service.ts';

type Decision = Exclude<Transition, 'cancel'>;
type DecisionDetail = { reason?: string | undefined; txHash?: string | undefined };
type DecisionBody = DecisionDetail & { id: number };

type Deps = {
  em: EntityManager;
  clock: Clock;
  withdrawals: WithdrawalService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
  authenticator: AuthenticatorService;
};

/** `/api/Wallet/addresses*` and `/api/Wallet/withdrawal*`: the member's own addresses and withdrawals. */
export const withdrawalRoutes = ({
  em,
  clock,
  withdrawals,
  idempotent,
  paymentPasswords,
  authenticator,
}: Deps) =>
  defineRoutes('/api/Wallet', (route) => {
    route.get('/addresses', { guard: guard.member }, async (ctx, { actor }) => {
      const list = await withdrawals.addresses(em.fork(), actor);
      sendOk(ctx, { list: list.map(presentAddress) });
    });

    route.post(
      '/addresses/add',
      { guard: guard.member, body: AddAddressSchema },
      async (ctx, { actor, body }) => {
        await authenticator.requireAuthenticator(actor, body.code, requestMeta(ctx));
        sendOk(ctx, presentAddress(await withdrawals.addAddress(em.fork(), actor, body)));
      },
    );

    route.post(
      '/addresses/delete',
      { guard: guard.member, body: DeleteAddressSchema },
      async (ctx, { actor, body }) => {
        if (body.id === undefined) throw new ApiError(400, 'withdrawal.deleteRequired');
        const fork = em.fork();
        const address = await withdrawals.findAddress(fork, body.id);
        authorize(actor, addressPolicy, 'delete', address);
        await withdrawals.deleteAddress(fork, actor, address);
        sendOk(ctx, {});
      },
    );

    route.get('/withdrawal/settings', { guard: guard.member }, async (ctx, { actor }) => {
      const fork = em.fork();
      const member = await fork.findOne(MemberSchema, { id: actor.id });
      const until = member?.withdrawLockedUntil ?? null;
      sendOk(
        ctx,
        presentSettings(
          await withdrawals.limitsFor(fork, actor.id),
          await withdrawals.usedToday(fork, actor.id),
          until && until > clock.now() ? until : null,
        ),
      );
    });

    route.post(
      '/withdrawal/request',
      { guard: guard.member, body: WithdrawalRequestSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        const meta = requestMeta(ctx);
        let code: CheckedCode | undefined;
        await idempotent(
          ctx,
          async (tx) => {
            // Used up with the withdrawal: a request that does not commit leaves it good for its retry.
            await authenticator.useCode(tx, code!, meta);
            return presentWithdrawal(await withdrawals.request(tx, actor, body), ctx.state.lang);
          },
          async () => {
            const fork = em.fork();
            authorize(
              actor,
              addressPolicy,
              'use',
              await withdrawals.assertMayRequest(fork, actor, body.addressId),
            );
            await paymentPasswords.verifyPaymentPassword(fork, actor, body.paymentPassword, meta);
            code = await authenticator.checkCode(fork, actor, body.code, meta);
          },
        );
      },
    );

    route.post(
      '/withdrawal/cancel',
      { guard: guard.member, body: WithdrawalIdSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(ctx, async (tx) => {
          const withdrawal = await withdrawals.find(tx, body.id);
          authorize(actor, withdrawalPolicy, 'cancel', withdrawal);
          return presentWithdrawal(await withdrawals.cancel(tx, actor, withdrawal), ctx.state.lang);
        });
      },
    );

    route.get(
      '/withdrawals',
      { guard: guard.member, query: PageQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const { list, total } = await withdrawals.list(fork, actor, query);
        const payouts = await withdrawals.payoutsOf(
          fork,
          list.map((w) => w.id),
        );
        sendOk(ctx, {
          list: list.map((w) => presentWithdrawal(w, ctx.state.lang, payouts.get(w.id) ?? null)),
          total,
        });
      },
    );
  });

/**
 * The review queue for operators (ADR 0011): finance and support read it, finance decides. The
 * same service calls as `npm run admin`, as the signed-in operator; each decision takes an
 * `Idempotency-Key`, kept per operator.
 */
export const adminWithdrawalRoutes = ({ em, withdrawals, idempotent }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);
    const reviewers = guard.operator(OPERATOR_POLICY.review);

    route.get(
      '/withdrawals',
      { guard: guard.operator(OPERATOR_POLICY.read), query: QueueQuerySchema },
      async (ctx, { query }) => {
        const fork = em.fork();
        const { list, total } = await withdrawals.queue(fork, query);
        const payouts = await withdrawals.payoutsOf(
          fork,
          list.map((w) => w.id),
        );
        sendOk(ctx, {
          list: list.map((w) => presentQueuedWithdrawal(w, ctx.state.lang, payouts.get(w.id) ?? null)),
          total,
        });
      },
    );

    /** A finance decision on one withdrawal, with what it records (a reason, a transaction hash). */
    const decide =
      (decision: Decision, extra: (body: DecisionBody) => DecisionDetail) =>
      (ctx: AppContext, { actor, body }: { actor: OperatorActor; body: DecisionBody }) =>
        idempotent(ctx, async (tx) => {
          const withdrawal = await withdrawals.find(tx, body.id);
          authorize(actor, withdrawalPolicy, decision === 'pay' ? 'pay' : 'review', withdrawal);
          const by = actedBy(actor, body.reason);
          const done = await withdrawals.review(tx, by, withdrawal, decision, extra(body));
          return presentQueuedWithdrawal(done, ctx.state.lang, await withdrawals.payoutOf(tx, done.id));
        });

    route.post(
      '/withdrawals/approve',
      { guard: reviewers, body: ApproveSchema, idempotent: true },
      decide('approve', () => ({})),
    );
    route.post(
      '/withdrawals/reject',
      { guard: reviewers, body: RejectSchema, idempotent: true },
      decide('reject', ({ reason }) => ({ reason })),
    );
    route.post(
      '/withdrawals/pay',
      { guard: finance, body: PaySchema, idempotent: true },
      decide('pay', ({ txHash }) => ({ txHash })),
    );

    route.get('/settings/withdrawal', { guard: finance }, async (ctx) => {
      sendOk(ctx, presentWithdrawalSettings(await withdrawals.settings(em.fork())));
    });

    route.post(
      '/settings/withdrawal',
      { guard: finance, body: WithdrawalSettingsSchema },
      async (ctx, { actor, body }) => {
        const saved = await withdrawals.saveSettings(em.fork(), body, actedBy(actor, body.reason));
        sendOk(ctx, presentWithdrawalSettings(saved));
      },
    );
  });
