import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.entity.ts';

/**
 * A member's post: a title, its content and up to nine images (public upload paths, a JSON
 * array). `likeCount` and `commentCount` are kept with each like and comment under this row's
 * lock, so they stay exact under concurrency. Deleted by its author: `deletedAt`, gone from lists.
 */
export const PostSchema = defineEntity({
  name: 'Post',
  tableName: 'post',
  indexes: [{ properties: ['memberId', 'id'] }],
  properties: {
    ...baseProperties,
    memberId: p.integer(),
    title: p.string().length(100),
    content: p.text(),
    images: p.text(),
    likeCount: p.integer().default(0),
    commentCount: p.integer().default(0),
    deletedAt: p.datetime(3).nullable(),
  },
});

export type Post = InferEntity<typeof PostSchema>;

/** A comment on a post; deleted by its author (`deletedAt`). */
export const PostCommentSchema = defineEntity({
  name: 'PostComment',
  tableName: 'post_comment',
  indexes: [{ properties: ['postId', 'id'] }],
  properties: {
    ...baseProperties,
    postId: p.integer(),
    memberId: p.integer(),
    content: p.string().length(500),
    deletedAt: p.datetime(3).nullable(),
  },
});

export type PostComment = InferEntity<typeof PostCommentSchema>;

/** One member's like of a post: at most one (the key), removed when they take it back. */
export const PostLikeSchema = defineEntity({
  name: 'PostLike',
  tableName: 'post_like',
  properties: {
    postId: p.integer().primary(),
    memberId: p.integer().primary(),
    createdAt: p.datetime(3).fieldName('created_at'),
  },
});

export type PostLike = InferEntity<typeof PostLikeSchema>;
