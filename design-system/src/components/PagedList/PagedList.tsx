import { useEffect, useRef } from 'react';
import type { Key, ReactNode } from 'react';
import { Empty, ErrorState, Skeleton, SpinnerIcon } from '@h5/design-system';
import { listStatus } from './listStatus.ts';
import styles from './PagedList.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type PagedListProps<T> = {
  /** The rows loaded so far, every page after the other. */
  items: readonly T[];
  /** Number of rows on the server (the `total` of a paged answer). */
  total: number;
  /** A page is being fetched. */
  loading: boolean;
  /** The last fetch failed; the footer offers a retry that calls `onLoadMore`. */
  error?: unknown;
  /** Fetch the next page; called when the end of the list scrolls into view. */
  onLoadMore: () => void;
  /** Draws one row (a `Cell`, a card); each row is a list item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per row, usually its id. */
  getKey: (item: T, index: number) => Key;
  /** Shown when the list has no rows; defaults to `<Empty/>`. */
  empty?: ReactNode;
  /** How far below the viewport the next page starts loading. */
  rootMargin?: string;
};

/**
 * An infinite list: loads the next page as its end comes into view (loadmore → loading → nomore).
 * With no rows it is the whole state: a skeleton while the first page loads, `ErrorState` with a
 * retry when it failed, `empty` when there is nothing.
 */
export function PagedList<T>({
  items,
  total,
  loading,
  error,
  onLoadMore,
  renderItem,
  getKey,
  empty,
  rootMargin = '200px',
}: PagedListProps<T>) {
  const { t } = useSubPathTranslation(texts);
  const status = listStatus(items.length, total, loading);
  const failed = Boolean(error) && !loading;
  const canLoad = status === 'loadmore' && !failed;
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);

  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, rootMargin, items.length]);

  if (items.length === 0) {
    if (failed) return <ErrorState onRetry={onLoadMore} />;
    if (loading) return <Skeleton rows={3} />;
    if (status === 'nomore') return <>{empty ?? <Empty />}</>;
  }

  return (
    <div className={styles.list} aria-busy={loading || undefined}>
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div
        ref={sentinel}
        className={styles.footer}
        aria-live="polite"
        data-status={failed ? 'error' : status}
      >
        {failed ? (
          <button type="button" className={styles.footerButton} onClick={onLoadMore}>
            {t('list.loadFailedRetry')}
          </button>
        ) : status === 'loading' ? (
          <span className={styles.loading}>
            <SpinnerIcon className={styles.spinner} />
            {t('list.loading')}
          </span>
        ) : status === 'loadmore' ? (
          <button type="button" className={styles.footerButton} onClick={onLoadMore}>
            {t('list.loadMore')}
          </button>
        ) : (
          <span className={styles.noMore}>{t('list.noMore')}</span>
        )}
      </div>
    </div>
  );
}
