import { definePolicy, isMember } from '../../platform/policy.ts';
import { notFoundAs } from '../../platform/policy.ts';

/** Offerings are public: anyone reads them; members subscribe. */
export const offeringPolicy = definePolicy<{ id: number }>()({
  resource: 'offering',
  owned: false,
  refuse: notFoundAs('equity.notFound'),
  rules: {
    read: () => true,
  },
});

/** A holding is its member's alone: another member's id reads as one that does not exist. */
export const holdingPolicy = definePolicy<{ memberId: number }>()({
  resource: 'holding',
  owned: true,
  refuse: notFoundAs('equity.holdingNotFound'),
  rules: {
    read: (actor, holding) => isMember(actor, holding.memberId),
    change: (actor, holding) => isMember(actor, holding.memberId),
  },
});
