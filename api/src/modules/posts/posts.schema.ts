import { z } from 'zod';
import { id, optional, paging, paramRegistry } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

/** The most images a post carries. */
export const POST_IMAGES_MAX = 9;

/**
 * Text a member wrote. Its rules (required, length in characters, no control characters) are the
 * service's, refused with `data.field` naming the field; the schema only bounds the size of what
 * is read. Absent, null or blank is "not given", which the service refuses with the spec's message.
 */
const written = (max: number) => optional(z.string().max(max * 4));

/**
 * The post's images: public paths of the member's own uploads (`/uploads/<name>` from
 * POST /api/Upload/image). One path alone is taken as a list of one (a form sends one value).
 * Named the `postImage` resource: another member's upload is refused as an image of the post.
 */
const postImages = () => {
  const schema = z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string().max(200)).max(50, message('posts.tooManyImages')).optional(),
  );
  paramRegistry.add(schema, { param: 'id', resource: 'postImage' });
  return schema;
};

/** `POST /chat/post/publish` (`PublishPostInput`). */
export const PublishPostSchema = z.object({
  title: written(100),
  content: written(5000),
  images: postImages(),
});

export type PublishPostBody = z.output<typeof PublishPostSchema>;

/** `POST /chat/post/list`: a member's homepage (the caller's own when `memberId` is absent). */
export const PostListSchema = z.object({ memberId: optional(id('homepage')), ...paging });

/** `POST /chat/post/feed` */
export const PostFeedSchema = z.object(paging);

/** `POST /chat/post/detail`, `/chat/post/like`: any post a member may see. */
export const PostIdSchema = z.object({ postId: id('post') });

/** `POST /chat/post/delete`: the author's own post. */
export const DeletePostSchema = z.object({ postId: id('ownPost') });

/** `POST /chat/post/comment` */
export const CommentPostSchema = z.object({ postId: id('post'), content: written(500) });

/** `POST /chat/post/comments`: oldest first. */
export const PostCommentsSchema = z.object({ postId: id('post'), ...paging });

/** `POST /chat/post/deleteComment`: the comment's author or the post's author. */
export const DeleteCommentSchema = z.object({ commentId: id('postComment') });
