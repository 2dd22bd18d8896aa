import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';

/** Funds are public: anyone reads them; members buy them (the fund's own rules decide the rest). */
export const fundPolicy = definePolicy<{ id: number }>()({
  resource: 'fund',
  owned: false,
  refuse: notFoundAs('fund.notFound'),
  rules: {
    read: () => true,
    buy: (actor) => actor.kind === 'member',
  },
});

/** An order is its member's alone. */
export const orderPolicy = definePolicy<{ memberId: number }>()({
  resource: 'order',
  owned: true,
  refuse: notFoundAs('fund.orderNotFound'),
  rules: {
    read: (actor, order) => isMember(actor, order.memberId),
  },
});

/** A trial quota is the member's it was granted to: only they buy with it. */
export const trialQuotaPolicy = definePolicy<{ memberId: number }>()({
  resource: 'trialQuota',
  owned: true,
  refuse: () => new ApiError(422, 'fund.trialNotUsable'),
  rules: {
    use: (actor, quota) => isMember(actor, quota.memberId),
  },
});
