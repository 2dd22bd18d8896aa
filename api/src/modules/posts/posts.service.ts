import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MessageKey, MessageParams } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { STORED_NAME, type UploadService } from '../upload/upload.service.ts';
import { PostCommentSchema, PostLikeSchema, PostSchema, type Post, type PostComment } from './post.entity.ts';
import type { LikePostAnswer, PostCommentView, PostView } from './posts.contract.ts';
import {
  homepagePolicy,
  ownPostPolicy,
  postCommentPolicy,
  postImagePolicy,
  postPolicy,
} from './posts.policy.ts';
import { POST_IMAGES_MAX, type PublishPostBody } from './posts.schema.ts';
import type { PostsSocial } from './posts.social.ts';

/** The most characters (code points) of a title, a post's content and a comment. */
export const POST_LIMITS = { title: 100, content: 5000, comment: 500 } as const;

/** Control characters; line feeds are allowed where text may have lines (`\r\n` is made `\n` first). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;
const LINE_BREAK = /\n/;

/** A well-formed input outside the rules: 422 naming the field (`data.field`). */
const refuse = (field: string, key: MessageKey, params: MessageParams = {}) =>
  new ApiError(422, key, { params, data: { field } });

/**
 * Text a member wrote, as it is stored and answered: plain text (never interpreted as HTML),
 * trimmed, line breaks as `\n`, no other control characters, at most `max` characters.
 */
function plainText(
  raw: string | undefined,
  field: string,
  rules: { max: number; required: MessageKey; tooLong: MessageKey; multiline: boolean },
): string {
  const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (!value) throw refuse(field, rules.required);
  if (CONTROL.test(value) || (!rules.multiline && LINE_BREAK.test(value)))
    throw refuse(field, 'posts.controlCharacters');
  if ([...value].length > rules.max) throw refuse(field, rules.tooLong, { max: rules.max });
  return value;
}

const pageOf = (query: { page: number; rows: number }) => ({
  limit: query.rows,
  offset: (query.page - 1) * query.rows,
});

type Deps = {
  em: EntityManager;
  clock: Clock;
  dialect: Dialect;
  uploads: UploadService;
  social: PostsSocial;
};

/** The post row as the locking read answers it. */
type LockedPost = { member_id: number; deleted_at: unknown; like_count: number; comment_count: number };

/**
 * Members' posts, comments and likes (`pages/chat/issue`, `homepage`, `twxq`). A post's
 * `likeCount` and `commentCount` change only in the transaction that adds or removes the like or
 * comment row, under the post row's lock (`for update` on MySQL; libsql's transactions take the
 * database's write lock when they begin), by what that change did: they stay equal to the rows.
 */
export function createPostsService({ em, clock, dialect, uploads, social }: Deps) {
  const forUpdate = dialect === 'mysql' ? ' for update' : '';

  /**
   * Locks the post row until the transaction ends; a deleted or unknown post is refused with
   * `gone` (404 "This post does not exist" unless told otherwise).
   */
  async function lockPost(
    tx: EntityManager,
    postId: number,
    gone: () => ApiError = postPolicy.refuse,
  ): Promise<LockedPost> {
    const [row] = await queryRows<LockedPost>(
      tx,
      `select member_id, deleted_at, like_count, comment_count from post where id = ?${forUpdate}`,
      [postId],
    );
    if (!row || row.deleted_at != null) throw gone();
    return {
      ...row,
      member_id: Number(row.member_id),
      like_count: Number(row.like_count),
      comment_count: Number(row.comment_count),
    };
  }

  /** The posts as `viewerId` sees them: author cards, whether they liked each. */
  async function present(viewerId: number, posts: Post[]): Promise<PostView[]> {
    if (!posts.length) return [];
    const ids = posts.map((post) => post.id);
    const [cards, likes] = await Promise.all([
      social.memberCards(posts.map((post) => post.memberId)),
      em.fork().find(PostLikeSchema, { postId: { $in: ids }, memberId: viewerId }, { fields: ['postId'] }),
    ]);
    const liked = new Set(likes.map((like) => like.postId));
    return posts.map((post) => ({
      id: post.id,
      author: cards.get(post.memberId)!,
      title: post.title,
      content: post.content,
      images: JSON.parse(post.images) as string[],
      likeCount: post.likeCount,
      commentCount: post.commentCount,
      likedByMe: liked.has(post.id),
      createdAt: post.createdAt.toISOString(),
      mine: post.memberId === viewerId,
    }));
  }

  async function presentComments(viewerId: number, comments: PostComment[]): Promise<PostCommentView[]> {
    const cards = await social.memberCards(comments.map((comment) => comment.memberId));
    return comments.map((comment) => ({
      id: comment.id,
      postId: comment.postId,
      author: cards.get(comment.memberId)!,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      mine: comment.memberId === viewerId,
    }));
  }

  /** Whether `authorId` blocked the member: then they are hidden from them, as if they were not there. */
  const hiddenFrom = async (actor: MemberActor, authorId: number) =>
    authorId !== actor.id && (await social.isBlocked(authorId, actor.id));

  /**
   * A post the member may see, comment on and like: not deleted, and not of an author who blocked
   * them (404 for each, as for one that does not exist).
   */
  async function visiblePost(actor: MemberActor, postId: number): Promise<Post> {
    const post = await em.fork().findOne(PostSchema, { id: postId });
    authorize(actor, postPolicy, 'view', post);
    if (await hiddenFrom(actor, post.memberId)) throw postPolicy.refuse();
    return post;
  }

  /** The public paths of the member's own uploaded images, in order (another's: 422 `images`). */
  async function ownImages(actor: MemberActor, paths: string[]): Promise<string[]> {
    if (paths.length > POST_IMAGES_MAX)
      throw refuse('images', 'posts.tooManyImages', { max: POST_IMAGES_MAX });
    for (const path of paths) {
      const name = path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : '';
      const upload = STORED_NAME.test(name) ? await uploads.byPath(path) : null;
      authorize(actor, postImagePolicy, 'use', upload);
    }
    return paths;
  }

  return {
    /** Publishes the member's post: a title, content and up to nine of their own images. */
    async publish(actor: MemberActor, input: PublishPostBody): Promise<PostView> {
      const title = plainText(input.title, 'title', {
        max: POST_LIMITS.title,
        required: 'posts.titleAndContentRequired',
        tooLong: 'posts.titleTooLong',
        multiline: false,
      });
      const content = plainText(input.content, 'content', {
        max: POST_LIMITS.content,
        required: 'posts.titleAndContentRequired',
        tooLong: 'posts.contentTooLong',
        multiline: true,
      });
      const images = await ownImages(actor, input.images ?? []);
      const now = clock.now();
      const fork = em.fork();
      const post = fork.create(PostSchema, {
        memberId: actor.id,
        title,
        content,
        images: JSON.stringify(images),
        likeCount: 0,
        commentCount: 0,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await fork.flush();
      const [view] = await present(actor.id, [post]);
      return view!;
    },

    /** One member's posts (their homepage), newest first; any logged-in member may read them. */
    async list(actor: MemberActor, query: { memberId?: number | undefined; page: number; rows: number }) {
      const memberId = query.memberId ?? actor.id;
      const member = await em.fork().findOne(MemberSchema, { id: memberId }, { fields: ['id'] });
      authorize(actor, homepagePolicy, 'view', member);
      if (await hiddenFrom(actor, memberId)) throw homepagePolicy.refuse();
      const [posts, total] = await em
        .fork()
        .findAndCount(
          PostSchema,
          { memberId, deletedAt: null },
          { orderBy: { id: 'desc' }, ...pageOf(query) },
        );
      return { list: await present(actor.id, posts), total };
    },

    /** The member's own and their friends' posts, newest first. */
    async feed(actor: MemberActor, query: { page: number; rows: number }) {
      const authors = [actor.id, ...(await social.friendIds(actor.id))];
      const [posts, total] = await em
        .fork()
        .findAndCount(
          PostSchema,
          { memberId: { $in: authors }, deletedAt: null },
          { orderBy: { id: 'desc' }, ...pageOf(query) },
        );
      return { list: await present(actor.id, posts), total };
    },

    async detail(actor: MemberActor, postId: number): Promise<PostView> {
      const [view] = await present(actor.id, [await visiblePost(actor, postId)]);
      return view!;
    },

    /** Deletes the author's post: gone from every list; its detail answers 404. */
    async delete(actor: MemberActor, postId: number): Promise<{ postId: number }> {
      const fork = em.fork();
      const post = await fork.findOne(PostSchema, { id: postId });
      authorize(actor, ownPostPolicy, 'delete', post);
      const now = clock.now();
      const deleted = await fork.nativeUpdate(
        PostSchema,
        { id: postId, memberId: actor.id, deletedAt: null },
        { deletedAt: now, updatedAt: now },
      );
      if (deleted !== 1) throw ownPostPolicy.refuse();
      return { postId };
    },

    /** Comments on a post; its author hears of it (unless it is theirs). */
    async comment(actor: MemberActor, postId: number, raw: string | undefined) {
      const content = plainText(raw, 'content', {
        max: POST_LIMITS.comment,
        required: 'posts.commentEmpty',
        tooLong: 'posts.commentTooLong',
        multiline: true,
      });
      const post = await visiblePost(actor, postId);
      const now = clock.now();
      const { comment, commentCount } = await em.fork().transactional(async (tx) => {
        const locked = await lockPost(tx, postId);
        const created = tx.create(PostCommentSchema, {
          postId,
          memberId: actor.id,
          content,
          deletedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await tx.flush();
        await runStatement(tx, 'update post set comment_count = comment_count + 1 where id = ?', [postId]);
        // The author hears of it once it commits (never of one rolled back); of their own, never.
        if (post.memberId !== actor.id)
          await social.notify(tx, {
            memberId: post.memberId,
            actorId: actor.id,
            topic: 'comment',
            refId: created.id,
            detail: { postId, excerpt: [...content].slice(0, 50).join('') },
          });
        return { comment: created, commentCount: locked.comment_count + 1 };
      });
      const [view] = await presentComments(actor.id, [comment]);
      return { comment: view!, commentCount };
    },

    /** A post's comments, oldest first. */
    async comments(actor: MemberActor, query: { postId: number; page: number; rows: number }) {
      await visiblePost(actor, query.postId);
      const [comments, total] = await em
        .fork()
        .findAndCount(
          PostCommentSchema,
          { postId: query.postId, deletedAt: null },
          { orderBy: { id: 'asc' }, ...pageOf(query) },
        );
      return { list: await presentComments(actor.id, comments), total };
    },

    /** Deletes a comment: its author, or the post's author, may. */
    async deleteComment(actor: MemberActor, commentId: number) {
      const fork = em.fork();
      const comment = await fork.findOne(PostCommentSchema, { id: commentId });
      const post = comment && (await fork.findOne(PostSchema, { id: comment.postId }));
      authorize(actor, postCommentPolicy, 'delete', comment && post ? { ...comment, post } : null);
      const now = clock.now();
      const commentCount = await fork.transactional(async (tx) => {
        const locked = await lockPost(tx, comment!.postId, postCommentPolicy.refuse);
        const deleted = await tx.nativeUpdate(
          PostCommentSchema,
          { id: commentId, deletedAt: null },
          { deletedAt: now, updatedAt: now },
        );
        if (deleted !== 1) throw postCommentPolicy.refuse();
        await runStatement(tx, 'update post set comment_count = comment_count - 1 where id = ?', [
          comment!.postId,
        ]);
        return locked.comment_count - 1;
      });
      return { commentId, commentCount };
    },

    /**
     * Toggles the member's like: one per member (the key), taken back by the same call. Liking
     * tells the author.
     */
    async like(actor: MemberActor, postId: number): Promise<LikePostAnswer> {
      const post = await visiblePost(actor, postId);
      return em.fork().transactional(async (tx) => {
        const locked = await lockPost(tx, postId);
        const removed = await tx.nativeDelete(PostLikeSchema, { postId, memberId: actor.id });
        if (!removed) await tx.insert(PostLikeSchema, { postId, memberId: actor.id, createdAt: clock.now() });
        const delta = removed ? -1 : 1;
        await runStatement(tx, 'update post set like_count = like_count + ? where id = ?', [delta, postId]);
        // Liking someone else's post tells them; taking the like back tells nobody.
        if (!removed && post.memberId !== actor.id)
          await social.notify(tx, {
            memberId: post.memberId,
            actorId: actor.id,
            topic: 'like',
            refId: postId,
            detail: { postId },
          });
        return { postId, liked: !removed, likeCount: locked.like_count + delta };
      });
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
