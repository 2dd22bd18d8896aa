import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A group: its conversation (`chat_conversation` of kind `group`, whose `chat_member` rows are the
 * group's members with their roles), name, avatar (a public upload), introduction and join mode
 * (`free`: anyone joins at once; `approval`: an admin decides each request). Dissolved by its owner:
 * kept for the record, closed to everything.
 */
export const ChatGroupSchema = defineEntity({
  name: 'ChatGroup',
  tableName: 'chat_group',
  properties: {
    conversationId: p.integer().primary(),
    ownerId: p.integer().index(),
    name: p.string().length(40),
    avatar: p.string().length(64).nullable(),
    introduction: p.string().length(500).default(''),
    joinMode: p.string().length(8).default('free'),
    dissolvedAt: p.datetime(3).nullable(),
    createdAt: p
      .datetime(3)
      .onCreate(() => new Date())
      .fieldName('created_at'),
  },
});

export type ChatGroup = InferEntity<typeof ChatGroupSchema>;

/**
 * A request to join a group in approval mode, or a member's invitation into one: `pending`, then
 * `passed` or `rejected` by an admin or the owner (`decidedBy`).
 */
export const ChatGroupRequestSchema = defineEntity({
  name: 'ChatGroupRequest',
  tableName: 'chat_group_request',
  indexes: [{ properties: ['conversationId', 'state', 'id'] }, { properties: ['memberId', 'id'] }],
  properties: {
    ...baseProperties,
    conversationId: p.integer(),
    memberId: p.integer(),
    invitedBy: p.integer().nullable(),
    message: p.string().length(200).default(''),
    state: p.string().length(8),
    decidedBy: p.integer().nullable(),
    decidedAt: p.datetime(3).nullable(),
  },
});

export type ChatGroupRequest = InferEntity<typeof ChatGroupRequestSchema>;
