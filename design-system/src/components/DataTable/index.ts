export { DataTable } from './DataTable.tsx';
export type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable.tsx';
