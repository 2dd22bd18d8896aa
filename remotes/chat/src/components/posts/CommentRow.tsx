import { useTranslation } from 'react-i18next';
import type { PostCommentView } from '@h5/api/contract/posts';
import { AuthorLine } from './AuthorLine.tsx';
import styles from './posts.module.css';

type Props = {
  comment: PostCommentView;
  /** The comment's author or the post's author may delete it. */
  canDelete: boolean;
  onDelete: (comment: PostCommentView) => void;
};

/** One comment: who, when, the text as they wrote it (plain text), and delete when allowed. */
export function CommentRow({ comment, canDelete, onDelete }: Props) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.comment} data-testid="post-comment" data-id={comment.id}>
      <AuthorLine
        author={comment.author}
        createdAt={comment.createdAt}
        action={
          canDelete && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => onDelete(comment)}
              data-testid="comment-delete"
            >
              {t('posts.deleteComment')}
            </button>
          )
        }
      />
      <p className={styles.commentText}>{comment.content}</p>
    </div>
  );
}
