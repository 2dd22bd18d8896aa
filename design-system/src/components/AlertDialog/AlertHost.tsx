import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { alertStore } from './alertStore.ts';

const useCurrentAlert = () =>
  useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);

/** When the dialog's code cannot be fetched (offline), the browser's own alert (or confirm) still asks. */
function BrowserAlert() {
  const current = useCurrentAlert();
  useEffect(() => {
    if (!current) return;
    const text = current.title ? `${current.title}\n\n${current.message}` : current.message;
    if (current.kind === 'confirm') {
      alertStore.close(current.id, window.confirm(text));
      return;
    }
    window.alert(text);
    alertStore.close(current.id, true);
  }, [current]);
  return null;
}

// The dialog primitives are a sizeable download that most visits never need.
const AlertDialogView = lazy<ComponentType>(() =>
  import('./AlertDialogView.tsx').then(
    (module) => ({ default: module.AlertDialogView }),
    () => ({ default: BrowserAlert }),
  ),
);

/**
 * Renders the dialogs opened with `showAlert` and `showConfirm`, one at a time; mount it once, near
 * the root.
 * Nothing is loaded or rendered until the first alert is asked for.
 */
export function AlertHost() {
  const current = useCurrentAlert();
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
