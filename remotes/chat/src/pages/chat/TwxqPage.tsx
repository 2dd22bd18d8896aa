import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, showConfirm, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { CommentIcon } from '@h5/design-system/Icons';
import { ImageGrid } from '@h5/design-system/ImageGrid';
import { PagedList } from '@h5/design-system/PagedList';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { PostCommentView, PostView } from '@h5/api/contract/posts';
import { deleteComment, deletePost, fetchComments, fetchPost } from '../../api/postsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { AuthorLine } from '../../components/posts/AuthorLine.tsx';
import { CommentComposer } from '../../components/posts/CommentComposer.tsx';
import { CommentRow } from '../../components/posts/CommentRow.tsx';
import { LikeButton } from '../../components/posts/LikeButton.tsx';
import styles from '../../components/posts/posts.module.css';

/** Rows a page (spec §9). */
const PAGE_SIZE = 20;
const byId = (comment: PostCommentView) => comment.id;
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A post (`pages/chat/twxq?id=`): who wrote it and when, its title, its text as written (plain text,
 * never HTML), its pictures (a tap opens the viewer), likes and comments; the author deletes it, and
 * each comment's author (or the post's) deletes the comment, after a confirmation.
 */
export function TwxqPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const id = Number(params.id);
  return (
    <ChatFrame title={t('posts.detailTitle')} backTo="pages/chat/homepage">
      {Number.isInteger(id) && id > 0 ? <PostDetail id={id} /> : <Empty title={t('posts.notFound')} />}
    </ChatFrame>
  );
}

function PostDetail({ id }: { id: number }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const loaded = useAsyncData(`post:${id}:${lang}`, () => fetchPost(id));
  // Likes and comment counts change here without loading the post again.
  const [changed, setChanged] = useState<PostView | null>(null);
  const post = changed?.id === id ? changed : (loaded.data ?? loaded.latest);
  if (!post) {
    return (
      <Pending
        load={loaded}
        failureTitle={t('posts.loadFailed')}
        notFound={t('posts.notFound')}
        avatar
        title
        rows={4}
      />
    );
  }
  return <PostBody key={post.id} post={post} onChange={setChanged} />;
}

function PostBody({ post, onChange }: { post: PostView; onChange: (post: PostView) => void }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const comments = usePagedList((page, rows) => fetchComments(post.id, page, rows), {
    key: `${lang}:${post.id}`,
    rows: PAGE_SIZE,
    getKey: byId,
  });
  // The member's own new comments, shown at once at the end; a page that brings one takes its place.
  const [added, setAdded] = useState<PostCommentView[]>([]);
  const loaded = new Set(comments.items.map(byId));
  const extra = added.filter((comment) => !loaded.has(comment.id));

  const removePost = async () => {
    const sure = await showConfirm({
      title: t('posts.deleteTitle'),
      message: t('posts.deleteMessage'),
      confirmLabel: t('posts.delete'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await deletePost(post.id);
      toast.show(t('posts.deleted'));
      navigation.redirect('pages/chat/homepage');
    } catch (error) {
      toast.error(messageOf(error, t('posts.failed')));
    }
  };

  const removeComment = async (comment: PostCommentView) => {
    const sure = await showConfirm({
      title: t('posts.deleteCommentTitle'),
      message: t('posts.deleteCommentMessage'),
      confirmLabel: t('posts.deleteComment'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      const answer = await deleteComment(comment.id);
      onChange({ ...post, commentCount: answer.commentCount });
      setAdded((list) => list.filter((item) => item.id !== comment.id));
      comments.reload();
    } catch (error) {
      toast.error(messageOf(error, t('posts.failed')));
    }
  };

  return (
    <div className={styles.detailPage}>
      <Card
        as="article"
        className={styles.detail}
        aria-labelledby="post-title"
        data-testid="post-detail"
        data-id={post.id}
      >
        <AuthorLine author={post.author} createdAt={post.createdAt} />
        <h2 id="post-title" className={styles.detailTitle}>
          {post.title}
        </h2>
        <p className={styles.detailContent} data-testid="post-content">
          {post.content}
        </p>
        <ImageGrid images={post.images} data-testid="post-images" />
        <div className={styles.actions}>
          <LikeButton
            postId={post.id}
            liked={post.likedByMe}
            count={post.likeCount}
            onChange={({ liked, likeCount }) => onChange({ ...post, likedByMe: liked, likeCount })}
          />
          <span className={styles.action} data-testid="post-comment-count" data-count={post.commentCount}>
            <CommentIcon aria-hidden="true" />
            {t('posts.comments', { count: post.commentCount })}
          </span>
          {post.mine && (
            <button
              type="button"
              className={`${styles.textButton} ${styles.actionsEnd}`}
              onClick={() => void removePost()}
              data-testid="post-delete"
            >
              {t('posts.delete')}
            </button>
          )}
        </div>
      </Card>
      <h2 className={styles.sectionHead}>{t('posts.commentsTitle')}</h2>
      <div className={styles.comments} data-testid="post-comments">
        <PagedList
          {...pagedListProps(comments)}
          items={[...comments.items, ...extra]}
          total={comments.total + extra.length}
          getKey={byId}
          empty={<Empty title={t('posts.noComments')} description={t('posts.noCommentsHint')} />}
          renderItem={(comment: PostCommentView) => (
            <CommentRow
              comment={comment}
              canDelete={comment.mine || post.mine}
              onDelete={(chosen) => void removeComment(chosen)}
            />
          )}
        />
      </div>
      <CommentComposer
        postId={post.id}
        onCommented={({ comment, commentCount }) => {
          onChange({ ...post, commentCount });
          setAdded((list) => [...list, comment]);
        }}
      />
    </div>
  );
}
