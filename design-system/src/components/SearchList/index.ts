// `@h5/design-system/SearchList`: a search box over a list of choices the server answers.
export { SearchList } from './SearchList.tsx';
export type { SearchListItem, SearchListProps } from './SearchList.tsx';
