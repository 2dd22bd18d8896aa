import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';
import type { Upload } from '../upload/upload.entity.ts';
import type { Post, PostComment } from './post.entity.ts';

/**
 * A post that is not deleted is any logged-in member's to read, comment on and like (but for a
 * member its author blocked: the service hides it from them); a deleted one is nobody's (404, as
 * one that never was).
 */
export const postPolicy = definePolicy<Pick<Post, 'deletedAt'>>()({
  resource: 'post',
  owned: false,
  refuse: notFoundAs('posts.notFound'),
  rules: {
    view: (actor, post) => actor.kind === 'member' && post.deletedAt == null,
  },
});

/** A member's homepage: any logged-in member may read anyone's (but one who blocked them). */
export const homepagePolicy = definePolicy<{ id: number }>()({
  resource: 'homepage',
  owned: false,
  refuse: notFoundAs('posts.memberNotFound'),
  rules: {
    view: (actor) => actor.kind === 'member',
  },
});

/** Only its author deletes a post (another member's post id: 404, nothing changed). */
export const ownPostPolicy = definePolicy<Pick<Post, 'memberId' | 'deletedAt'>>()({
  resource: 'ownPost',
  owned: true,
  refuse: notFoundAs('posts.notFound'),
  rules: {
    delete: (actor, post) => post.deletedAt == null && isMember(actor, post.memberId),
  },
});

/** A comment with the author of its post: the comment's author or the post's author delete it. */
export type CommentWithPost = Pick<PostComment, 'memberId' | 'deletedAt'> & {
  post: Pick<Post, 'memberId' | 'deletedAt'>;
};

export const postCommentPolicy = definePolicy<CommentWithPost>()({
  resource: 'postComment',
  owned: true,
  refuse: notFoundAs('posts.commentNotFound'),
  rules: {
    delete: (actor, comment) =>
      comment.deletedAt == null &&
      comment.post.deletedAt == null &&
      (isMember(actor, comment.memberId) || isMember(actor, comment.post.memberId)),
  },
});

/** A post's image is a public image the member uploaded themself. */
export const postImagePolicy = definePolicy<Pick<Upload, 'memberId'>>()({
  resource: 'postImage',
  owned: true,
  refuse: () => new ApiError(422, 'posts.imageInvalid', { data: { field: 'images' } }),
  rules: {
    use: (actor, upload) => upload.memberId != null && isMember(actor, upload.memberId),
  },
});
