import { useMemo, useState } from 'react';
import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { DataTableSort } from '@h5/design-system/DataTable';
import { consoleApi } from '../api/consoleApi.ts';

/** A list answer of the operator API. */
export type Paged<Row> = { list: Row[]; total: number };

export type Filters = Record<string, string | undefined>;

type Options = { sort?: DataTableSort | null; pageSize?: number; filters?: Filters };

/**
 * A server-paged, server-sorted, filtered list for `DataTable`: the page, its size, the order and
 * the applied filters are state here; every change asks the server (`page`, `rows`, `sort`, `order`,
 * the filters). New filters or a new order go back to page 1.
 */
export function useServerTable<Row, Answer extends Paged<Row> = Paged<Row>>(
  path: string,
  options: Options = {},
) {
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? 20);
  const [sort, setSort] = useState<DataTableSort | null>(options.sort ?? null);
  const [filters, setFilters] = useState<Filters>(options.filters ?? {});
  const query = useMemo(
    () => ({
      page,
      rows: pageSize,
      ...(sort ? { sort: sort.columnId, order: sort.direction } : {}),
      ...Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
      ),
    }),
    [page, pageSize, sort, filters],
  );
  const answer = useAsyncData(`${path}:${lang}:${JSON.stringify(query)}`, () =>
    consoleApi.get<Answer>(path, query, { silent: true }),
  );
  const shown = answer.data ?? answer.latest;

  return {
    /** The latest answer whole, for what it carries beside the rows (when a board was computed). */
    answer: shown,
    filters,
    reload: answer.reload,
    applyFilters: (next: Filters) => {
      setFilters(next);
      setPage(1);
    },
    /** Props for `DataTable`. */
    table: {
      rows: shown?.list ?? [],
      total: shown?.total ?? 0,
      page,
      pageSize,
      sort,
      loading: answer.loading && !shown,
      error: Boolean(answer.error) && !answer.loading,
      onRetry: answer.reload,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      onSortChange: (next: DataTableSort | null) => {
        setSort(next);
        setPage(1);
      },
    },
  };
}
