import { lazy, Suspense } from 'react';
import type { TabsProps } from './Tabs.tsx';

// Radix's tabs are a sizeable download that the first screen never needs: the design system is
// one shared module, so anything imported eagerly here loads with the home tab.
const TabsView = lazy(() => import('./Tabs.tsx').then((module) => ({ default: module.Tabs })));

/** `Tabs`, whose implementation loads with the first page that shows tabs. */
export function LazyTabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <TabsView {...props} />
    </Suspense>
  );
}
