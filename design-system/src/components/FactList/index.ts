export { FactList } from './FactList.tsx';
export type { Fact, FactListProps } from './FactList.tsx';
