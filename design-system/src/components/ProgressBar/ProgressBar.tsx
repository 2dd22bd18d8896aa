import { lazy, Suspense } from 'react';
import type { ProgressBarProps } from './ProgressBarView.tsx';

export type { ProgressBarProps, ProgressBarTone } from './ProgressBarView.tsx';

// The design system is one shared module: anything imported eagerly here loads with the home tab,
// which shows no progress bar. The bar loads with the first page that does.
const ProgressBarView = lazy(() =>
  import('./ProgressBarView.tsx').then((module) => ({ default: module.ProgressBarView })),
);

/** A horizontal bar for how far something has got (a fund's sold share, a goal); role `progressbar`. */
export function ProgressBar(props: ProgressBarProps) {
  return (
    <Suspense fallback={null}>
      <ProgressBarView {...props} />
    </Suspense>
  );
}
