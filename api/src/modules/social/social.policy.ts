import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';
import type { FriendRequest, SocialNotice } from './social.entity.ts';

/**
 * A friend request is decided by the member it was sent to, and nobody else: its sender and every
 * other member are told it does not exist (404), as for an id that was never used.
 */
export const friendRequestPolicy = definePolicy<Pick<FriendRequest, 'toId'>>()({
  resource: 'friendRequest',
  owned: true,
  refuse: notFoundAs('social.requestNotFound'),
  rules: {
    decide: (actor, request) => isMember(actor, request.toId),
  },
});

/** A notice is its member's to read. */
export const socialNoticePolicy = definePolicy<Pick<SocialNotice, 'memberId'>>()({
  resource: 'socialNotice',
  owned: true,
  refuse: notFoundAs('social.noticeNotFound'),
  rules: {
    read: (actor, notice) => isMember(actor, notice.memberId),
  },
});
