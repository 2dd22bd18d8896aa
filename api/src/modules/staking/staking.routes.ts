import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import type { Lang } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { presentWalletSummary } from '../ledger/wallet.presenter.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { parsePlanAmount, type StakeService, type StakeView } from './stake.service.ts';
import type { StakingPlanService } from './staking-plan.service.ts';
import { stakePolicy } from './staking.policy.ts';
import { presentEstimate, presentPlan, presentStake } from './staking.presenter.ts';
import {
  AutoCompoundSchema,
  ClaimSchema,
  ContinueSchema,
  EstimateQuerySchema,
  PlanListQuerySchema,
  RecordsQuerySchema,
  StakeIdQuerySchema,
  StakeSchema,
} from './staking.schema.ts';
import type { StakeAnswer, StakeRecordsPage } from './staking.contract.ts';
import { formatAmount } from '../ledger/money.ts';

type Deps = {
  em: EntityManager;
  plans: StakingPlanService;
  stakes: StakeService;
  idempotent: Idempotent;
  wallet: WalletService;
  paymentPasswords: PaymentPasswordService;
};

/** `/api/Staking/*`: plans (public), and the member's own stakes; every money move takes an `Idempotency-Key`. */
export const stakingRoutes = ({ em, plans, stakes, idempotent, wallet, paymentPasswords }: Deps) =>
  defineRoutes('/api/Staking', (route) => {
    /** Stakes with their plans' names in `lang`. */
    const present = async (fork: EntityManager, list: StakeView[], lang: Lang) => {
      const byId = await plans.byIds(
        fork,
        list.map((stake) => stake.planId),
      );
      return list.map((stake) => presentStake(stake, byId.get(stake.planId)?.name[lang] ?? ''));
    };

    /** The stake and the member's wallet after a change, read in its transaction. */
    const answer = async (tx: EntityManager, actor: MemberActor, stake: StakeView, lang: Lang) => ({
      stake: (await present(tx, [stake], lang))[0]!,
      summary: presentWalletSummary(await wallet.summary(tx, actor), await wallet.usdtRate(tx)),
    });

    /** The member's own stake, or the refusal a stranger's gets (404). */
    const ownStake = async (actor: MemberActor, id: number) => {
      const stake = await stakes.find(em.fork(), id);
      authorize(actor, stakePolicy, 'act', stake);
      return stake;
    };

    route.get('/plans', { guard: guard.public, query: PlanListQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await plans.list(em.fork(), query);
      sendOk(ctx, { list: list.map((plan) => presentPlan(plan, ctx.state.lang)), total });
    });

    route.get('/estimate', { guard: guard.public, query: EstimateQuerySchema }, async (ctx, { query }) => {
      const plan = await plans.get(em.fork(), query.plan_id);
      const amount = parsePlanAmount(query.amount, plan.asset);
      sendOk(ctx, presentEstimate(stakes.estimate(plan, amount), plan));
    });

    route.post(
      '/stake',
      { guard: guard.member, body: StakeSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        const lang = ctx.state.lang;
        await idempotent(
          ctx,
          async (tx): Promise<StakeAnswer> => {
            const stake = await stakes.stake(tx, actor, {
              planId: body.plan_id,
              amount: body.amount,
              autoCompound: body.autoCompound,
            });
            return answer(tx, actor, stake, lang);
          },
          async () => {
            // The plan's rules first: bad input never costs a payment-password try.
            const fork = em.fork();
            const plan = await plans.get(fork, body.plan_id);
            stakes.checkStake(plan, parsePlanAmount(body.amount, plan.asset));
            await paymentPasswords.verifyPaymentPassword(fork, actor, body.paymentPassword, requestMeta(ctx));
          },
        );
      },
    );

    route.get(
      '/records',
      { guard: guard.member, query: RecordsQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const page = await stakes.records(fork, actor, query);
        const answer: StakeRecordsPage = {
          list: await present(fork, page.list, ctx.state.lang),
          total: page.total,
          counts: page.counts,
          totals: page.totals.map((total) => ({
            asset: total.asset,
            principal: formatAmount(total.principal, total.asset),
            income: formatAmount(total.income, total.asset),
          })),
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/record',
      { guard: guard.member, query: StakeIdQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const stake = await stakes.find(fork, query.id);
        authorize(actor, stakePolicy, 'read', stake);
        sendOk(ctx, (await present(fork, [stake], ctx.state.lang))[0]);
      },
    );

    route.post(
      '/claim',
      { guard: guard.member, body: ClaimSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx) => answer(tx, actor, await stakes.claim(tx, actor, body.stake_id), ctx.state.lang),
          async () => {
            await ownStake(actor, body.stake_id);
            await paymentPasswords.verifyPaymentPassword(
              em.fork(),
              actor,
              body.paymentPassword,
              requestMeta(ctx),
            );
          },
        );
      },
    );

    route.post(
      '/continue',
      { guard: guard.member, body: ContinueSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx) => answer(tx, actor, await stakes.continue(tx, actor, body.stake_id), ctx.state.lang),
          async () => {
            await ownStake(actor, body.stake_id);
          },
        );
      },
    );

    route.post(
      '/autocompound',
      { guard: guard.member, body: AutoCompoundSchema },
      async (ctx, { actor, body }) => {
        await ownStake(actor, body.stake_id);
        const fork = em.fork();
        const stake = await fork.transactional((tx) =>
          stakes.setAutoCompound(tx, actor, body.stake_id, body.on),
        );
        sendOk(ctx, { stake: (await present(fork, [stake], ctx.state.lang))[0]! });
      },
    );
  });
