import type { ReactNode } from 'react';
import { Avatar } from '@h5/design-system/Avatar';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import { navigation } from '@h5/platform';
import type { PostAuthor } from '@h5/api/contract/posts';
import styles from './posts.module.css';

type Props = {
  author: PostAuthor;
  createdAt: string;
  /** Opens the author's homepage (not on their own homepage, where it would open itself). */
  linked?: boolean;
  /** After the time: an action on what they wrote (delete a comment). */
  action?: ReactNode;
};

/** Who wrote a post or a comment, and when; a tap opens their homepage. */
export function AuthorLine({ author, createdAt, linked = true, action }: Props) {
  const who = (
    <>
      <Avatar name={author.name} src={author.avatar ?? undefined} size="sm" decorative />
      <span className={styles.authorName}>{author.name}</span>
    </>
  );
  return (
    <div className={styles.authorLine}>
      {linked ? (
        <button
          type="button"
          className={styles.authorButton}
          onClick={() => navigation.navigate(`pages/chat/homepage?memberId=${author.id}`)}
        >
          {who}
        </button>
      ) : (
        <span className={styles.authorButton}>{who}</span>
      )}
      <span className={styles.authorEnd}>
        <RelativeTime className={styles.time} value={createdAt} />
        {action}
      </span>
    </div>
  );
}
