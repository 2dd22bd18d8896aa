import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@h5/design-system';
import { HeartIcon } from '@h5/design-system/Icons';
import type { LikePostAnswer } from '@h5/api/contract/posts';
import { toggleLike } from '../../api/postsApi.ts';
import styles from './posts.module.css';

type Props = {
  postId: number;
  liked: boolean;
  count: number;
  /** Receives the server's answer: whether it is liked now and the exact count. */
  onChange: (answer: LikePostAnswer) => void;
};

/** Likes a post or takes the like back; the count is the server's, never guessed. */
export function LikeButton({ postId, liked, count, onChange }: Props) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const press = () => {
    if (busy) return;
    setBusy(true);
    toggleLike(postId)
      .then(onChange, (error: unknown) =>
        toast.error(error instanceof Error ? error.message : t('posts.failed')),
      )
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={liked ? `${styles.action} ${styles.liked}` : styles.action}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      aria-label={t('posts.like', { count })}
      onClick={press}
      data-testid="post-like"
      data-count={count}
    >
      <HeartIcon fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
