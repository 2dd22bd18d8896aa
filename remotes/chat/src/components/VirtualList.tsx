import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Button, SpinnerIcon } from '@h5/design-system';
import styles from './VirtualList.module.css';

/** A list of one page says nothing at its end: that it ends is plain to see. */
const SHORT_LIST = 20;

type Props<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** A row's usual height, before it is measured. */
  estimateSize: number;
  /** Rows left on the server. */
  hasMore: boolean;
  loading: boolean;
  error?: unknown;
  onLoadMore: () => void;
  /** Names the list for screen readers. */
  label: string;
};

/**
 * A long list that draws only the rows near the screen (the page scrolls, not the list), and asks
 * for the next page as its last rows come near: hundreds of conversations or friends stay smooth on
 * a cheap phone. Each row is measured once drawn, so rows may differ in height.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  hasMore,
  loading,
  error,
  onLoadMore,
  label,
}: Props<T>) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts on the page (under the title bar, the doors and the tabs).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - margin) > 1) setMargin(top);
  }, [margin, items.length]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (index) => getKey(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  useEffect(() => {
    if (hasMore && !loading && !error && lastShown >= items.length - 4) loadMore.current();
  }, [hasMore, loading, error, lastShown, items.length]);

  return (
    <>
      <ul
        ref={list}
        className={styles.list}
        aria-label={label}
        aria-busy={loading || undefined}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{ transform: `translateY(${row.start - margin}px)` }}
          >
            {renderItem(items[row.index]!)}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {error ? (
          <Button size="sm" variant="secondary" onClick={onLoadMore}>
            {t('list.retry')}
          </Button>
        ) : loading ? (
          <SpinnerIcon className={styles.spinner} aria-label={t('list.loading')} />
        ) : hasMore || items.length <= SHORT_LIST ? null : (
          <span>{t('list.end')}</span>
        )}
      </div>
    </>
  );
}
