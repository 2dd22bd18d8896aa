import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/** A friend request: `pending`, then `passed` or `rejected` by the member it was sent to. */
export const FriendRequestSchema = defineEntity({
  name: 'FriendRequest',
  tableName: 'friend_request',
  indexes: [{ properties: ['toId', 'state', 'id'] }, { properties: ['fromId', 'toId'] }],
  properties: {
    ...baseProperties,
    fromId: p.integer(),
    toId: p.integer(),
    message: p.string().length(200).default(''),
    state: p.string().length(8),
    decidedAt: p.datetime(3).nullable(),
  },
});

export type FriendRequest = InferEntity<typeof FriendRequestSchema>;

/** Two friends: one row each way, so a member's friends are one index range. */
export const FriendshipSchema = defineEntity({
  name: 'Friendship',
  tableName: 'friendship',
  properties: {
    memberId: p.integer().primary(),
    friendId: p.integer().primary(),
    createdAt: p.datetime(3).fieldName('created_at'),
  },
});

export type Friendship = InferEntity<typeof FriendshipSchema>;

/** `memberId` blocked `blockedId`: the blocked member cannot message them nor send them requests. */
export const MemberBlockSchema = defineEntity({
  name: 'MemberBlock',
  tableName: 'member_block',
  properties: {
    memberId: p.integer().primary(),
    blockedId: p.integer().primary(),
    createdAt: p.datetime(3).fieldName('created_at'),
  },
});

export type MemberBlock = InferEntity<typeof MemberBlockSchema>;

/**
 * Something for a member to see on `pages/chat/notice`: a friend request (`friend`), a group join
 * request (`group`), a comment or a like on their post (`comment`, `like`), a plan's review (`plan`).
 * `actorId` is who did it, `refId` what it is about (the request, post or plan), `detail` the
 * little it needs to be read (JSON), `readAt` when the member saw it.
 */
export const SocialNoticeSchema = defineEntity({
  name: 'SocialNotice',
  tableName: 'social_notice',
  indexes: [{ properties: ['memberId', 'id'] }, { properties: ['memberId', 'readAt'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    topic: p.string().length(8),
    actorId: p.integer().nullable(),
    refId: p.integer().nullable(),
    detail: p.text(),
    readAt: p.datetime(3).nullable(),
  },
});

export type SocialNotice = InferEntity<typeof SocialNoticeSchema>;
