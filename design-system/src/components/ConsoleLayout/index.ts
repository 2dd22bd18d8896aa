export { ConsoleLayout } from './ConsoleLayout.tsx';
export type {
  ConsoleLayoutProps,
  ConsoleNavItem,
  ConsoleNavSection,
  ConsoleOperator,
} from './ConsoleLayout.tsx';
