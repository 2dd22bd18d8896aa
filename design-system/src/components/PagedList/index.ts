// `@h5/design-system/PagedList`
export { PagedList } from './PagedList.tsx';
export type { PagedListProps } from './PagedList.tsx';
export { listStatus } from './listStatus.ts';
export type { ListStatus } from './listStatus.ts';
