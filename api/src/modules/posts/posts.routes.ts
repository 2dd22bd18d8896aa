import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type {
  CommentPostAnswer,
  DeleteCommentAnswer,
  DeletePostAnswer,
  LikePostAnswer,
  PostCommentsAnswer,
  PostListAnswer,
  PostView,
} from './posts.contract.ts';
import {
  CommentPostSchema,
  DeleteCommentSchema,
  DeletePostSchema,
  PostCommentsSchema,
  PostFeedSchema,
  PostIdSchema,
  PostListSchema,
  PublishPostSchema,
} from './posts.schema.ts';
import type { PostsService } from './posts.service.ts';

/** Members' posts, comments and likes (`pages/chat/issue`, `homepage`, `twxq`); every route a member's. */
export const postRoutes = (posts: PostsService) =>
  defineRoutes('/chat/post', (route) => {
    const member = guard.member;

    route.post('/publish', { guard: member, body: PublishPostSchema }, async (ctx, { actor, body }) => {
      const answer: PostView = await posts.publish(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/list', { guard: member, body: PostListSchema }, async (ctx, { actor, body }) => {
      const answer: PostListAnswer = await posts.list(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/feed', { guard: member, body: PostFeedSchema }, async (ctx, { actor, body }) => {
      const answer: PostListAnswer = await posts.feed(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/detail', { guard: member, body: PostIdSchema }, async (ctx, { actor, body }) => {
      const answer: PostView = await posts.detail(actor, body.postId);
      sendOk(ctx, answer);
    });

    route.post('/delete', { guard: member, body: DeletePostSchema }, async (ctx, { actor, body }) => {
      const answer: DeletePostAnswer = await posts.delete(actor, body.postId);
      sendOk(ctx, answer);
    });

    route.post('/comment', { guard: member, body: CommentPostSchema }, async (ctx, { actor, body }) => {
      const answer: CommentPostAnswer = await posts.comment(actor, body.postId, body.content);
      sendOk(ctx, answer);
    });

    route.post('/comments', { guard: member, body: PostCommentsSchema }, async (ctx, { actor, body }) => {
      const answer: PostCommentsAnswer = await posts.comments(actor, body);
      sendOk(ctx, answer);
    });

    route.post(
      '/deleteComment',
      { guard: member, body: DeleteCommentSchema },
      async (ctx, { actor, body }) => {
        const answer: DeleteCommentAnswer = await posts.deleteComment(actor, body.commentId);
        sendOk(ctx, answer);
      },
    );

    route.post('/like', { guard: member, body: PostIdSchema }, async (ctx, { actor, body }) => {
      const answer: LikePostAnswer = await posts.like(actor, body.postId);
      sendOk(ctx, answer);
    });
  });
