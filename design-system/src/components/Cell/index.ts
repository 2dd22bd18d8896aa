// `@h5/design-system/Cell`
export { Cell } from './Cell.tsx';
export type { CellProps } from './Cell.tsx';
export { CellGroup } from './CellGroup.tsx';
export type { CellGroupProps } from './CellGroup.tsx';
