import type messages from './i18n/en-us.json';
import { LANGS, translate, type Lang } from '../../platform/i18n.ts';
import { defineModule } from '../../platform/module.ts';
import { memberRoom } from '../../realtime/socket-server.ts';
import { PlanSchema } from './plan.entity.ts';
import type { PlanRefusalReason, SocketPlanNoticeMessage } from './plans.contract.ts';
import { planPolicy, planVideoPolicy, posterPolicy } from './plans.policy.ts';
import { reasonText } from './plans.presenter.ts';
import { adminPlanRoutes, planRoutes } from './plans.routes.ts';
import { createPlansService, type PlansService } from './plans.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    plans: PlansService;
  }
}

declare module '../../platform/events.ts' {
  interface DomainEventMap {
    'plan.reviewed': {
      planId: number;
      memberId: number;
      state: 'success' | 'rejected';
      theme: string;
      reason: PlanRefusalReason | null;
      note: string | null;
      reviewedAt: Date;
    };
  }
}

const everyLang = (text: (lang: Lang) => string) =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Record<Lang, string>;

/** Community plans: submitted by members with a poster and a video, reviewed by reviewers (ADR 0033). */
export const plansModule = defineModule({
  name: 'plans',
  entities: [PlanSchema],
  policies: [planPolicy, posterPolicy, planVideoPolicy],
  services: {
    plans: ({ em, clock, events, services }) =>
      createPlansService({
        em,
        clock,
        events,
        locations: services.locations,
        uploads: services.uploads,
        videos: services.videoUploads,
      }),
  },
  routes: ({ em, services }) => [
    planRoutes({ plans: services.plans, locations: services.locations }),
    adminPlanRoutes({ plans: services.plans, locations: services.locations, em }),
  ],
  // The member hears of the decision on their own socket, in every language.
  subscribe: ({ events, realtime }) => [
    events.on('plan.reviewed', (review) => {
      const approved = review.state === 'success';
      const message: SocketPlanNoticeMessage = {
        type: 'notice',
        topic: 'plan',
        planId: review.planId,
        state: review.state,
        publishedAt: review.reviewedAt.toISOString(),
        title: everyLang((lang) =>
          translate(lang, approved ? 'plans.notice.approvedTitle' : 'plans.notice.rejectedTitle'),
        ),
        summary: everyLang((lang) =>
          approved
            ? translate(lang, 'plans.notice.approvedSummary', { theme: review.theme })
            : translate(lang, 'plans.notice.rejectedSummary', {
                theme: review.theme,
                reason: reasonText(lang, review.reason, review.note) ?? '',
              }),
        ),
      };
      realtime.publish(memberRoom(review.memberId), message);
    }),
  ],
});
