/** Footer state of a paged list. */
export type ListStatus = 'loadmore' | 'loading' | 'nomore';

/** The footer state of a paged list: loading while a page is in flight, nomore once every row is loaded. */
export function listStatus(loaded: number, total: number, loading: boolean): ListStatus {
  if (loading) return 'loading';
  return loaded >= total ? 'nomore' : 'loadmore';
}
