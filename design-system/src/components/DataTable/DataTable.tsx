import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { BackIcon, Button, Empty, ErrorState, type EmptyProps } from '@h5/design-system';
import { ArrowRightIcon } from '../../icons/ArrowRightIcon.tsx';
import { SortAscendingIcon } from '../../icons/SortAscendingIcon.tsx';
import { SortDescendingIcon } from '../../icons/SortDescendingIcon.tsx';
import { SortIcon } from '../../icons/SortIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './DataTable.module.css';
import {
  ariaSort,
  fromSortingState,
  pageCount,
  rowRange,
  toSortingState,
  type DataTableSort,
} from './dataTablePaging.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type { DataTableSort } from './dataTablePaging.ts';

/** One column: its header, how a row fills its cell, and whether the server can sort by it. */
export type DataTableColumn<Row> = {
  /** Unique among the columns; the column the server sorts by (`DataTableSort.columnId`). */
  id: string;
  /** The header's text. */
  header: string;
  /** The cell's content for a row: text, an `Amount`, a `Tag` … */
  cell: (row: Row) => ReactNode;
  /** A number: right-aligned in tabular figures, so digits line up; sorts descending first. */
  numeric?: boolean;
  /** The server can sort the rows by this column: the header becomes a sort button. */
  sortable?: boolean;
};

// The server pages and sorts: the table library keeps the state and the header model only.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** Skeleton rows while a page loads: the page's size, up to what fits a screen. */
const MAX_SKELETON_ROWS = 10;

export type DataTableProps<Row extends RowData> = {
  /** What the table lists ("Members"): its caption for screen readers and the scroll area's name. */
  caption: string;
  /** The columns, in order. The first one's cell opens the row's detail when `onRowOpen` is given. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, as the server sorted them. */
  rows: readonly Row[];
  /** A stable, unique key of a row (its id). */
  rowKey: (row: Row) => string;
  /** How many rows match on the server, over all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** The server's order, or none. */
  sort?: DataTableSort | null;
  /** Asks for another page (from 1). */
  onPageChange: (page: number) => void;
  /** Asks for another order; `null` when the member removed the sort. Omit it and nothing sorts. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The page sizes to offer; with `onPageSizeChange`, a "Rows per page" select shows them. */
  pageSizeOptions?: readonly number[];
  /** Asks for another page size (the caller goes back to page 1). */
  onPageSizeChange?: (pageSize: number) => void;
  /** Opens a row's detail: the whole row is clickable, and its first cell is a button for keyboards. */
  onRowOpen?: (row: Row) => void;
  /** A page is loading: skeleton rows stand in for the rows. */
  loading?: boolean;
  /** The page could not be loaded: says so instead of the rows, with a retry when `onRetry` is given. */
  error?: boolean;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** What the empty state says when no row matches; by default "No rows". */
  empty?: EmptyProps;
  /** Filters above the table (fields, a search): the caller applies them and goes back to page 1. */
  filters?: ReactNode;
  /** The table scrolls inside this height under its sticky header (a CSS length). */
  maxHeight?: string;
  /** Adds rules to the root element. */
  className?: string;
};

/**
 * A page of server rows for the operator console: sortable columns, a pager, and loading, empty and
 * error states. It holds no data of its own: the caller fetches the page that `page`, `pageSize`,
 * `sort` and its filters describe. Scrolls sideways on a narrow screen.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  sort = null,
  onPageChange,
  onSortChange,
  pageSizeOptions = [10, 20, 50],
  onPageSizeChange,
  onRowOpen,
  loading = false,
  error = false,
  onRetry,
  empty,
  filters,
  maxHeight = '70vh',
  className,
}: DataTableProps<Row>) {
  const { t } = useSubPathTranslation(texts);
  const captionId = useId();
  const pageSizeId = useId();

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        // Sorting needs an accessor; the server sorts, so it never reads the value.
        accessorFn: (row) => row,
        enableSorting: Boolean(column.sortable && onSortChange),
        sortDescFirst: Boolean(column.numeric),
      })),
    [columns, onSortChange],
  );
  const data = useMemo(() => [...rows], [rows]);
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const sorting = toSortingState(sort);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortChange?.(fromSortingState(typeof updater === 'function' ? updater(sorting) : updater)),
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (next.pageSize !== pageSize) onPageSizeChange?.(next.pageSize);
      else onPageChange(next.pageIndex + 1);
    },
  });

  const pages = pageCount(total, pageSize);
  const { first, last } = rowRange(page, pageSize, total);
  const sortedColumn = columns.find((column) => column.id === sort?.columnId);
  const columnOf = new Map(columns.map((column) => [column.id, column]));
  const state = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'rows';

  // A click on a control of its own (the open button, a link in a cell) or one that ends a text
  // selection (an operator copying an id) does not open the row.
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if ((event.target as Element).closest('button, a, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    onRowOpen?.(row);
  };

  const fullWidth = (content: ReactNode) => (
    <tr>
      <td className={styles.message} colSpan={columns.length}>
        {content}
      </td>
    </tr>
  );

  return (
    <div className={cx(styles.dataTable, className)}>
      {filters && <div className={styles.filters}>{filters}</div>}
      {/* Focusable so that a keyboard can scroll it sideways on a narrow screen. */}
      <div
        className={styles.scroll}
        style={{ maxHeight }}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption}>
            {caption}
            {onSortChange && columns.some((column) => column.sortable) && (
              <span className={styles.visuallyHidden}>
                {'. '}
                {t('dataTable.sortable')}
                {sortedColumn &&
                  ` ${t(sort?.direction === 'asc' ? 'dataTable.sortedAscending' : 'dataTable.sortedDescending', { column: sortedColumn.header })}`}
              </span>
            )}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columnOf.get(header.column.id)!;
                  const canSort = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const SortGlyph =
                    direction === 'asc'
                      ? SortAscendingIcon
                      : direction === 'desc'
                        ? SortDescendingIcon
                        : SortIcon;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cx(styles.header, column.numeric && styles.numeric)}
                      aria-sort={canSort ? ariaSort(sort, column.id) : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          data-sorted={direction || undefined}
                        >
                          {column.header}
                          <SortGlyph className={styles.sortIcon} />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {state === 'loading' &&
              Array.from({ length: Math.min(pageSize, MAX_SKELETON_ROWS) }, (_, index) => (
                <tr key={index} className={styles.skeletonRow} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.id} className={cx(styles.cell, column.numeric && styles.numeric)}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))}
            {state === 'error' &&
              fullWidth(<ErrorState title={t('dataTable.loadFailed')} onRetry={onRetry} />)}
            {state === 'empty' && fullWidth(<Empty title={t('dataTable.noRows')} {...empty} />)}
            {state === 'rows' &&
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cx(styles.row, onRowOpen && styles.clickable)}
                  onClick={onRowOpen && ((event) => openFromRow(event, row.original))}
                >
                  {row.getAllCells().map((cell, index) => {
                    const column = columnOf.get(cell.column.id)!;
                    const content = column.cell(row.original);
                    return (
                      <td key={cell.id} className={cx(styles.cell, column.numeric && styles.numeric)}>
                        {index === 0 && onRowOpen ? (
                          <button
                            type="button"
                            className={styles.open}
                            onClick={() => onRowOpen(row.original)}
                          >
                            {content}
                          </button>
                        ) : (
                          content
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {loading ? t('dataTable.loading') : ''}
      </p>
      <div className={styles.pager}>
        {onPageSizeChange && (
          <label className={styles.pageSize} htmlFor={pageSizeId}>
            {t('dataTable.rowsPerPage')}
            <select
              id={pageSizeId}
              className={styles.select}
              value={pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className={styles.range}>{t('dataTable.range', { first, last, total })}</p>
        <div className={styles.pageButtons}>
          <Button
            variant="secondary"
            aria-label={t('dataTable.previousPage')}
            disabled={loading || !table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <BackIcon />
          </Button>
          <p className={styles.pageOf} aria-live="polite">
            {t('dataTable.pageOf', { page: Math.min(page, pages), pages })}
          </p>
          <Button
            variant="secondary"
            aria-label={t('dataTable.nextPage')}
            disabled={loading || !table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ArrowRightIcon />
          </Button>
        </div>
      </div>
    </div>
  );
}
