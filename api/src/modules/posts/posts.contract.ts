// Wire types of the posts module (`@h5/api/contract/posts`), shared with the front end. Types only.
// Members' posts (`pages/chat/issue`, `homepage`, `twxq`): a title, content and up to nine images,
// with comments and likes. Every text is plain text: the pages render it as text, never as HTML.
import type { Paged } from '../../contract/index.ts';

/** Who wrote a post or a comment: the member's card. `avatar` is a public path or null. */
export type PostAuthor = { id: number; name: string; avatar: string | null };

/** A post as any logged-in member sees it (lists, feed, detail, the answer of a publish). */
export type PostView = {
  id: number;
  author: PostAuthor;
  title: string;
  content: string;
  /** Public image paths (`/uploads/<name>`), in the order the author chose; at most nine. */
  images: string[];
  likeCount: number;
  commentCount: number;
  /** Whether the member asking has liked it. */
  likedByMe: boolean;
  createdAt: string;
  /** Whether the member asking wrote it (may delete it). */
  mine: boolean;
};

/** A comment on a post. `mine`: written by the member asking (may delete it). */
export type PostCommentView = {
  id: number;
  postId: number;
  author: PostAuthor;
  content: string;
  createdAt: string;
  mine: boolean;
};

/**
 * POST /chat/post/publish (member): `title` 1–100 characters, `content` 1–5000 (trimmed; control
 * characters other than line breaks refused), `images` at most nine public image paths
 * (`/uploads/<name>` from POST /api/Upload/image) the member uploaded themself.
 * Refusals are 422 with `data.field` naming the field. Answers the new `PostView`.
 */
export type PublishPostInput = { title: string; content: string; images?: string[] };

/**
 * POST /chat/post/list (member): one member's homepage, newest first (`Paged<PostView>`).
 * Any logged-in member may read any member's homepage; `memberId` absent = the member's own.
 */
export type PostListInput = { memberId?: number; page?: number; rows?: number };

/** POST /chat/post/feed (member): the member's own and their friends' posts, newest first. */
export type PostFeedInput = { page?: number; rows?: number };

export type PostListAnswer = Paged<PostView>;

/** POST /chat/post/detail → `PostView`; a deleted or unknown post is 404 `posts.notFound`. */
export type PostIdInput = { postId: number };

/** POST /chat/post/delete (the author only) → `{ postId }`. */
export type DeletePostAnswer = { postId: number };

/**
 * POST /chat/post/comment: `content` 1–500 characters (the spec's "comment cannot be empty").
 * Answers the new comment and the post's exact `commentCount`.
 */
export type CommentPostInput = { postId: number; content: string };
export type CommentPostAnswer = { comment: PostCommentView; commentCount: number };

/** POST /chat/post/comments: a post's comments, oldest first (`Paged<PostCommentView>`). */
export type PostCommentsInput = { postId: number; page?: number; rows?: number };
export type PostCommentsAnswer = Paged<PostCommentView>;

/**
 * POST /chat/post/deleteComment: by the comment's author or the post's author →
 * `{ commentId, commentCount }` (the post's exact count after it).
 */
export type DeleteCommentInput = { commentId: number };
export type DeleteCommentAnswer = { commentId: number; commentCount: number };

/** POST /chat/post/like: toggles the member's like → whether it is now liked and the exact count. */
export type LikePostAnswer = { postId: number; liked: boolean; likeCount: number };
