import type { SortingState } from '@tanstack/react-table';

/** The order the server sorts the rows by: a column and its direction. */
export type DataTableSort = { columnId: string; direction: 'asc' | 'desc' };

/** Pages of `pageSize` rows that hold `total` rows; an empty result still shows page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The positions (1-based) of the first and last row shown on `page` (1-based); 0–0 when empty. */
export function rowRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}

/** The table library's sorting state for the server's order. */
export function toSortingState(sort: DataTableSort | null | undefined): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
}

/** The server's order for the table library's sorting state (one column at most). */
export function fromSortingState(state: SortingState): DataTableSort | null {
  const [first] = state;
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

/** `aria-sort` of a sortable column's header. */
export function ariaSort(sort: DataTableSort | null | undefined, columnId: string) {
  if (sort?.columnId !== columnId) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
