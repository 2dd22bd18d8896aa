import { useTranslation } from 'react-i18next';
import { CommentIcon } from '@h5/design-system/Icons';
import { ImageGrid } from '@h5/design-system/ImageGrid';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import { navigation } from '@h5/platform';
import type { PostView } from '@h5/api/contract/posts';
import styles from './posts.module.css';

/** A post in a member's homepage: title, the start of its text, its pictures, likes and comments. */
export function PostCard({ post }: { post: PostView }) {
  const { t } = useTranslation('chat');
  const open = () => navigation.navigate(`pages/chat/twxq?id=${post.id}`);
  return (
    <article className={styles.postCard} data-testid="post-card" data-id={post.id}>
      <button type="button" className={styles.postOpen} onClick={open}>
        <h3 className={styles.postCardTitle}>{post.title}</h3>
        <p className={styles.postExcerpt}>{post.content}</p>
      </button>
      <ImageGrid images={post.images} compact />
      <div className={styles.postMeta}>
        <RelativeTime value={post.createdAt} />
        <span className={styles.counts}>
          <span>{t('posts.likes', { count: post.likeCount })}</span>
          <span className={styles.countWithIcon}>
            <CommentIcon aria-hidden="true" />
            {t('posts.comments', { count: post.commentCount })}
          </span>
        </span>
      </div>
    </article>
  );
}
