import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';

/** Plans are public: anyone reads them, members stake in them (the plan's own rules decide the rest). */
export const stakingPlanPolicy = definePolicy<{ id: number }>()({
  resource: 'stakingPlan',
  owned: false,
  refuse: notFoundAs('staking.planNotFound'),
  rules: {
    read: () => true,
  },
});

/** A stake is its member's alone. */
export const stakePolicy = definePolicy<{ memberId: number }>()({
  resource: 'stake',
  owned: true,
  refuse: notFoundAs('staking.stakeNotFound'),
  rules: {
    read: (actor, stake) => isMember(actor, stake.memberId),
    act: (actor, stake) => isMember(actor, stake.memberId),
  },
});
