// The `/chat/post/*` calls of the posts pages (issue, homepage, twxq) and the picture upload. Shapes
// are the posts module's contract (`@h5/api/contract/posts`), so a change there shows here as a type
// error. Silent: each page shows a refusal where it belongs (beside the field, on the button).
import { api } from '@h5/platform';
import type {
  CommentPostAnswer,
  DeleteCommentAnswer,
  DeletePostAnswer,
  LikePostAnswer,
  PostCommentsAnswer,
  PostListAnswer,
  PostView,
  PublishPostInput,
} from '@h5/api/contract/posts';

const postCall = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  api.post<T>(`/chat/post/${path}`, body, { silent: true });

/** Publishes a post; a refusal is 422 with `data.field` (`title`, `content`, `images`). */
export const publishPost = (input: PublishPostInput): Promise<PostView> =>
  postCall<PostView>('publish', input);

/** A member's posts, newest first (the caller's own without `memberId`). */
export const fetchMemberPosts = (memberId: number | undefined, page: number, rows: number) =>
  postCall<PostListAnswer>('list', { memberId, page, rows });

export const fetchPost = (postId: number): Promise<PostView> => postCall<PostView>('detail', { postId });

export const deletePost = (postId: number): Promise<DeletePostAnswer> =>
  postCall<DeletePostAnswer>('delete', { postId });

/** Likes the post, or takes the like back: the answer says which, with the exact count. */
export const toggleLike = (postId: number): Promise<LikePostAnswer> =>
  postCall<LikePostAnswer>('like', { postId });

/** A post's comments, oldest first. */
export const fetchComments = (postId: number, page: number, rows: number) =>
  postCall<PostCommentsAnswer>('comments', { postId, page, rows });

export const commentOnPost = (postId: number, content: string): Promise<CommentPostAnswer> =>
  postCall<CommentPostAnswer>('comment', { postId, content });

export const deleteComment = (commentId: number): Promise<DeleteCommentAnswer> =>
  postCall<DeleteCommentAnswer>('deleteComment', { commentId });

/** One picture of a post, through the platform's image upload (10 MB, checked again by the server). */
export const uploadPostImage = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  api.upload<{ path: string }>('/Upload/image', file, { onProgress, silent: true }).then((data) => data.path);
