import { useId } from 'react';
import type { ReactNode } from 'react';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import { CheckIcon } from '@h5/design-system/Icons';
import { SearchBar } from '@h5/design-system/SearchBar';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';
import styles from './SearchList.module.css';

/** One row of the list: what is chosen (`key`), its name and a second line. */
export type SearchListItem = {
  key: string;
  title: string;
  description?: string;
  /** Shown at the row's end (a code, a count). */
  meta?: string;
};

export type SearchListProps = {
  /** What is searched ("Search countries"): the box's name and placeholder. */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  items: readonly SearchListItem[];
  onSelect: (key: string) => void;
  /** The row chosen before (ticked). */
  selectedKey?: string;
  /** The answer to the query is on its way (the rows shown are kept, dimmed, once there are some). */
  loading?: boolean;
  /** Why the list could not be loaded; shown with a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to say when nothing matches ("No city matches"). */
  empty?: ReactNode;
  'data-testid'?: string;
};

/**
 * A search box over a list of choices answered by the server (countries, cities): typing asks again
 * (the page decides when), a row is a button. Loading, nothing found and failure are said in place.
 */
export function SearchList({
  label,
  query,
  onQueryChange,
  items,
  onSelect,
  selectedKey,
  loading = false,
  error,
  onRetry,
  empty,
  'data-testid': testId,
}: SearchListProps) {
  const { t } = useSubPathTranslation(texts);
  const listId = `search-list-${useId()}`;
  const body = error ? (
    <ErrorState description={error} onRetry={onRetry} />
  ) : items.length === 0 && loading ? (
    <div className={styles.loading}>
      <Skeleton title={false} rows={5} />
    </div>
  ) : items.length === 0 ? (
    <Empty description={empty ?? t('searchList.empty')} />
  ) : (
    <ul id={listId} className={cx(styles.list, loading && styles.stale)} aria-busy={loading || undefined}>
      {items.map((item) => {
        const selected = item.key === selectedKey;
        return (
          <li key={item.key}>
            <button
              type="button"
              className={cx(styles.row, selected && styles.selected)}
              aria-current={selected || undefined}
              data-key={item.key}
              onClick={() => onSelect(item.key)}
            >
              <span className={styles.text}>
                <span className={styles.title}>{item.title}</span>
                {item.description && <span className={styles.description}>{item.description}</span>}
              </span>
              {item.meta && <span className={styles.meta}>{item.meta}</span>}
              {selected && <CheckIcon className={styles.check} aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className={styles.searchList} data-testid={testId}>
      <SearchBar
        label={label}
        value={query}
        onChange={onQueryChange}
        controls={items.length > 0 ? listId : undefined}
      />
      {body}
    </div>
  );
}
