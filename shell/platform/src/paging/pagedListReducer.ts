import { sessionEnded } from '../api/sessionEnded.ts';

/** What a paged list knows: the items loaded so far, the total, and the request in flight. */
export type PagedListState<T> = {
  items: T[];
  total: number;
  /** The last page loaded (0 before the first answer). */
  page: number;
  loading: boolean;
  error: unknown;
  /** The request whose answer the list is waiting for; older answers are dropped. */
  requestId: number;
};

export type PagedListAction<T> =
  /** `quiet`: the list asks again for what it shows (the document's first page); it does not show loading. */
  | { type: 'request'; requestId: number; page: number; quiet?: boolean }
  | {
      type: 'success';
      requestId: number;
      page: number;
      rows: number;
      list: readonly T[];
      total: number;
      getKey: (item: T) => string | number;
    }
  | { type: 'failure'; requestId: number; error: unknown };

export const initialPagedListState: PagedListState<never> = {
  items: [],
  total: 0,
  page: 0,
  loading: true,
  error: null,
  requestId: 0,
};

/**
 * Paging state: loadmore → loading → nomore. Page 1 replaces the list, later pages append
 * (items published meanwhile can shift a page, so a key seen before is not added twice). A short
 * page ends the list even when `total` promised more.
 */
export function pagedListReducer<T>(state: PagedListState<T>, action: PagedListAction<T>): PagedListState<T> {
  switch (action.type) {
    case 'request':
      return {
        ...state,
        loading: !action.quiet,
        error: null,
        requestId: action.requestId,
      };
    case 'success': {
      if (action.requestId !== state.requestId) return state;
      const base = action.page === 1 ? [] : state.items;
      const seen = new Set(base.map(action.getKey));
      const items = [...base];
      for (const item of action.list) {
        const key = action.getKey(item);
        if (seen.has(key)) continue;
        seen.add(key);
        items.push(item);
      }
      const exhausted = action.list.length < action.rows;
      const total = exhausted ? items.length : Math.max(action.total, items.length);
      return { ...state, items, total, page: action.page, loading: false, error: null };
    }
    case 'failure':
      if (action.requestId !== state.requestId) return state;
      // The session ended: the member is on the way to login; the list does not say it failed.
      if (sessionEnded(action.error)) return state;
      return { ...state, loading: false, error: action.error };
  }
}
