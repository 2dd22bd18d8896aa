import { useSyncExternalStore } from 'react';
import { toastStore } from './toastStore.ts';
import { ToastView } from './ToastView.tsx';
import styles from './Toast.module.css';

/** Renders the toasts raised with `toast.*` in a polite live region; mount it once, near the root. */
export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {current && <ToastView key={current.id} message={current.message} icon={current.icon} />}
    </div>
  );
}
