import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { MemberSchema } from '../account/member.entity.ts';
import type { LocationService } from '../location/location.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { AdminPlan, PlanRecord, PlanRules } from './plans.contract.ts';
import type { Paged } from '../../contract/index.ts';
import { presentAdminPlan, presentPlan } from './plans.presenter.ts';
import {
  AdminPlansQuerySchema,
  PlanRecordQuerySchema,
  PlanRecordsQuerySchema,
  ReviewPlanSchema,
  SubmitPlanSchema,
} from './plans.schema.ts';
import type { PlanView, PlansService } from './plans.service.ts';

type Deps = { plans: PlansService; locations: LocationService };

/** A member's community plans (ADR 0033): the rules, a submission, their records. */
export const planRoutes = ({ plans, locations }: Deps) =>
  defineRoutes('/api/Plans', (route) => {
    route.get('/rules', { guard: guard.public }, (ctx) => {
      const answer: PlanRules = plans.rules();
      sendOk(ctx, answer);
    });

    route.post('/submit', { guard: guard.member, body: SubmitPlanSchema }, async (ctx, { actor, body }) => {
      const answer: PlanRecord = presentPlan(await plans.submit(actor, body), ctx.state.lang, locations);
      sendOk(ctx, answer);
    });

    route.get(
      '/records',
      { guard: guard.member, query: PlanRecordsQuerySchema },
      async (ctx, { actor, query }) => {
        const { list, total } = await plans.records(actor, query);
        const answer: Paged<PlanRecord> = {
          list: list.map((view) => presentPlan(view, ctx.state.lang, locations)),
          total,
        };
        sendOk(ctx, answer);
      },
    );

    route.get(
      '/record',
      { guard: guard.member, query: PlanRecordQuerySchema },
      async (ctx, { actor, query }) => {
        const answer: PlanRecord = presentPlan(
          await plans.record(actor, query.id),
          ctx.state.lang,
          locations,
        );
        sendOk(ctx, answer);
      },
    );
  });

/** The review queue and decisions: reviewers and admins (`OPERATOR_POLICY.plans`), audited. */
export const adminPlanRoutes = ({ plans, locations, em }: Deps & { em: EntityManager }) => {
  /** The plans with their members, as the console shows them. */
  async function present(views: PlanView[], lang: Parameters<typeof presentPlan>[1]): Promise<AdminPlan[]> {
    const ids = [...new Set(views.map((view) => view.plan.memberId))];
    const members = ids.length ? await em.find(MemberSchema, { id: { $in: ids } }) : [];
    const byId = new Map(members.map((member) => [member.id, member]));
    return views.map((view) => {
      const member = byId.get(view.plan.memberId);
      return presentAdminPlan(
        view,
        { id: view.plan.memberId, nickname: member?.nickname ?? '', mailbox: member?.mailbox ?? '' },
        lang,
        locations,
      );
    });
  }

  return defineRoutes('/api/Admin/plans', (route) => {
    route.get(
      '',
      { guard: guard.operator(OPERATOR_POLICY.plans), query: AdminPlansQuerySchema },
      async (ctx, { query }) => {
        const { list, total } = await plans.queue(query);
        const answer: Paged<AdminPlan> = { list: await present(list, ctx.state.lang), total };
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/review',
      { guard: guard.operator(OPERATOR_POLICY.plans), body: ReviewPlanSchema },
      async (ctx, { actor, body }) => {
        const view = await plans.review(body, actedBy(actor, body.note));
        const [answer] = await present([view], ctx.state.lang);
        sendOk(ctx, answer);
      },
    );
  });
};
