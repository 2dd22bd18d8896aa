import { definePolicy, notFoundAs } from '../../platform/policy.ts';

/** Announcements are public: anyone reads a published one. */
export const noticePolicy = definePolicy<{ id: number }>()({
  resource: 'notice',
  owned: false,
  refuse: notFoundAs('errors.noticeNotFound'),
  rules: { read: () => true },
});
