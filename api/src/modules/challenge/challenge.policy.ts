import { definePolicy, notFoundAs } from '../../platform/policy.ts';

/** Challenges are published to every member: anyone reads them; the challenge's own rules decide who applies. */
export const challengePolicy = definePolicy<{ id: number }>()({
  resource: 'challenge',
  owned: false,
  refuse: notFoundAs('challenge.notFound'),
  rules: {
    read: () => true,
  },
});
