// `@h5/platform/paging`: paged lists without shared state. Like `@h5/platform/helpers`, not part of
// the shared platform module: each package that uses it bundles its own copy (ADR 0015).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialPagedListState, pagedListReducer, type PagedListState } from './pagedListReducer.ts';
/** A page of a list as the API answers it. */
type Paged<T> = { list: T[]; total: number };

export type PagedList<T> = PagedListState<T> & {
  loadMore: () => void;
  reload: () => void;
};

type Options<T> = {
  /** The inputs of the list, including the language: a new key loads page 1 again. */
  key: string;
  rows: number;
  getKey: (item: T) => string | number;
  /**
   * A first page to show at once (the document's, ADR 0025): page 1 is then asked again quietly,
   * without the list showing itself loading.
   */
  initial?: () => Paged<T> | undefined;
};

/** A list loaded page by page (loadmore → loading → nomore), reloaded when its inputs change. */
export function usePagedList<T>(
  fetchPage: (page: number, rows: number) => Promise<Paged<T>>,
  { key, rows, getKey, initial }: Options<T>,
): PagedList<T> {
  const [state, dispatch] = useReducer(pagedListReducer<T>, undefined, (): PagedListState<T> => {
    const first = initial?.();
    return first
      ? pagedListReducer<T>(initialPagedListState, {
          type: 'success',
          requestId: 0,
          page: 1,
          rows,
          ...first,
          getKey,
        })
      : initialPagedListState;
  });
  const quietFirstLoad = useRef(state.page > 0);
  const lastRequest = useRef(0);
  const latest = useRef({ fetchPage, getKey, rows });
  useEffect(() => {
    latest.current = { fetchPage, getKey, rows };
  });

  const load = useCallback((page: number, quiet = false) => {
    const requestId = ++lastRequest.current;
    const { fetchPage, getKey, rows } = latest.current;
    dispatch({ type: 'request', requestId, page, quiet });
    fetchPage(page, rows).then(
      ({ list, total }) => dispatch({ type: 'success', requestId, page, rows, list, total, getKey }),
      (error: unknown) => dispatch({ type: 'failure', requestId, error }),
    );
  }, []);

  useEffect(() => {
    load(1, quietFirstLoad.current);
    quietFirstLoad.current = false;
  }, [key, load]);

  const { loading, error, items, total, page } = state;
  const loadMore = useCallback(() => {
    if (loading || (!error && items.length >= total)) return;
    load(page + 1);
  }, [loading, error, items.length, total, page, load]);
  const reload = useCallback(() => load(1), [load]);

  return { ...state, loadMore, reload };
}

/** What the design system's `PagedList` needs from a list: spread it, then add `getKey` and `renderItem`. */
export const pagedListProps = <T>(list: PagedList<T>) => ({
  items: list.items,
  total: list.total,
  loading: list.loading,
  error: list.error,
  onLoadMore: list.loadMore,
});
