import { definePolicy, notFoundAs } from '../../platform/policy.ts';

/** Announcements are public: anyone reads a published one. */
export const noticePolicy = definePolicy<{ id: number }>()({
  resource: 'notice',
  owned: false,
  refuse: notFoundAs('errors.noticeNotFound'),
  rules: { read: () => true },
});

/** Articles are public once published; an unpublished one does not exist for members. */
export const articlePolicy = definePolicy<{ id: number }>()({
  resource: 'article',
  owned: false,
  refuse: notFoundAs('content.articleNotFound'),
  rules: { read: () => true },
});

/** Gallery items are public once published. */
export const mediaPolicy = definePolicy<{ id: number }>()({
  resource: 'media',
  owned: false,
  refuse: notFoundAs('content.mediaNotFound'),
  rules: { read: () => true },
});
