import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import type { CommentPostAnswer } from '@h5/api/contract/posts';
import { commentOnPost } from '../../api/postsApi.ts';
import { POST_LIMITS } from '../../utils/postDraft.ts';
import styles from './posts.module.css';

type Props = {
  postId: number;
  /** Receives the stored comment and the post's exact comment count. */
  onCommented: (answer: CommentPostAnswer) => void;
};

/**
 * The comment box at the bottom of a post: an empty comment is refused before it is sent (spec §5
 * "comment cannot be empty"), and the server's refusal is shown in the same place.
 */
export function CommentComposer({ postId, onCommented }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = () => {
    if (!text.trim()) {
      setError(t('posts.commentEmpty'));
      return;
    }
    setSending(true);
    setError(null);
    commentOnPost(postId, text)
      .then((answer) => {
        setText('');
        onCommented(answer);
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : t('posts.failed')))
      .finally(() => setSending(false));
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid="comment-composer"
    >
      <div className={styles.composerRow}>
        <input
          className={styles.composerInput}
          value={text}
          maxLength={POST_LIMITS.comment}
          placeholder={t('posts.commentPlaceholder')}
          aria-label={t('posts.commentLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby="comment-error"
          enterKeyHint="send"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          data-testid="comment-input"
        />
        <Button type="submit" size="sm" loading={sending} data-testid="comment-send">
          {t('posts.send')}
        </Button>
      </div>
      <p id="comment-error" className={styles.composerError} aria-live="polite">
        {error}
      </p>
    </form>
  );
}
