import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { alertStore } from './alertStore.ts';

// The dialog primitives are a sizeable download that most visits never need.
const AlertDialogView = lazy(() =>
  import('./AlertDialogView.tsx').then((module) => ({ default: module.AlertDialogView })),
);

/**
 * Renders the alerts opened with `showAlert`, one at a time; mount it once, near the root.
 * Nothing is loaded or rendered until the first alert is asked for.
 */
export function AlertHost() {
  const current = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);
  // Once loaded, the dialog stays mounted so that closing it can finish and the next alert is quick.
  const [needed, setNeeded] = useState(false);
  if (current !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView />
    </Suspense>
  );
}
