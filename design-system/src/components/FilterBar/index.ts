export { FilterBar } from './FilterBar.tsx';
export type { FilterBarProps } from './FilterBar.tsx';
