import { useTranslation } from 'react-i18next';
import styles from './Skeleton.module.css';

export type SkeletonProps = {
  /** Number of text lines; the last one is shorter, as a paragraph's is. */
  rows?: number;
  /** Show a round avatar placeholder (a list of people, a notice with a picture). */
  avatar?: boolean;
  /** Show a wider title line above the rows. */
  title?: boolean;
};

/**
 * Placeholder with a shimmer while content loads, named "Loading content" for screen readers;
 * still when the member prefers reduced motion.
 */
export function Skeleton({ rows = 3, avatar = false, title = true }: SkeletonProps) {
  const { t } = useTranslation('ds');
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('skeleton.label')}>
      {avatar && <div className={`${styles.block} ${styles.avatar}`} />}
      <div className={styles.lines}>
        {title && <div className={`${styles.block} ${styles.title}`} />}
        {Array.from({ length: Math.max(0, rows) }, (_, index) => (
          <div key={index} className={`${styles.block} ${styles.row}`} />
        ))}
      </div>
    </div>
  );
}
