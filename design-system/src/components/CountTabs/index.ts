// `@h5/design-system/CountTabs`: tabs that say how many records each holds.
export { CountTabs } from './CountTabs.tsx';
export type { CountTabItem, CountTabsProps } from './CountTabs.tsx';
