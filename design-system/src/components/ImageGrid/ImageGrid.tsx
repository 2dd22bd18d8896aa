import { useState } from 'react';
import { ImageViewer } from '@h5/design-system/ImageViewer';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { gridColumns } from './gridColumns.ts';
import { texts } from './texts.ts';
import styles from './ImageGrid.module.css';

export type ImageGridProps = {
  /** The pictures' URLs, in order (a post's: up to nine). */
  images: readonly string[];
  /**
   * What picture `index` (0-based) shows, for screen readers; "Picture 2 of 5" when omitted (a
   * member's own photos say nothing more that the page knows).
   */
  alt?: (index: number) => string;
  /** Smaller thumbnails, for a list of posts; the detail shows them full width. */
  compact?: boolean;
  className?: string;
  'data-testid'?: string;
};

/**
 * A post's pictures, read only: one alone and larger, two and four in two columns, the others in a
 * 3×3 grid, each cut to a square; a tap opens them all in the `ImageViewer` at the one tapped.
 */
export function ImageGrid({
  images,
  alt,
  compact = false,
  className,
  'data-testid': testId,
}: ImageGridProps) {
  const { t } = useSubPathTranslation(texts);
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return null;
  const total = images.length;
  const describe = (index: number) => alt?.(index) ?? t('imageGrid.picture', { index: index + 1, total });
  return (
    <>
      <ul
        className={cx(styles.grid, compact && styles.compact, className)}
        data-columns={gridColumns(total)}
        data-testid={testId}
      >
        {images.map((src, index) => (
          <li key={`${index}:${src}`} className={styles.cell}>
            <button
              type="button"
              className={styles.button}
              aria-label={t('imageGrid.open', { index: index + 1, total })}
              onClick={() => setViewing(index)}
            >
              <img className={styles.image} src={src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer
        images={images.map((src, index) => ({ src, alt: describe(index) }))}
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        startIndex={viewing ?? 0}
      />
    </>
  );
}
